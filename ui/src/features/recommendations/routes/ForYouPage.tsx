import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { DashboardSection } from '../../../components/dashboard/DashboardSection';
import { SectionLoadError, SectionLoading } from '../../../components/dashboard/LoadState';
import { palette } from '../../../lib/theme';
import { useCandidatePreferences, useDismissRecommendation, useOffersForYou } from '../api/recommendations';
import { OfferForYouCard } from '../components/OfferForYouCard';
import { RECOMMENDATIONS_MESSAGES } from '../messages';

const M = RECOMMENDATIONS_MESSAGES.forYou;
export const PREFERENCES_PATH = '/dashboard/career#ce-que-je-recherche';

function Notice({ title, hint }: { title: string; hint: string }) {
  return (
    <Box role="status" sx={{ p: 3, border: `1px dashed ${palette.line}`, borderRadius: 2, bgcolor: palette.surface }}>
      <Typography sx={{ fontWeight: 600 }}>{title}</Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mt: 0.5, mb: 2 }}>
        {hint}
      </Typography>
      <Button variant="outlined" color="secondary" href={PREFERENCES_PATH}>
        {M.preferences}
      </Button>
    </Box>
  );
}

/** `/dashboard/for-you` (« Offres pour vous », candidates only): her recommended offers, each with why. */
export function ForYouPage() {
  const offers = useOffersForYou();
  const preferences = useCandidatePreferences();
  const dismiss = useDismissRecommendation();
  const enabled = preferences.data?.candidatePreferences.recommendationsEnabled ?? true;
  return (
    <DashboardSection section="for-you">
      {offers.status === 'pending' && <SectionLoading />}
      {offers.status === 'error' && <SectionLoadError message={offers.error.message} onRetry={() => void offers.refetch()} />}
      {offers.status === 'success' && offers.data.offersForYou.length === 0 && (
        <Notice title={enabled ? M.empty : M.off} hint={enabled ? M.emptyHint : M.offHint} />
      )}
      {offers.status === 'success' && offers.data.offersForYou.length > 0 && (
        <>
          <Box component="ul" aria-label={M.listLabel} sx={{ m: 0, p: 0, display: 'grid', gap: 1.5 }}>
            {offers.data.offersForYou.map((offer) => (
              <OfferForYouCard
                key={offer.jobOffer.id}
                offer={offer}
                pending={dismiss.isPending}
                onDismiss={() => dismiss.mutate(offer.jobOffer.id)}
              />
            ))}
          </Box>
          <Button sx={{ mt: 3 }} variant="outlined" color="secondary" href={PREFERENCES_PATH}>
            {M.preferences}
          </Button>
        </>
      )}
    </DashboardSection>
  );
}
