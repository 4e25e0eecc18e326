import { useParams } from 'react-router';
import Link from '@mui/material/Link';
import { Page } from '../../../components/Page';
import { UpcomingNotice } from '../../../components/UpcomingNotice';
import { ACCOUNT_MESSAGES } from '../messages';

const M = ACCOUNT_MESSAGES.passwordReset;

/** Frame of `/password-reset` and `/password-reset/:confirmationToken`. */
export function PasswordResetPage() {
  const { confirmationToken } = useParams();
  return (
    <Page meta={M.meta} title={confirmationToken ? M.titleWithToken : M.title} intro={confirmationToken ? M.introWithToken : M.intro} maxWidth="sm">
      <UpcomingNotice />
      <Link href="/login" sx={{ display: 'inline-block', mt: 3, color: 'primary.main', fontWeight: 500 }}>{M.backToLogin}</Link>
    </Page>
  );
}
