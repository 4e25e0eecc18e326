import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { palette } from '../../../lib/theme';
import { BILLING_MESSAGES as M } from '../messages';
import { OfferPicker, type BoostableOffer } from './OfferPicker';

/**
 * After a purchase: offers to boost one of the company's published offers (spec section 4).
 * Below the success message, not over it (issue 58, minor 15: at 375 px a dialog hid the
 * success and covered the footer), and only to a company that has an offer to boost.
 */
export function UrgentUpsell({
  offers,
  onBoost,
  onClose,
}: {
  offers: BoostableOffer[];
  onBoost: (offerId: number) => void;
  onClose: () => void;
}) {
  if (offers.length === 0) return null;
  return (
    <Box
      component="section"
      aria-labelledby="upsell-titre"
      sx={{ mt: 1, p: { xs: 2, sm: 2.5 }, border: `1px solid ${palette.line}`, borderRadius: 2, bgcolor: palette.surface }}
    >
      <Typography id="upsell-titre" component="h2" sx={{ fontWeight: 600, fontSize: '1.1rem', mb: 1 }}>
        {M.upsell.title}
      </Typography>
      <Typography sx={{ mb: 2 }}>{M.upsell.text}</Typography>
      <Typography variant="subtitle2" component="p" sx={{ mb: 1 }}>
        {M.upsell.choose}
      </Typography>
      <OfferPicker offers={offers} onChoose={onBoost} empty={M.upsell.none} />
      <Button onClick={onClose} sx={{ mt: 1.5 }}>
        {M.upsell.later}
      </Button>
    </Box>
  );
}
