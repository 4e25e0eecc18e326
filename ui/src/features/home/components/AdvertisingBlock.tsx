import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { palette } from '../../../lib/theme';
import { HOME_MESSAGES } from '../messages';

const M = HOME_MESSAGES.advertising;

/** A company's banner bought on the pricing page (billing serves them). */
export interface HomeBanner {
  imageUrl: string;
  /** What the banner says, for those who do not see it. */
  alt: string;
  /** Where it leads: the server's counting redirect to the advertiser's link. */
  href: string;
}

/**
 * The frame: 160 px high on phones and tablets, the banners' 4:1 format from 900 px. While the
 * banner is asked for, the frame is already there (empty), so the house ad does not move the
 * page when it arrives. A running banner takes its own 4:1 format at every width (issue 35: in
 * 160 px at 375 px it was letterboxed); on a phone the block is far below the first screen, so
 * that change moves nothing in view.
 */
const frameSx = {
  position: 'relative',
  width: '100%',
  height: { xs: 160, md: 'auto' },
  aspectRatio: { md: '4 / 1' },
  borderRadius: 3,
  overflow: 'hidden',
} as const;

/**
 * The home page's advertising block: a running banner when there is one (`undefined` while
 * it is asked for), else the house ad for banners (/tarifs#bannieres).
 */
export function AdvertisingBlock({ banner }: { banner?: HomeBanner | null }) {
  return (
    <Box component="section" aria-labelledby="publicite-titre">
      <Typography id="publicite-titre" variant="overline" component="h2" sx={{ display: 'block', mb: 1, color: palette.inkSoft }}>
        {M.label}
      </Typography>
      <Box
        sx={{
          ...frameSx,
          ...(banner ? { height: 'auto', aspectRatio: '4 / 1' } : {}),
          bgcolor: banner === undefined ? palette.surface : 'transparent',
        }}
        data-testid="advertising-frame"
      >
        {banner ? (
          <Link
            href={banner.href}
            rel="sponsored noopener"
            sx={{ display: 'block', width: '100%', height: '100%', bgcolor: palette.surface }}
          >
            <img
              src={banner.imageUrl}
              alt={banner.alt}
              width={1200}
              height={300}
              style={{ display: 'block', width: '100%', height: '100%', objectFit: 'contain' }}
            />
          </Link>
        ) : banner === null ? (
          <Box
            sx={{
              height: '100%',
              boxSizing: 'border-box',
              p: { xs: 2.5, md: 5 },
              borderRadius: 3,
              border: `2px dashed ${palette.terracotta}`,
              bgcolor: palette.surface,
              display: 'flex',
              flexDirection: { xs: 'column', md: 'row' },
              justifyContent: { xs: 'center', md: 'flex-start' },
              alignItems: { md: 'center' },
              gap: { xs: 1.5, md: 3 },
            }}
          >
            <Box sx={{ flexGrow: 1 }}>
              <Typography variant="h3" component="p" sx={{ fontSize: { xs: '1.3rem', md: '1.7rem' } }}>
                {M.houseTitle}
              </Typography>
              <Typography color="text.secondary" sx={{ mt: 1, maxWidth: 640, display: { xs: 'none', md: 'block' } }}>
                {M.houseText}
              </Typography>
            </Box>
            <Button variant="contained" href="/tarifs#bannieres" sx={{ flexShrink: 0, alignSelf: { xs: 'flex-start', md: 'center' } }}>
              {M.houseButton}
            </Button>
          </Box>
        ) : null}
      </Box>
    </Box>
  );
}
