import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Typography from '@mui/material/Typography';
import { BILLING_MESSAGES as M } from '../messages';
import { OfferPicker, type BoostableOffer } from './OfferPicker';

/** After a purchase: offers to boost one of the company's published offers (spec section 4). */
export function UrgentUpsellDialog({
  open,
  offers,
  onBoost,
  onClose,
}: {
  open: boolean;
  offers: BoostableOffer[];
  onBoost: (offerId: number) => void;
  onClose: () => void;
}) {
  return (
    <Dialog open={open} onClose={onClose} aria-labelledby="upsell-titre" fullWidth maxWidth="sm">
      <DialogTitle id="upsell-titre">{M.upsell.title}</DialogTitle>
      <DialogContent>
        <Typography sx={{ mb: 2 }}>{M.upsell.text}</Typography>
        <Typography variant="subtitle2" component="p" sx={{ mb: 1 }}>
          {M.upsell.choose}
        </Typography>
        <OfferPicker offers={offers} onChoose={onBoost} empty={M.upsell.none} />
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{M.upsell.later}</Button>
      </DialogActions>
    </Dialog>
  );
}
