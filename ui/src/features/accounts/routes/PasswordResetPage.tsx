import { useState } from 'react';
import { useParams } from 'react-router';
import Link from '@mui/material/Link';
import Box from '@mui/material/Box';
import { Page } from '../../../components/Page';
import { clearErrorBanner, reportError } from '../../../lib/notifications';
import { palette } from '../../../lib/theme';
import { requestPasswordReset, resetPassword } from '../api/accounts';
import { NewPasswordForm, PasswordResetDone } from '../components/NewPassword';
import { CheckMailbox, PasswordResetRequestForm } from '../components/PasswordResetRequest';
import { ACCOUNT_MESSAGES } from '../messages';

const M = ACCOUNT_MESSAGES.passwordReset;

const card = { p: { xs: 2.5, sm: 4 }, border: `1px solid ${palette.line}`, borderRadius: 2, bgcolor: palette.surface } as const;

function BackToLogin() {
  return (
    <Link href="/login" sx={{ display: 'inline-block', mt: 3, color: 'primary.main', fontWeight: 500 }}>
      {M.backToLogin}
    </Link>
  );
}

/** Without token: e-mail stage, then check-mailbox stage (spec section 4). */
function RequestStages() {
  const [pending, setPending] = useState(false);
  const [sentTo, setSentTo] = useState<string | null>(null);
  const [lastEmail, setLastEmail] = useState('');

  const submit = async (email: string) => {
    setPending(true);
    clearErrorBanner();
    setLastEmail(email);
    try {
      await requestPasswordReset(email);
      setSentTo(email);
    } catch (error) {
      reportError(error);
    } finally {
      setPending(false);
    }
  };

  return (
    <>
      {sentTo !== null ? (
        <CheckMailbox email={sentTo} onRetry={() => setSentTo(null)} />
      ) : (
        <Box sx={card}>
          <PasswordResetRequestForm pending={pending} initialEmail={lastEmail} onSubmit={submit} />
        </Box>
      )}
      <BackToLogin />
    </>
  );
}

/** With the mailed token: password stage, then success stage. */
function NewPasswordStages({ token }: { token: string }) {
  const [pending, setPending] = useState(false);
  const [done, setDone] = useState(false);

  const submit = async (password: string, confirmation: string) => {
    setPending(true);
    clearErrorBanner();
    try {
      await resetPassword(token, password, confirmation);
      setDone(true);
    } catch (error) {
      reportError(error);
    } finally {
      setPending(false);
    }
  };

  if (done) return <PasswordResetDone />;
  return (
    <>
      <Box sx={card}>
        <NewPasswordForm pending={pending} onSubmit={submit} />
      </Box>
      <BackToLogin />
    </>
  );
}

/** `/password-reset` and `/password-reset/:confirmationToken`. */
export function PasswordResetPage() {
  const { confirmationToken } = useParams();
  return (
    <Page
      meta={M.meta}
      title={confirmationToken ? M.titleWithToken : M.title}
      intro={confirmationToken ? M.introWithToken : M.intro}
      maxWidth="sm"
    >
      {confirmationToken ? <NewPasswordStages key={confirmationToken} token={confirmationToken} /> : <RequestStages />}
    </Page>
  );
}
