import { useEffect } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { usePageMeta } from '../../../lib/head';
import { safeRedirect } from '../../../lib/redirect';
import { sessionStore } from '../../../lib/session';
import { ACCOUNT_MESSAGES } from '../messages';

/** Signs out (clears the stored session), then goes to the `redirect` query or `/`. */
export function LogoutPage() {
  usePageMeta(ACCOUNT_MESSAGES.logout.meta);
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const target = safeRedirect(params.get('redirect'));
  useEffect(() => {
    sessionStore.clear();
    navigate(target, { replace: true });
  }, [navigate, target]);
  return (
    <h1 style={{ position: 'absolute', width: 1, height: 1, overflow: 'hidden', clip: 'rect(0 0 0 0)' }}>
      {ACCOUNT_MESSAGES.logout.title}
    </h1>
  );
}
