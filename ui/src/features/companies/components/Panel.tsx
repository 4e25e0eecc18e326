import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { palette } from '../../../lib/theme';

/** A framed section of « Mon entreprise » (its SIRET, its labels): a title, a line of intro, the rest. */
export function Panel({ id, title, intro, children }: { id: string; title: string; intro: string; children: ReactNode }) {
  return (
    <Box component="section" id={id} aria-labelledby={`${id}-titre`} sx={{ p: 3, border: `1px solid ${palette.line}`, borderRadius: 2 }}>
      <Typography id={`${id}-titre`} variant="h2" sx={{ fontSize: '1.4rem', mb: 1 }}>
        {title}
      </Typography>
      <Typography variant="body2" sx={{ color: palette.inkSoft, mb: 2 }}>
        {intro}
      </Typography>
      {children}
    </Box>
  );
}
