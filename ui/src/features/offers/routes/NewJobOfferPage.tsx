import Button from '@mui/material/Button';
import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import { Page } from '../../../components/Page';
import { UpcomingNotice } from '../../../components/UpcomingNotice';
import { OFFER_MESSAGES } from '../messages';

const M = OFFER_MESSAGES.create;

/** Frame of the offer form (`/emploi/nouvelle-annonce`, companies only). */
export function NewJobOfferPage() {
  return (
    <Page meta={M.meta} eyebrow={M.eyebrow} title={M.title} intro={M.intro} actions={<Button variant="text" color="secondary" startIcon={<ArrowBackIcon />} href="/dashboard/jobs">{M.back}</Button>}>
      <UpcomingNotice />
    </Page>
  );
}
