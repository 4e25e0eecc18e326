import { useEffect, useState } from 'react';
import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Box from '@mui/material/Box';
import { dismissNotification, useNotifications, type Notification } from '../lib/notifications';
import { NOTIFICATION_MESSAGES as M } from './messages';

function Toast({ notification }: { notification: Notification }) {
  const [paused, setPaused] = useState(false);
  useEffect(() => {
    if (paused) return undefined;
    const timer = setTimeout(() => dismissNotification(notification.id), notification.timeout);
    return () => clearTimeout(timer);
  }, [notification.id, notification.timeout, paused]);

  return (
    <Alert
      severity={notification.severity}
      variant="filled"
      role={notification.severity === 'error' ? 'alert' : 'status'}
      onClose={() => dismissNotification(notification.id)}
      slotProps={{ closeButton: { title: M.close, 'aria-label': M.close } }}
      onMouseEnter={() => setPaused(true)}
      onMouseLeave={() => setPaused(false)}
      onFocus={() => setPaused(true)}
      onBlur={() => setPaused(false)}
      sx={{ boxShadow: 3, pointerEvents: 'auto', whiteSpace: 'pre-line' }}
    >
      {notification.title && <AlertTitle>{notification.title}</AlertTitle>}
      {notification.message}
    </Alert>
  );
}

/**
 * The toasts (spec section 8: 'Connexion', 'Authentification réussie', 'Suppression
 * réussie'...): a live region in a corner, each toast closing by itself after its timeout, and
 * those of a page closing when the user leaves it (`followPageChanges`, started with the router).
 */
export function Notifications() {
  const notifications = useNotifications();
  return (
    <Box
      aria-label={M.region}
      aria-live="polite"
      role="region"
      sx={{
        position: 'fixed',
        zIndex: 1400,
        display: 'flex',
        flexDirection: 'column',
        gap: 1,
        pointerEvents: 'none',
        left: { xs: 12, md: 'auto' },
        right: { xs: 12, md: 24 },
        bottom: { xs: 12, md: 'auto' },
        top: { md: 92 },
        width: { md: 400 },
      }}
    >
      {notifications.map((notification) => (
        <Toast key={notification.id} notification={notification} />
      ))}
    </Box>
  );
}
