import { useEffect, useRef } from 'react';
import Alert from '@mui/material/Alert';

/**
 * A refused payment (« Votre carte a été refusée. »), right under the pay button where the
 * buyer looks, and brought into view when it appears: on a phone the button is at the bottom
 * of the screen and the page's top under the sticky header (issue 35). `scrollIntoView` keeps
 * clear of the header through the page's `scroll-padding-top` (lib/theme.ts).
 */
export function PayError({ message }: { message: string }) {
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => {
    ref.current?.scrollIntoView?.({ block: 'nearest' });
  }, [message]);
  return (
    <Alert ref={ref} severity="error" role="alert" sx={{ maxWidth: 480, scrollMarginBottom: 16 }}>
      {message}
    </Alert>
  );
}
