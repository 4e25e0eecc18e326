import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { groupPricings } from '../format';
import { PRICING_MESSAGES } from '../messages';
import { PricingCard, type PricingAudience, type PricingItem } from './PricingCard';

/** The prices, one section per display group (1 packs, 2 Urgent, 3 banners). */
export function PricingGroups({ pricings, audience }: { pricings: readonly PricingItem[]; audience: PricingAudience }) {
  const groups = groupPricings(pricings);
  if (groups.length === 0) return <Typography>{PRICING_MESSAGES.empty}</Typography>;
  return (
    <>
      {groups.map(({ displayGroup, items }) => {
        const text = PRICING_MESSAGES.groups[displayGroup];
        const headingId = `groupe-tarifs-${displayGroup}`;
        return (
          <Box key={displayGroup} component="section" aria-labelledby={headingId} sx={{ mb: 7 }}>
            <Typography id={headingId} variant="h2" sx={{ mb: 1 }}>
              {text?.title ?? items[0].name}
            </Typography>
            {text && (
              <Typography color="text.secondary" sx={{ mb: 3 }}>
                {text.intro}
              </Typography>
            )}
            <Box
              component="ul"
              sx={{
                listStyle: 'none',
                p: 0,
                m: 0,
                display: 'grid',
                gap: 3,
                gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, 1fr)', lg: 'repeat(3, 1fr)' },
              }}
            >
              {items.map((pricing) => (
                <li key={pricing.uuid}>
                  <PricingCard pricing={pricing} audience={audience} />
                </li>
              ))}
            </Box>
          </Box>
        );
      })}
    </>
  );
}
