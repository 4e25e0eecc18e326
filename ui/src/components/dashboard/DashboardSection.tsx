import { useEffect, type ReactNode } from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { documentTitle } from '../../lib/head';
import { SECTION_MESSAGES as M, type DashboardSectionKey } from './messages';

/** One dashboard section: its h2 under the shell's h1, its intro, and the page title. */
export function DashboardSection({ section, children }: { section: DashboardSectionKey; children?: ReactNode }) {
  const text = M.sections[section];
  useEffect(() => {
    document.title = documentTitle(`${text.title} — ${M.dashboardTitle}`);
  }, [text.title]);
  return (
    <Box component="section" aria-labelledby="section-titre">
      <Typography id="section-titre" variant="h2">
        {text.title}
      </Typography>
      <Typography color="text.secondary" sx={{ mt: 1, mb: 3 }}>
        {text.intro}
      </Typography>
      {children}
    </Box>
  );
}
