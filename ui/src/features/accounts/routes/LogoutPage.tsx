import { useEffect } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { usePageMeta } from '../../../lib/head';
import { safeRedirect } from '../../../lib/redirect';
import { signOut } from '../../../lib/signOut';
import { ACCOUNT_MESSAGES } from '../messages';

/** Signs out (revokes the token on the server, clears the stored session), then goes to the
 * `redirect` query or `/`. */
export function LogoutPage() {
  usePageMeta(ACCOUNT_MESSAGES.logout.meta);
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const target = safeRedirect(params.get('redirect'));
  useEffect(() => {
    signOut();
    navigate(target, { replace: true });
  }, [navigate, target]);
  return (
    <h1 style={{ position: 'absolute', width: 1, height: 1, overflow: 'hidden', clip: 'rect(0 0 0 0)' }}>
      {ACCOUNT_MESSAGES.logout.title}
    </h1>
  );
}
