import Box from '@mui/material/Box';
import TextField from '@mui/material/TextField';
import { OFFER_FORM_MESSAGES as M } from '../messages';
import type { LocalityOption } from '../offerForm';
import { LocalityField } from './LocalityField';
import { Section, type OfferFieldsProps } from './OfferFormSection';

interface Props extends Omit<OfferFieldsProps, 'invalid'> {
  searchLocalities: (text: string) => Promise<LocalityOption[]>;
  /** The place was left empty after a first attempt. */
  missing: boolean;
}

/** « Le lieu »: the town (searched) and the address. */
export function OfferPlaceFields({ values, set, disabled, searchLocalities, missing }: Props) {
  return (
    <Section title={M.sections.place}>
      <Box sx={{ display: 'grid', gap: 2.5, gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: 'repeat(2, minmax(0, 1fr))' } }}>
        <LocalityField
          value={values.locality}
          onChange={(next) => set('locality', next)}
          search={searchLocalities}
          disabled={disabled}
          error={missing ? M.requiredField : undefined}
        />
        <TextField
          label={M.address}
          name="localizedCompanyAddress1"
          value={values.address1}
          onChange={(event) => set('address1', event.target.value)}
          disabled={disabled}
          placeholder={M.addressPlaceholder}
        />
      </Box>
    </Section>
  );
}
