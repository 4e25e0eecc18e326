import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import { usePageMeta, type PageMeta } from '../lib/head';
import { h1Sx, palette } from '../lib/theme';

interface PageProps {
  meta: PageMeta;
  /** The page's single h1. */
  title: ReactNode;
  eyebrow?: ReactNode;
  intro?: ReactNode;
  actions?: ReactNode;
  maxWidth?: 'sm' | 'md' | 'lg';
  children?: ReactNode;
}

/** The standard page: meta tags, a calm title band, then the content. */
export function Page({ meta, title, eyebrow, intro, actions, maxWidth = 'lg', children }: PageProps) {
  usePageMeta(meta);
  return (
    <>
      <Box sx={{ bgcolor: palette.sand, borderBottom: `1px solid ${palette.line}` }}>
        <Container maxWidth={maxWidth} sx={{ py: { xs: 5, md: 7 } }}>
          {eyebrow && (
            <Typography variant="overline" component="p" sx={{ mb: 1 }}>
              {eyebrow}
            </Typography>
          )}
          <Typography variant="h1" sx={h1Sx}>
            {title}
          </Typography>
          {intro && (
            <Typography variant="subtitle1" component="div" sx={{ mt: 2, maxWidth: 760 }}>
              {intro}
            </Typography>
          )}
          {actions && <Box sx={{ mt: 3, display: 'flex', flexWrap: 'wrap', gap: 1.5 }}>{actions}</Box>}
        </Container>
      </Box>
      <Container maxWidth={maxWidth} sx={{ py: { xs: 5, md: 7 } }}>
        {children}
      </Container>
    </>
  );
}
