import { useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import Typography from '@mui/material/Typography';
import { Page } from '../../../components/Page';
import { clearErrorBanner, notify, reportError } from '../../../lib/notifications';
import { safeRedirect } from '../../../lib/redirect';
import { sessionStore } from '../../../lib/session';
import { palette } from '../../../lib/theme';
import { login, register, type AccountKind, type RegistrationValues } from '../api/accounts';
import { RegistrationForm } from '../components/RegistrationForm';
import { ACCOUNT_MESSAGES } from '../messages';

const M = ACCOUNT_MESSAGES.register;
const LOGIN = ACCOUNT_MESSAGES.login;

/** Where a new account lands without a redirect (spec: "/dashboard/jobs"; a candidate's role guard then leads to /emploi). */
export const AFTER_REGISTRATION = '/dashboard/jobs';

/**
 * The registration screen: `/candidats` and `/recruteurs` are its two tabs (the query is
 * kept). Registration posts the form, then signs in automatically (spec section 4).
 */
export function RegistrationPage({ kind }: { kind: AccountKind }) {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const [pending, setPending] = useState(false);
  const query = params.toString() ? `?${params.toString()}` : '';

  const submit = async (values: RegistrationValues) => {
    setPending(true);
    clearErrorBanner();
    try {
      await register(kind, values);
    } catch (error) {
      setPending(false);
      reportError(error);
      return;
    }
    try {
      sessionStore.set(await login(values.email, values.password));
    } catch (error) {
      // The account exists: let the user sign in by hand.
      notify({ severity: 'error', title: LOGIN.failureTitle, message: error instanceof Error ? error.message : LOGIN.failure });
      navigate(`/login${query}`, { replace: true });
      return;
    }
    // Both are told the mail was sent (a company cannot publish nor buy before confirming).
    notify({
      severity: 'warning',
      title: M.candidateSuccessTitle,
      message: kind === 'candidate' ? M.candidateSuccess : M.companySuccess,
      timeout: 15_000,
    });
    navigate(safeRedirect(params.get('redirect'), AFTER_REGISTRATION), { replace: true });
  };

  return (
    <Page meta={M.meta[kind]} title={M.title} maxWidth="sm">
      <Box component="nav" aria-label={M.tabsLabel}>
        <Tabs value={kind} variant="fullWidth" sx={{ mb: 3, borderBottom: 1, borderColor: 'divider' }}>
          <Tab
            value="candidate"
            label={M.candidateTab}
            href={`/candidats${query}`}
            aria-current={kind === 'candidate' ? 'page' : undefined}
          />
          <Tab value="company" label={M.companyTab} href={`/recruteurs${query}`} aria-current={kind === 'company' ? 'page' : undefined} />
        </Tabs>
      </Box>
      <Typography sx={{ mb: 3 }}>{kind === 'candidate' ? M.candidateIntro : M.companyIntro}</Typography>
      <Box sx={{ p: { xs: 2.5, sm: 4 }, border: `1px solid ${palette.line}`, borderRadius: 2, bgcolor: palette.surface }}>
        <RegistrationForm key={kind} kind={kind} pending={pending} onSubmit={submit} />
        <Typography variant="body2" color="text.secondary" sx={{ mt: 2 }}>
          {M.terms}{' '}
          <Link href="/conditions" underline="always" sx={{ color: 'primary.main' }}>
            {M.termsLink}
          </Link>
          .
        </Typography>
      </Box>
      <Link href={`/login${query}`} sx={{ display: 'inline-block', mt: 3, color: 'primary.main', fontWeight: 500 }}>
        {M.haveAccount}
      </Link>
    </Page>
  );
}
