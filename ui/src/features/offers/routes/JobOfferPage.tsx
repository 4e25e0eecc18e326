import Button from '@mui/material/Button';
import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import { Page } from '../../../components/Page';
import { UpcomingNotice } from '../../../components/UpcomingNotice';
import { OFFER_MESSAGES } from '../messages';

const M = OFFER_MESSAGES.detail;

/** Frame of the offer detail (`/emploi/:jobOfferId/:jobOfferSlug`). */
export function JobOfferPage() {
  return (
    <Page meta={M.meta} title={M.title} actions={<Button variant="text" color="secondary" startIcon={<ArrowBackIcon />} href="/emploi">{M.back}</Button>}>
      <UpcomingNotice />
    </Page>
  );
}
