import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { palette } from '../../../lib/theme';
import { RECOMMENDATIONS_MESSAGES } from '../messages';

const M = RECOMMENDATIONS_MESSAGES.forYou;

export interface OfferForYou {
  reasons: string[];
  jobOffer: {
    id: string;
    _id: number;
    title: string;
    slug: string;
    localizedCompany: { company: { name: string }; address: { locality: { name: string; postalCode: string } } };
  };
}

/** One recommended offer: its title, company and town, why (at least two reasons), « Pas pour moi ». */
export function OfferForYouCard({ offer, pending, onDismiss }: { offer: OfferForYou; pending: boolean; onDismiss: () => void }) {
  const { jobOffer, reasons } = offer;
  const { company, address } = jobOffer.localizedCompany;
  return (
    <Box
      component="li"
      sx={{
        listStyle: 'none',
        p: { xs: 2, sm: 2.5 },
        bgcolor: palette.surface,
        border: `1px solid ${palette.line}`,
        borderRadius: 2,
        display: 'grid',
        gap: 1,
      }}
    >
      <Link
        href={`/emploi/${jobOffer._id}/${encodeURIComponent(jobOffer.slug)}`}
        underline="hover"
        sx={{ fontWeight: 600, overflowWrap: 'anywhere', color: 'primary.main' }}
      >
        {jobOffer.title}
      </Link>
      <Typography variant="body2" color="text.secondary">
        {company.name} — {address.locality.name} ({address.locality.postalCode})
      </Typography>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 0.75 }}>
        <Typography variant="body2" component="span">
          {M.why}
        </Typography>
        <Box component="ul" aria-label={M.why} sx={{ display: 'contents' }}>
          {reasons.map((reason) => (
            <Chip key={reason} component="li" size="small" variant="outlined" label={reason} />
          ))}
        </Box>
      </Box>
      <Box>
        <Button size="small" color="secondary" disabled={pending} onClick={onDismiss} aria-label={M.dismissLabel(jobOffer.title)}>
          {M.dismiss}
        </Button>
      </Box>
    </Box>
  );
}
