import { useState, type MouseEvent } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import { Page } from '../../../components/Page';
import { clearErrorBanner, notify } from '../../../lib/notifications';
import { safeRedirect } from '../../../lib/redirect';
import { SESSION_ENDED_PARAM, SESSION_ENDED_VALUE } from '../../../lib/graphql';
import { RestError } from '../../../lib/rest';
import { sessionStore } from '../../../lib/session';
import { palette } from '../../../lib/theme';
import { homeOf, login } from '../api/accounts';
import { resetState } from '../resetState';
import { LoginForm } from '../components/LoginForm';
import { ACCOUNT_MESSAGES } from '../messages';

const M = ACCOUNT_MESSAGES.login;

/**
 * `/login`: signs in with `POST /api/login_check`, keeps the session, then goes to the
 * `redirect` query or the role's first dashboard page (spec, "Sign-in").
 */
export function LoginPage() {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const [pending, setPending] = useState(false);
  // The address typed so far, carried to « Mot de passe oublié ? » in the history state (never the URL).
  const [email, setEmail] = useState('');

  const submit = async (email: string, password: string) => {
    setPending(true);
    clearErrorBanner();
    try {
      const session = await login(email, password);
      sessionStore.set(session);
      notify({ severity: 'success', title: M.successTitle, message: M.success });
      navigate(safeRedirect(params.get('redirect'), homeOf(session)), { replace: true });
    } catch (error) {
      setPending(false);
      const message = error instanceof RestError && error.status !== 401 ? error.message : M.failure;
      // Said on this page only: « Mot de passe oublié ? » clicked at once must not bring it along.
      notify({ severity: 'error', title: M.failureTitle, message, carry: false });
    }
  };

  const sessionEnded = params.get(SESSION_ENDED_PARAM) === SESSION_ENDED_VALUE;
  return (
    <Page meta={M.meta} title={M.title} intro={M.intro} maxWidth="sm">
      {sessionEnded && (
        <Alert severity="info" role="status" sx={{ mb: 2 }}>
          {M.sessionEnded}
        </Alert>
      )}
      <Box sx={{ p: { xs: 2.5, sm: 4 }, border: `1px solid ${palette.line}`, borderRadius: 2, bgcolor: palette.surface }}>
        <LoginForm pending={pending} onSubmit={submit} onEmailChange={setEmail} />
      </Box>
      <Box sx={{ mt: 3, display: 'flex', flexDirection: 'column', gap: 1 }}>
        <Link href="/candidats" sx={{ color: 'primary.main', fontWeight: 500 }}>
          {M.noAccount}
        </Link>
        <Link
          href="/password-reset"
          onClick={(event: MouseEvent) => {
            if (event.metaKey || event.ctrlKey || event.shiftKey || event.button !== 0) return;
            event.preventDefault();
            navigate('/password-reset', { state: resetState(email) });
          }}
          sx={{ color: 'primary.main', fontWeight: 500 }}
        >
          {M.forgotPassword}
        </Link>
      </Box>
    </Page>
  );
}
