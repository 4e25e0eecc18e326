import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { OfferFormValues, RequiredField } from '../offerForm';

/** One part of the offer form, its title the fieldset's legend. */
export function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Box component="fieldset" sx={{ border: 0, p: 0, m: 0, minWidth: 0, display: 'grid', gap: 2.5 }}>
      <Typography component="legend" variant="h3" sx={{ fontSize: { xs: '1.35rem', md: '1.5rem' }, mb: 2.5, p: 0 }}>
        {title}
      </Typography>
      {children}
    </Box>
  );
}

export const nativeSelect = { select: { native: true }, inputLabel: { shrink: true } } as const;

/** What each part of the form is given by `JobOfferForm`. */
export interface OfferFieldsProps {
  values: OfferFormValues;
  set: <K extends keyof OfferFormValues>(key: K, value: OfferFormValues[K]) => void;
  disabled: boolean;
  /** Props of a required field: its error once left empty after a first attempt, else its help. */
  invalid: (field: RequiredField, help?: string) => { error?: boolean; helperText?: string };
}
