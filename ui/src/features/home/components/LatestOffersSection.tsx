import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import type { useHomeLatestJobOffers } from '../api/latestOffers';
import { HOME_MESSAGES as M } from '../messages';
import { OfferCards } from '../../../components/offers/OfferCards';

/** « Dernières offres »: the 8 latest offers, their loading and their error. */
export function LatestOffersSection({ latest }: { latest: ReturnType<typeof useHomeLatestJobOffers> }) {
  return (
    <Box component="section" aria-labelledby="dernieres-offres-titre" sx={{ mb: { xs: 7, md: 10 } }}>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'baseline', justifyContent: 'space-between', gap: 2, mb: 3 }}>
        <Typography id="dernieres-offres-titre" variant="h2">
          {M.latest.title}
        </Typography>
        <Button variant="outlined" color="secondary" href="/emploi">
          {M.latest.all}
        </Button>
      </Box>
      {latest.status === 'pending' && (
        <Box
          role="status"
          aria-label={M.latest.loading}
          sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, 1fr)', lg: 'repeat(4, 1fr)' } }}
        >
          {[0, 1, 2, 3].map((key) => (
            <Skeleton key={key} variant="rounded" height={190} />
          ))}
        </Box>
      )}
      {latest.status === 'error' && (
        <Alert
          severity="error"
          sx={{ whiteSpace: 'pre-line' }}
          action={
            <Button color="inherit" onClick={() => void latest.refetch()}>
              {M.latest.retry}
            </Button>
          }
        >
          {M.latest.error}
          {'\n'}
          {latest.error.message}
        </Alert>
      )}
      {latest.status === 'success' && <OfferCards offers={latest.data.lastJobOffers} empty={M.latest.empty} />}
    </Box>
  );
}
