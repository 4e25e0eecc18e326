import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import { OFFER_MESSAGES } from '../messages';

const M = OFFER_MESSAGES.expired;

/**
 * The expired-offer notice (spec section 2): it cannot be closed (no close button, Escape
 * and clicks outside do nothing); its only way out is the job list.
 */
export function ExpiredOfferDialog() {
  return (
    <Dialog
      open
      disableEscapeKeyDown
      aria-labelledby="offre-expiree-titre"
      aria-describedby="offre-expiree-texte"
      data-testid="expired-offer-dialog"
    >
      <DialogTitle id="offre-expiree-titre" component="h2" sx={{ fontFamily: 'inherit' }}>
        {M.title}
      </DialogTitle>
      <DialogContent>
        <DialogContentText id="offre-expiree-texte">{M.text}</DialogContentText>
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2.5 }}>
        <Button variant="contained" href="/emploi" autoFocus>
          {M.button}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
