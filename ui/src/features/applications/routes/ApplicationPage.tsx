import Button from '@mui/material/Button';
import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import { Page } from '../../../components/Page';
import { UpcomingNotice } from '../../../components/UpcomingNotice';
import { useSession } from '../../../lib/session';
import { APPLICATION_MESSAGES as M } from '../messages';

/** Frame of `/emploi/:jobOfferId/applications/:applicationId` (signed-in users). */
export function ApplicationPage() {
  const { isCompany } = useSession();
  const back = isCompany ? { href: '/dashboard/jobs', label: M.backCompany } : { href: '/dashboard/applications', label: M.backCandidate };
  return (
    <Page meta={M.meta} title={M.title} actions={<Button variant="text" color="secondary" startIcon={<ArrowBackIcon />} href={back.href}>{back.label}</Button>}>
      <UpcomingNotice />
    </Page>
  );
}
