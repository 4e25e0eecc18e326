import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import { h1Sx, palette } from '../lib/theme';

/**
 * The sand band atop a landing page the server also writes (a salary barometer, a training page): the way back, then
 * a skeleton while loading, the page's overline, title and intro once found, or its « not found » words.
 */
export function LandingBand({
  back,
  status,
  loading,
  found,
  notFound,
}: {
  back: { href: string; label: string };
  status: 'pending' | 'success' | 'error';
  /** The skeleton's accessible name. */
  loading: string;
  found?: { overline: string; title: string; intro: ReactNode } | null;
  notFound: { title: string; text: string };
}) {
  return (
    <Box sx={{ bgcolor: palette.sand, borderBottom: `1px solid ${palette.line}` }}>
      <Container maxWidth="lg" sx={{ py: { xs: 3, md: 4 } }}>
        <Button variant="text" color="secondary" startIcon={<ArrowBackIcon />} href={back.href} sx={{ mb: 2, ml: -1 }}>
          {back.label}
        </Button>
        {status === 'pending' && (
          <Box role="status" aria-label={loading}>
            <Skeleton width="20%" />
            <Skeleton variant="text" height={64} width="60%" />
          </Box>
        )}
        {found && (
          <Box>
            <Typography variant="overline" component="p" sx={{ color: palette.brass, lineHeight: 1.6 }}>
              {found.overline}
            </Typography>
            <Typography variant="h1" sx={{ ...h1Sx, overflowWrap: 'anywhere' }}>
              {found.title}
            </Typography>
            <Typography sx={{ mt: 2, color: palette.inkSoft, maxWidth: '75ch' }}>{found.intro}</Typography>
          </Box>
        )}
        {status === 'success' && !found && (
          <Box>
            <Typography variant="h1" sx={{ ...h1Sx, mb: 2 }}>
              {notFound.title}
            </Typography>
            <Typography>{notFound.text}</Typography>
          </Box>
        )}
      </Container>
    </Box>
  );
}
