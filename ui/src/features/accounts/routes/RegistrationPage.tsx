import { useSearchParams } from 'react-router';
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import Typography from '@mui/material/Typography';
import { Page } from '../../../components/Page';
import { UpcomingNotice } from '../../../components/UpcomingNotice';
import { ACCOUNT_MESSAGES } from '../messages';

const M = ACCOUNT_MESSAGES.register;

/** The registration screen: `/candidats` and `/recruteurs` are its two tabs (the query is kept). */
export function RegistrationPage({ kind }: { kind: 'candidate' | 'company' }) {
  const [params] = useSearchParams();
  const query = params.toString() ? `?${params.toString()}` : '';
  return (
    <Page meta={M.meta[kind]} title={M.title} maxWidth="sm">
      <Box component="nav" aria-label={M.tabsLabel}>
        <Tabs value={kind} variant="fullWidth" sx={{ mb: 3, borderBottom: 1, borderColor: 'divider' }}>
          <Tab value="candidate" label={M.candidateTab} href={`/candidats${query}`} aria-current={kind === 'candidate' ? 'page' : undefined} />
          <Tab value="company" label={M.companyTab} href={`/recruteurs${query}`} aria-current={kind === 'company' ? 'page' : undefined} />
        </Tabs>
      </Box>
      <Typography sx={{ mb: 3 }}>{kind === 'candidate' ? M.candidateIntro : M.companyIntro}</Typography>
      <UpcomingNotice />
      <Link href={`/login${query}`} sx={{ display: 'inline-block', mt: 3, color: 'primary.main', fontWeight: 500 }}>
        {M.haveAccount}
      </Link>
    </Page>
  );
}
