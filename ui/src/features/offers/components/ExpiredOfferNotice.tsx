import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Button from '@mui/material/Button';
import { OFFER_MESSAGES } from '../messages';

const M = OFFER_MESSAGES.expired;

/**
 * The expired-offer notice. Issue 37 turns the spec's unclosable modal into a notice on the
 * page: the offer stays readable and offers like it follow, so the page is no dead end.
 */
export function ExpiredOfferNotice() {
  return (
    <Alert
      severity="warning"
      data-testid="expired-offer-notice"
      sx={{ mb: 4, alignItems: 'center' }}
      action={
        <Button color="inherit" variant="outlined" href="/emploi" sx={{ whiteSpace: 'nowrap' }}>
          {M.button}
        </Button>
      }
    >
      <AlertTitle component="h2" sx={{ fontWeight: 600 }}>
        {M.title}
      </AlertTitle>
      {M.text}
    </Alert>
  );
}
