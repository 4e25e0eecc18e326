import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { palette } from '../../../lib/theme';
import { BILLING_MESSAGES as M } from '../messages';

export interface BoostableOffer {
  id: number;
  title: string;
}

/** The company's published offers, each with a button to boost it. */
export function OfferPicker({ offers, onChoose, empty }: { offers: BoostableOffer[]; onChoose: (id: number) => void; empty: string }) {
  if (offers.length === 0) return <Typography color="text.secondary">{empty}</Typography>;
  return (
    <Box component="ul" sx={{ listStyle: 'none', p: 0, m: 0, display: 'grid', gap: 1 }}>
      {offers.map((offer) => (
        <Box
          component="li"
          key={offer.id}
          sx={{
            display: 'flex',
            flexWrap: 'wrap',
            alignItems: 'center',
            justifyContent: 'space-between',
            gap: 1,
            p: 1.5,
            border: `1px solid ${palette.line}`,
            borderRadius: 1,
          }}
        >
          <Typography sx={{ minWidth: 0, overflowWrap: 'anywhere' }}>{offer.title}</Typography>
          <Button variant="contained" size="small" onClick={() => onChoose(offer.id)} aria-label={M.chooser.chooseLabel(offer.title)}>
            {M.chooser.choose}
          </Button>
        </Box>
      ))}
    </Box>
  );
}
