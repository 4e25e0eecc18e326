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
  /** Where it leads (the advertiser's site or offer). */
  href: string;
}

/**
 * The home page's advertising block: a sold banner when there is one, else the house ad for
 * banners (/tarifs#bannieres). The frame keeps one size either way, so nothing moves when a
 * banner arrives.
 */
export function AdvertisingBlock({ banner }: { banner?: HomeBanner | null }) {
  return (
    <Box component="section" aria-labelledby="publicite-titre">
      <Typography id="publicite-titre" variant="overline" component="h2" sx={{ display: 'block', mb: 1, color: palette.inkSoft }}>
        {M.label}
      </Typography>
      {banner ? (
        <Link href={banner.href} rel="sponsored noopener" sx={{ display: 'block' }}>
          <img
            src={banner.imageUrl}
            alt={banner.alt}
            width={1200}
            height={300}
            loading="lazy"
            style={{ display: 'block', width: '100%', height: 'auto', aspectRatio: '4 / 1', objectFit: 'cover', borderRadius: 12 }}
          />
        </Link>
      ) : (
        <Box
          sx={{
            minHeight: { md: 200 },
            p: { xs: 3, md: 5 },
            borderRadius: 3,
            border: `2px dashed ${palette.terracotta}`,
            bgcolor: palette.surface,
            display: 'flex',
            flexDirection: { xs: 'column', md: 'row' },
            alignItems: { md: 'center' },
            gap: 3,
          }}
        >
          <Box sx={{ flexGrow: 1 }}>
            <Typography variant="h3" component="p" sx={{ fontSize: { xs: '1.4rem', md: '1.7rem' } }}>
              {M.houseTitle}
            </Typography>
            <Typography color="text.secondary" sx={{ mt: 1, maxWidth: 640 }}>
              {M.houseText}
            </Typography>
          </Box>
          <Button variant="contained" href="/tarifs#bannieres" sx={{ flexShrink: 0, alignSelf: { xs: 'flex-start', md: 'center' } }}>
            {M.houseButton}
          </Button>
        </Box>
      )}
    </Box>
  );
}
