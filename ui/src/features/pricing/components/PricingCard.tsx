import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { displayFont, palette } from '../../../lib/theme';
import { formatPriceExclTax, pricePerAd } from '../format';
import { PRICING_MESSAGES } from '../messages';

export interface PricingItem {
  uuid: string;
  name: string;
  price: number;
  /** A pack's ads; null for the Urgent option and banners. */
  jobOfferAdsAmount: number | null;
  description: string;
  isPack: boolean;
  displayGroup: number;
}

/** Who looks at the prices decides the button (spec, "Pricing"). */
export type PricingAudience = { kind: 'visitor' } | { kind: 'candidate' } | { kind: 'company'; emailConfirmed: boolean };

export const NEW_OFFER_PATH = '/emploi/nouvelle-annonce';
export const REGISTER_PATH = `/recruteurs?redirect=${NEW_OFFER_PATH}`;
export const paymentPath = (uuid: string) => `/dashboard/payment/${encodeURIComponent(uuid)}`;

/**
 * A free pricing (the internship or work-study ad) is not bought: the server refuses it
 * (`billing::checkout`, price 0) and an offer with a Stage or Alternance contract publishes
 * without credit. Its card says so and leads to the offer form (issue 35).
 */
function FreePricingAction({ audience }: { audience: PricingAudience }) {
  if (audience.kind === 'candidate') return null;
  return (
    <>
      <Typography variant="body2" sx={{ mb: 1.5 }}>
        {PRICING_MESSAGES.freeHow}
      </Typography>
      <Button variant="outlined" href={audience.kind === 'visitor' ? REGISTER_PATH : NEW_OFFER_PATH} fullWidth>
        {audience.kind === 'visitor' ? PRICING_MESSAGES.register : PRICING_MESSAGES.publishFree}
      </Button>
    </>
  );
}

function PricingAction({ pricing, audience }: { pricing: PricingItem; audience: PricingAudience }) {
  if (pricing.price === 0) return <FreePricingAction audience={audience} />;
  if (audience.kind === 'visitor') {
    return (
      <Button variant="outlined" href={REGISTER_PATH} aria-label={PRICING_MESSAGES.registerLabel(pricing.name)} fullWidth>
        {PRICING_MESSAGES.register}
      </Button>
    );
  }
  if (audience.kind === 'company') {
    if (!audience.emailConfirmed) {
      // A real disabled <button>: no link to follow; pointer events kept so the title shows.
      return (
        <Button
          variant="contained"
          disabled
          title={PRICING_MESSAGES.confirmEmailFirst}
          aria-label={PRICING_MESSAGES.buyLabel(pricing.name)}
          fullWidth
          sx={{ '&.Mui-disabled': { pointerEvents: 'auto', cursor: 'not-allowed' } }}
        >
          {PRICING_MESSAGES.buy}
        </Button>
      );
    }
    return (
      <Button variant="contained" href={paymentPath(pricing.uuid)} aria-label={PRICING_MESSAGES.buyLabel(pricing.name)} fullWidth>
        {PRICING_MESSAGES.buy}
      </Button>
    );
  }
  return null;
}

export function PricingCard({ pricing, audience }: { pricing: PricingItem; audience: PricingAudience }) {
  const perAd = pricing.isPack ? pricePerAd(pricing.price, pricing.jobOfferAdsAmount ?? 1) : null;
  return (
    <Box
      component="article"
      aria-labelledby={`tarif-${pricing.uuid}`}
      sx={{
        height: '100%',
        display: 'flex',
        flexDirection: 'column',
        p: 3,
        bgcolor: palette.surface,
        border: `1px solid ${palette.line}`,
        borderRadius: 2,
      }}
    >
      <Typography id={`tarif-${pricing.uuid}`} variant="h3" component="h3" sx={{ fontSize: '1.45rem' }}>
        {pricing.name}
      </Typography>
      <Typography
        component="p"
        sx={{ mt: 1.5, fontFamily: displayFont, fontWeight: 600, fontSize: '2.3rem', lineHeight: 1.1, color: palette.terracotta }}
      >
        {formatPriceExclTax(pricing.price)}
      </Typography>
      {perAd && (
        <Typography component="p" variant="body2" color="text.secondary">
          {PRICING_MESSAGES.perAd(perAd)}
        </Typography>
      )}
      <Box
        sx={{
          mt: 2,
          flexGrow: 1,
          color: 'text.secondary',
          fontSize: '0.95rem',
          '& p': { m: 0, mb: 1 },
          '& ul': { pl: 2.5, m: 0 },
          '& li': { mb: 0.5 },
        }}
        // Reference data written by Ensemblier and sanitised by the server.
        dangerouslySetInnerHTML={{ __html: pricing.description }}
      />
      <Box sx={{ mt: 3 }}>
        <PricingAction pricing={pricing} audience={audience} />
      </Box>
    </Box>
  );
}
