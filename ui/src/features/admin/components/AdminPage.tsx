import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';

/** The frame of one back-office section: its title, an optional intro, its content. */
export function AdminPage({ title, intro, children }: { title: string; intro?: string; children: ReactNode }) {
  return (
    <Box component="section" aria-labelledby="admin-section-title" sx={{ minWidth: 0 }}>
      <Typography id="admin-section-title" variant="h2" sx={{ fontSize: { xs: '1.6rem', md: '2rem' }, mb: intro ? 1 : 3 }}>
        {title}
      </Typography>
      {intro && (
        <Typography color="text.secondary" sx={{ mb: 3, maxWidth: 720 }}>
          {intro}
        </Typography>
      )}
      {children}
    </Box>
  );
}
