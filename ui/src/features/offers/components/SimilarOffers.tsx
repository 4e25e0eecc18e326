import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { payText } from '../../../lib/pay';
import { palette } from '../../../lib/theme';
import { useSimilarJobOffers } from '../api/similar';
import { OFFER_MESSAGES } from '../messages';

const M = OFFER_MESSAGES.similar;

/**
 * « Offres similaires »: four live offers like this one (same position family first, then
 * nearby), from the index. Nothing shows while loading, when there are none or on a failure:
 * it is a suggestion, never in the way.
 */
export function SimilarOffers({ jobOfferId, title = M.title }: { jobOfferId: string; title?: string }) {
  const query = useSimilarJobOffers(jobOfferId);
  const offers = query.status === 'success' ? query.data.similarJobOffers : [];
  if (offers.length === 0) return null;
  return (
    <Box component="section" aria-labelledby="offres-similaires" data-testid="similar-offers">
      <Typography id="offres-similaires" variant="h2" sx={{ mb: 2 }}>
        {title}
      </Typography>
      <Box
        component="ul"
        sx={{
          listStyle: 'none',
          p: 0,
          m: 0,
          display: 'grid',
          gap: 1.5,
          gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr', lg: 'repeat(4, 1fr)' },
        }}
      >
        {offers.map((offer) => (
          <Box
            component="li"
            key={offer.id}
            sx={{
              position: 'relative',
              p: 2,
              bgcolor: palette.surface,
              border: `1px solid ${palette.line}`,
              borderRadius: 2,
              minWidth: 0,
              '&:hover, &:focus-within': { borderColor: palette.terracotta },
            }}
          >
            <Typography component="h3" sx={{ fontWeight: 600, lineHeight: 1.35, overflowWrap: 'anywhere' }}>
              <Link
                href={`/emploi/${offer._id}/${encodeURIComponent(offer.slug)}`}
                sx={{ '&::after': { content: '""', position: 'absolute', inset: 0, borderRadius: 2 } }}
              >
                {offer.title}
              </Link>
            </Typography>
            <Typography variant="body2" sx={{ mt: 0.5, color: palette.inkSoft, overflowWrap: 'anywhere' }}>
              {M.place(offer.localizedCompany.company.name, offer.localizedCompany.address.locality.name)}
            </Typography>
            <Box sx={{ mt: 1, display: 'flex', flexWrap: 'wrap', gap: 1 }}>
              {offer.jobContract && <Chip size="small" variant="outlined" label={offer.jobContract.name} />}
              {payText(offer.pay, offer.jobSalary?.intervalLabel) && (
                <Chip size="small" variant="outlined" label={payText(offer.pay, offer.jobSalary?.intervalLabel)} sx={{ fontWeight: 600 }} />
              )}
            </Box>
          </Box>
        ))}
      </Box>
    </Box>
  );
}
