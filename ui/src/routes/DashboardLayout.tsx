import { useState } from 'react';
import { Outlet, useLocation } from 'react-router';
import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import { usePageMeta } from '../lib/head';
import { useSession } from '../lib/session';
import { h1Sx, palette } from '../lib/theme';
import { RestError } from '../lib/rest';
import { resendConfirmation } from '../lib/emailConfirmation';
import { DashboardMenu } from '../features/dashboard/components/DashboardMenu';
import { useUnreadApplicationMessages } from '../features/dashboard/api/unread';
import { EmailConfirmationBanner, type ResendState } from '../features/dashboard/components/EmailConfirmationBanner';
import { dismissNotice, isNoticeDismissed, noticeBlocksAction } from '../features/dashboard/emailNotice';
import { DASHBOARD_MESSAGES as M } from '../features/dashboard/messages';

/** The shell titled 'Mon tableau de bord' with the side menu of the user's role. */
export function DashboardLayout() {
  usePageMeta(M.meta);
  const { isCompany, isTeamOwner, isEmailConfirmed, user } = useSession();
  const [resend, setResend] = useState<ResendState>({ kind: 'idle' });

  const resendMail = async () => {
    setResend({ kind: 'sending' });
    try {
      await resendConfirmation();
      setResend({ kind: 'sent' });
    } catch (error) {
      if (error instanceof RestError && error.handled) return;
      setResend({ kind: 'error', message: error instanceof Error ? error.message : String(error) });
    }
  };
  const { pathname } = useLocation();
  const blocking = noticeBlocksAction(pathname, isCompany);
  const [dismissed, setDismissed] = useState(() => (user ? isNoticeDismissed(user.id) : false));
  const sections = isCompany ? (isTeamOwner ? M.companyMenu : M.recruiterMenu) : M.candidateMenu;
  // « Non lus »: the candidate's under her applications, the company's under its offers.
  const unreadCount = useUnreadApplicationMessages(user != null).data?.unreadApplicationMessagesCount ?? 0;
  const unread = isCompany ? { jobs: unreadCount } : { applications: unreadCount };

  return (
    <>
      <Box sx={{ bgcolor: palette.sand, borderBottom: `1px solid ${palette.line}` }}>
        <Container maxWidth="lg" sx={{ py: { xs: 4, md: 5 } }}>
          <Typography variant="overline" component="p">
            {M.greeting(user?.firstname ?? '')}
          </Typography>
          <Typography variant="h1" sx={h1Sx}>
            {M.title}
          </Typography>
        </Container>
      </Box>
      <Container maxWidth="lg" sx={{ py: { xs: 4, md: 6 } }}>
        {user && !isEmailConfirmed && (blocking || !dismissed) && (
          <EmailConfirmationBanner
            email={user.email}
            isCompany={isCompany}
            state={resend}
            onResend={resendMail}
            compact={!blocking}
            onDismiss={() => {
              dismissNotice(user.id);
              setDismissed(true);
            }}
          />
        )}
        <Box sx={{ display: 'grid', gap: { xs: 3, md: 5 }, gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: '240px minmax(0, 1fr)' } }}>
          <Box component="aside" sx={{ alignSelf: 'start', minWidth: 0 }}>
            <DashboardMenu sections={sections} current={pathname.replace(/\/$/, '')} unread={unread} />
          </Box>
          <Box sx={{ minWidth: 0 }}>
            <Outlet />
          </Box>
        </Box>
      </Container>
    </>
  );
}
