import Button from '@mui/material/Button';
import { Page } from '../../../components/Page';
import { OFFER_MESSAGES } from '../messages';

const M = OFFER_MESSAGES.detail;

/** An unknown offer, or one that is not public (draft of another company, deleted). */
export function OfferNotFound() {
  return (
    <Page
      meta={{ title: M.notFoundTitle, description: M.notFound }}
      title={M.notFoundTitle}
      intro={M.notFound}
      actions={
        <Button variant="contained" href="/emploi">
          {M.allOffers}
        </Button>
      }
    />
  );
}
