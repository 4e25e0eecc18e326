import { Suspense } from 'react';
import { Outlet } from 'react-router';
import Box from '@mui/material/Box';
import LinearProgress from '@mui/material/LinearProgress';
import { ScrollManager } from '../../lib/scroll';
import { Deferred } from '../Deferred';
import { palette } from '../../lib/theme';
import { EmailConfirmationNotice } from '../EmailConfirmationNotice';
import { ErrorBanner } from '../ErrorBanner';
import { LAYOUT_MESSAGES } from '../messages';
import { Notifications } from '../Notifications';
import { Footer } from './Footer';
import { Header } from './Header';

export function PageLoading() {
  return (
    <Box sx={{ minHeight: '60vh' }}>
      <LinearProgress aria-label={LAYOUT_MESSAGES.loading} />
    </Box>
  );
}

/** The frame of every page: skip link, header, main landmark (error banner first), footer, notifications. */
export function AppLayout() {
  return (
    <Box sx={{ minHeight: '100vh', display: 'flex', flexDirection: 'column' }}>
      <Box
        component="a"
        href="#contenu"
        sx={{
          position: 'absolute',
          left: 8,
          top: -48,
          zIndex: 2000,
          px: 2,
          py: 1,
          bgcolor: palette.ink,
          color: palette.paper,
          borderRadius: 1,
          '&:focus': { top: 8 },
        }}
      >
        {LAYOUT_MESSAGES.skipToContent}
      </Box>
      <ScrollManager />
      <EmailConfirmationNotice />
      <Header />
      {/* At least a screen high: the footer starts below the fold, so a page that renders
          after its code or data arrive does not push a visible footer down (layout shift). */}
      <Box component="main" id="contenu" tabIndex={-1} sx={{ flexGrow: 1, minHeight: '100vh', outline: 'none' }}>
        <ErrorBanner />
        <Suspense fallback={<PageLoading />}>
          <Outlet />
        </Suspense>
      </Box>
      {/* Below the fold (main is a screen high): not in the commit that takes over the first screen. */}
      <Deferred>
        <Footer />
      </Deferred>
      <Notifications />
    </Box>
  );
}
