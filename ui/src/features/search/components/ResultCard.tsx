import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import { CraftBadges } from '../../../components/CraftBadges';
import IconButton from '@mui/material/IconButton';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import ShareOutlinedIcon from '@mui/icons-material/ShareOutlined';
import { FavoriteButton } from '../../../components/favorites/FavoriteButton';
import { payText } from '../../../lib/pay';
import { palette } from '../../../lib/theme';
import type { SearchResultOffer } from '../hooks/useSearchResults';
import { SEARCH_MESSAGES as M } from '../messages';
import { MarkedText } from './MarkedText';

/** The offer detail route (`jobOffer`): `/emploi/{jobOfferId}/{jobOfferSlug}`. */
export function offerPath(offer: { _id: number; slug: string }): string {
  return `/emploi/${offer._id}/${encodeURIComponent(offer.slug)}`;
}

function initials(name: string): string {
  return name
    .split(/\s+/)
    .filter((word) => /^\p{L}/u.test(word))
    .slice(0, 2)
    .map((word) => word[0].toUpperCase())
    .join('');
}

/** Under this distance from the centre (50 m: « 0,0 km »), a result is in the town itself. */
const IN_TOWN_KM = 0.05;

/**
 * Where a result of a radius search is: its distance; in the town itself (under 50 m) « à Lyon », not « à 0 km »,
 * and nothing more when its place already reads « Lyon » (issue 58, item 8; `ResultOffer::place` on the server).
 */
export function distanceText(km: number, locality: { name: string; city?: { name: string } | null }): string | null {
  const town = locality.city?.name ?? locality.name;
  if (km < IN_TOWN_KM && town === locality.name) return null;
  return M.distance(km, km < IN_TOWN_KM ? town : null);
}

/**
 * One result: title, company - locality, contract, Urgent, the description preview or, with
 * keywords, an extract around them, the words searched marked (no date: the candidate FAQ says
 * the site shows none),
 * the favourite heart (visitors and candidates; the favourites are loaded once for the whole
 * list) and share.
 */
export function ResultCard({ offer, onShare }: { offer: SearchResultOffer; onShare: () => void }) {
  const company = offer.localizedCompany.company.name;
  const locality = offer.localizedCompany.address.locality.name;
  const distance = offer.distance == null ? null : distanceText(offer.distance, offer.localizedCompany.address.locality);
  const titleId = `offre-${offer._id}`;
  const path = offerPath(offer);
  // A training offer without a range is paid as the law says (its page has the grid), not its bracket.
  const pay = offer.training && !offer.pay ? null : payText(offer.pay, offer.jobSalary?.intervalLabel);
  return (
    <Box
      component="article"
      aria-labelledby={titleId}
      sx={{
        position: 'relative',
        display: 'flex',
        gap: 2,
        p: { xs: 2, sm: 2.5 },
        bgcolor: palette.surface,
        border: `1px solid ${palette.line}`,
        borderRadius: 2,
        transition: 'border-color 120ms, box-shadow 120ms',
        '&:hover, &:focus-within': { borderColor: palette.terracotta, boxShadow: '0 6px 20px rgba(30, 42, 54, 0.08)' },
      }}
    >
      <Avatar
        src={offer.localizedCompany.logoPath ?? undefined}
        alt=""
        variant="rounded"
        sx={{ width: 48, height: 48, bgcolor: palette.sand, color: palette.brass, fontWeight: 600, display: { xs: 'none', sm: 'flex' } }}
      >
        {initials(company)}
      </Avatar>
      <Box sx={{ minWidth: 0, flexGrow: 1 }}>
        <Typography id={titleId} variant="h3" sx={{ fontFamily: 'inherit', fontSize: '1.08rem', fontWeight: 600, lineHeight: 1.35, pr: 9 }}>
          <Link href={path} sx={{ '&::after': { content: '""', position: 'absolute', inset: 0, borderRadius: 2 } }}>
            {offer.titleParts.length > 0 ? <MarkedText parts={offer.titleParts} /> : offer.title}
          </Link>
        </Typography>
        <Typography sx={{ mt: 0.5, color: palette.inkSoft, fontSize: '0.95rem' }}>
          {/* The company's page (issue 37), above the card's stretched link. */}
          <Link
            href={`/entreprises/${offer.localizedCompany.company._id}/${offer.localizedCompany.company.slug}`}
            color="inherit"
            underline="hover"
            sx={{ position: 'relative', zIndex: 1 }}
          >
            {company}
          </Link>
          {M.afterCompany(locality)}
          {distance && ` · ${distance}`}
        </Typography>
        <Box sx={{ mt: 1.25, display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1 }}>
          {offer.jobContract && <Chip size="small" variant="outlined" label={offer.jobContract.name} />}
          {offer.training && <Chip size="small" variant="outlined" label={offer.training.summary} />}
          {pay && <Chip size="small" variant="outlined" label={pay} sx={{ fontWeight: 600 }} />}
          {offer.jobOfferAd?.urgent && <Chip size="small" color="primary" label={M.urgent} />}
          <CraftBadges labels={offer.craftLabels.map((kind) => ({ kind }))} />
        </Box>
        <Typography sx={{ mt: 1, fontSize: '0.92rem', color: palette.inkSoft }}>
          {offer.extract ? <MarkedText parts={offer.extract} /> : offer.descriptionPreview}
        </Typography>
      </Box>
      <Box sx={{ position: 'absolute', top: 8, right: 8, zIndex: 1, display: 'flex' }}>
        <FavoriteButton jobOfferId={offer.id} offerPath={path} title={offer.title} size="small" />
        <IconButton aria-label={M.share(offer.title)} onClick={onShare} size="small">
          <ShareOutlinedIcon fontSize="small" />
        </IconButton>
      </Box>
    </Box>
  );
}
