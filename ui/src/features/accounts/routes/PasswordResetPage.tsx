import { useEffect, useState } from 'react';
import { useLocation, useParams } from 'react-router';
import Link from '@mui/material/Link';
import Box from '@mui/material/Box';
import { Page } from '../../../components/Page';
import { clearErrorBanner, reportError } from '../../../lib/notifications';
import { palette } from '../../../lib/theme';
import { checkResetLink, requestPasswordReset, resetPassword } from '../api/accounts';
import { NewPasswordForm, PasswordResetDone } from '../components/NewPassword';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import LinkOffIcon from '@mui/icons-material/LinkOff';
import { CheckMailbox, PasswordResetRequestForm, StageMessage } from '../components/PasswordResetRequest';
import { ACCOUNT_MESSAGES } from '../messages';
import { carriedEmail } from '../resetState';

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
  const carried = carriedEmail(useLocation().state);
  const [lastEmail, setLastEmail] = useState(carried);

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

/** A used or expired link, told when its page opens: ask for a new one. */
function DeadLink({ message }: { message: string }) {
  return (
    <>
      <StageMessage title={M.deadLinkTitle} icon={LinkOffIcon}>
        <Typography sx={{ mt: 1 }}>{message}</Typography>
        <Button href="/password-reset" variant="contained" sx={{ mt: 2 }}>
          {M.deadLinkAgain}
        </Button>
      </StageMessage>
      <BackToLogin />
    </>
  );
}

/** With the mailed token: the link checked, password stage, then success stage. */
function NewPasswordStages({ token }: { token: string }) {
  const [pending, setPending] = useState(false);
  const [done, setDone] = useState(false);
  // undefined while checking; null: the link works; a string: why it does not.
  const [refusal, setRefusal] = useState<string | null | undefined>(undefined);

  useEffect(() => {
    let current = true;
    void checkResetLink(token).then((said) => {
      if (current) setRefusal(said);
    });
    return () => {
      current = false;
    };
  }, [token]);

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
  if (typeof refusal === 'string') return <DeadLink message={refusal} />;
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
