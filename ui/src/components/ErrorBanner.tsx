import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router';
import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Container from '@mui/material/Container';
import { clearErrorBanner, useErrorBanner } from '../lib/notifications';
import { NOTIFICATION_MESSAGES as M } from './messages';

/**
 * The global error banner (spec section 8): a dismissible red alert at the top of the
 * content showing a failed answer's `error` field, else `message`, else the raw body.
 * It goes away when the user moves to another page.
 */
export function ErrorBanner() {
  const message = useErrorBanner();
  const { pathname } = useLocation();
  const ref = useRef<HTMLDivElement>(null);

  useEffect(() => {
    clearErrorBanner();
  }, [pathname]);

  useEffect(() => {
    if (message && ref.current && ref.current.getBoundingClientRect().top < 0) {
      ref.current.scrollIntoView({ block: 'nearest' });
    }
  }, [message]);

  if (!message) return null;
  return (
    <Container maxWidth="lg" sx={{ pt: 2 }}>
      <Alert
        ref={ref}
        severity="error"
        onClose={clearErrorBanner}
        slotProps={{ closeButton: { title: M.close, 'aria-label': M.close } }}
        sx={{ whiteSpace: 'pre-line' }}
        data-testid="error-banner"
      >
        <AlertTitle>{M.errorBannerTitle}</AlertTitle>
        {message}
      </Alert>
    </Container>
  );
}
