import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { FavoriteButton } from '../favorites/FavoriteButton';
import type { OfferCardFieldsFragment } from '../../gql/graphql';
import { palette } from '../../lib/theme';
import { OFFER_CARD_MESSAGES as M } from './messages';

/** What a card shows. */
export type OfferCardData = OfferCardFieldsFragment;

/** The offer detail route: `/emploi/{jobOfferId}/{jobOfferSlug}`. */
const offerPath = (offer: OfferCardData) => `/emploi/${offer._id}/${encodeURIComponent(offer.slug)}`;

function OfferCard({ offer }: { offer: OfferCardData }) {
  const path = offerPath(offer);
  return (
    <Box
      component="article"
      sx={{
        position: 'relative',
        height: '100%',
        display: 'flex',
        flexDirection: 'column',
        p: 2.5,
        bgcolor: palette.surface,
        border: `1px solid ${palette.line}`,
        borderRadius: 2,
        transition: 'border-color 120ms, box-shadow 120ms',
        '&:hover, &:focus-within': { borderColor: palette.terracotta, boxShadow: '0 6px 20px rgba(30, 42, 54, 0.08)' },
      }}
    >
      {/* The heart keeps the first line whatever the contract's name ("Freelance / Indépendant"):
          the chips wrap (or cut with an ellipsis) in their own box, the date goes to the foot. */}
      <Box data-testid="offer-card-top" sx={{ display: 'flex', alignItems: 'flex-start', gap: 1, mb: 1.25 }}>
        <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, flex: 1, minWidth: 0 }}>
          {offer.jobContract && (
            <Chip size="small" variant="outlined" label={offer.jobContract.name} title={offer.jobContract.name} sx={{ maxWidth: '100%' }} />
          )}
          {offer.jobOfferAd?.urgent && <Chip size="small" color="primary" label={M.urgent} />}
        </Box>
        <FavoriteButton
          jobOfferId={offer.id}
          offerPath={path}
          title={offer.title}
          size="small"
          sx={{ position: 'relative', zIndex: 1, flexShrink: 0, my: -0.5, mr: -1 }}
        />
      </Box>
      <Typography variant="h3" sx={{ fontFamily: 'inherit', fontSize: '1.02rem', fontWeight: 600, lineHeight: 1.35 }}>
        <Link href={path} sx={{ '&::after': { content: '""', position: 'absolute', inset: 0, borderRadius: 2 } }}>
          {offer.title}
        </Link>
      </Typography>
      <Typography sx={{ mt: 0.75, color: palette.inkSoft, fontSize: '0.92rem' }}>
        {/* The company's page (issue 37), above the card's stretched link. */}
        <Link
          href={`/entreprises/${offer.localizedCompany.company._id}/${offer.localizedCompany.company.slug}`}
          color="inherit"
          underline="hover"
          sx={{ position: 'relative', zIndex: 1 }}
        >
          {offer.localizedCompany.company.name}
        </Link>
        {M.afterCompany(offer.localizedCompany.address.locality.name)}
      </Typography>
      <Typography sx={{ mt: 1, color: palette.inkSoft, fontSize: '0.88rem' }}>{offer.descriptionPreview}</Typography>
    </Box>
  );
}

/**
 * Offers as cards, the server's first screen alike (templates/pages/offer_cards.html): the home
 * page's latest, a landing page's; `empty` said when there is none.
 */
export function OfferCards({ offers, empty }: { offers: readonly OfferCardData[]; empty: string }) {
  if (offers.length === 0)
    return (
      <Typography color="text.secondary" data-ssr>
        {empty}
      </Typography>
    );
  return (
    <Box
      component="ul"
      data-ssr
      sx={{
        listStyle: 'none',
        p: 0,
        m: 0,
        display: 'grid',
        gap: 2,
        gridTemplateColumns: { xs: 'minmax(0, 1fr)', sm: 'repeat(2, minmax(0, 1fr))', lg: 'repeat(4, minmax(0, 1fr))' },
      }}
    >
      {offers.map((offer) => (
        <li key={offer.id}>
          <OfferCard offer={offer} />
        </li>
      ))}
    </Box>
  );
}
