import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { Page } from '../../../components/Page';
import { useSession } from '../../../lib/session';
import { useScrollToHashWhen } from '../../../lib/scroll';
import { palette } from '../../../lib/theme';
import { usePricings } from '../api/pricings';
import type { PricingAudience } from '../components/PricingCard';
import { PricingGroups } from '../components/PricingGroups';
import { PRICING_MESSAGES } from '../messages';

function useAudience(): PricingAudience {
  const { isAuthenticated, isCompany, isEmailConfirmed } = useSession();
  if (isCompany) return { kind: 'company', emailConfirmed: isEmailConfirmed };
  return isAuthenticated ? { kind: 'candidate' } : { kind: 'visitor' };
}

function PricesLoading() {
  return (
    <Box
      role="status"
      aria-label={PRICING_MESSAGES.loading}
      sx={{ display: 'grid', gap: 3, gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, 1fr)', lg: 'repeat(3, 1fr)' }, mb: 7 }}
    >
      {[0, 1, 2].map((key) => (
        <Skeleton key={key} variant="rounded" height={280} />
      ))}
    </Box>
  );
}

export function PricingPage() {
  const audience = useAudience();
  const query = usePricings();
  useScrollToHashWhen(query.status !== 'pending');

  return (
    <Page meta={PRICING_MESSAGES.meta} eyebrow={PRICING_MESSAGES.eyebrow} title={PRICING_MESSAGES.title} intro={PRICING_MESSAGES.intro}>
      {audience.kind === 'company' && !audience.emailConfirmed && (
        <Alert severity="warning" sx={{ mb: 4 }}>
          <strong>{PRICING_MESSAGES.confirmEmailFirst}</strong> {PRICING_MESSAGES.confirmEmailHelp}
        </Alert>
      )}
      {audience.kind === 'candidate' && (
        <Alert severity="info" sx={{ mb: 4 }}>
          {PRICING_MESSAGES.candidateNote}
        </Alert>
      )}

      {query.status === 'pending' && <PricesLoading />}
      {query.status === 'error' && (
        <Alert
          severity="error"
          sx={{ mb: 6, whiteSpace: 'pre-line' }}
          action={
            <Button color="inherit" onClick={() => void query.refetch()}>
              {PRICING_MESSAGES.retry}
            </Button>
          }
        >
          {PRICING_MESSAGES.loadError}
          {'\n'}
          {query.error.message}
        </Alert>
      )}
      {query.status === 'success' && <PricingGroups pricings={query.data.pricings.edges.map((edge) => edge.node)} audience={audience} />}

      <Box
        component="section"
        id="bannieres"
        aria-labelledby="bannieres-titre"
        sx={{ p: { xs: 3, md: 5 }, bgcolor: palette.sand, borderRadius: 3, mb: 6 }}
      >
        <Typography id="bannieres-titre" variant="h2" sx={{ mb: 2 }}>
          {PRICING_MESSAGES.banners.title}
        </Typography>
        {PRICING_MESSAGES.banners.paragraphs.map((paragraph) => (
          <Typography key={paragraph} sx={{ mb: 1.5, maxWidth: 760 }}>
            {paragraph}
          </Typography>
        ))}
      </Box>

      <Box component="section" aria-labelledby="paiement-titre" sx={{ mb: 6 }}>
        <Typography id="paiement-titre" variant="h2" sx={{ mb: 2 }}>
          {PRICING_MESSAGES.payment.title}
        </Typography>
        {PRICING_MESSAGES.payment.paragraphs.map((paragraph) => (
          <Typography key={paragraph} sx={{ mb: 1.5, maxWidth: 760 }}>
            {paragraph}
          </Typography>
        ))}
      </Box>

      <Box
        component="section"
        aria-labelledby="contact-titre"
        sx={{ p: { xs: 3, md: 5 }, border: `1px solid ${palette.line}`, borderRadius: 3, bgcolor: palette.surface }}
      >
        <Typography id="contact-titre" variant="h2" sx={{ mb: 1 }}>
          {PRICING_MESSAGES.contact.title}
        </Typography>
        <Typography color="text.secondary" sx={{ mb: 3 }}>
          {PRICING_MESSAGES.contact.text}
        </Typography>
        <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1.5 }}>
          <Button variant="contained" href="/contact">
            {PRICING_MESSAGES.contact.button}
          </Button>
          <Button variant="outlined" color="secondary" href="/faq#faq-recruteur">
            {PRICING_MESSAGES.contact.faqButton}
          </Button>
        </Box>
      </Box>
    </Page>
  );
}
