import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Link from '@mui/material/Link';
import { FavoriteButton } from '../../../components/favorites/FavoriteButton';
import type { Favorite } from '../../../components/favorites/favoritesStore';
import { palette } from '../../../lib/theme';
import { FAVORITES_MESSAGES as M } from '../messages';

export const offerPath = (offer: { _id: number; slug: string }) => `/emploi/${offer._id}/${encodeURIComponent(offer.slug)}`;

/**
 * The favourite offers as `company name - locality : title` links (spec section 2), each with
 * the heart that removes it. An offer that expired since stays listed (its page says so).
 */
export function FavoritesList({ favorites }: { favorites: Favorite[] }) {
  return (
    <Box component="ul" aria-label={M.listLabel} sx={{ listStyle: 'none', p: 0, m: 0, display: 'grid', gap: 1.5 }}>
      {favorites.map(({ id, jobOffer }) => {
        const { company, address } = jobOffer.localizedCompany;
        const path = offerPath(jobOffer);
        return (
          <Box
            component="li"
            key={id}
            sx={{
              display: 'flex',
              alignItems: 'center',
              gap: 1.5,
              py: 1.25,
              pl: { xs: 2, sm: 2.5 },
              pr: 1,
              bgcolor: palette.surface,
              border: `1px solid ${palette.line}`,
              borderRadius: 2,
            }}
          >
            <Box sx={{ minWidth: 0, flexGrow: 1, display: 'flex', flexWrap: 'wrap', alignItems: 'center', columnGap: 1, rowGap: 0.5 }}>
              <Link href={path} underline="hover" sx={{ fontWeight: 600, overflowWrap: 'anywhere', color: 'primary.main' }}>
                {M.item(company.name, address.locality.name, jobOffer.title)}
              </Link>
              {jobOffer.expired && <Chip size="small" variant="outlined" label={M.expired} />}
            </Box>
            <FavoriteButton jobOfferId={jobOffer.id} offerPath={path} title={jobOffer.title} />
          </Box>
        );
      })}
    </Box>
  );
}
