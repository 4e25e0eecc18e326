import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import { Page } from '../../../components/Page';
import { UpcomingNotice } from '../../../components/UpcomingNotice';
import { ACCOUNT_MESSAGES } from '../messages';

const M = ACCOUNT_MESSAGES.login;

/** Frame of the sign-in page; the form comes with the accounts feature. */
export function LoginPage() {
  return (
    <Page meta={M.meta} title={M.title} intro={M.intro} maxWidth="sm">
      <UpcomingNotice />
      <Box sx={{ mt: 3, display: 'flex', flexDirection: 'column', gap: 1 }}>
        <Link href="/candidats" sx={{ color: 'primary.main', fontWeight: 500 }}>{M.noAccount}</Link>
        <Link href="/password-reset" sx={{ color: 'primary.main', fontWeight: 500 }}>{M.forgotPassword}</Link>
      </Box>
    </Page>
  );
}
