import { useEffect, useRef } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { notify } from '../lib/notifications';
import { sessionStore } from '../lib/session';
import { refreshSession } from '../lib/sessionRefresh';
import { NOTIFICATION_MESSAGES } from './messages';

const M = NOTIFICATION_MESSAGES.emailConfirmation;

/**
 * The confirmation link of the welcome mail lands on `/?emailConfirmed=1` (or `=0` when the
 * link is invalid or used). On any page: tell the user, refresh the session from the server
 * when signed in (the confirmation state changes), then drop the query from the URL.
 */
export function EmailConfirmationNotice() {
  const { key, pathname, search, hash } = useLocation();
  const navigate = useNavigate();
  const value = new URLSearchParams(search).get('emailConfirmed');
  const handled = useRef<string | null>(null);

  useEffect(() => {
    if (value === null || handled.current === key) return;
    handled.current = key;
    notify(
      value === '1'
        ? { severity: 'success', title: M.title, message: M.confirmed }
        : { severity: 'error', title: M.title, message: M.invalid },
    );
    if (value === '1' && sessionStore.get()) void refreshSession();
    const rest = new URLSearchParams(search);
    rest.delete('emailConfirmed');
    const query = rest.toString();
    navigate({ pathname, search: query ? `?${query}` : '', hash }, { replace: true, preventScrollReset: true });
  }, [value, key, pathname, search, hash, navigate]);

  return null;
}
