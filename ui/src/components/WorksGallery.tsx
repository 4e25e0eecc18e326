import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { palette } from '../lib/theme';

/** A stored picture's renditions, as the API answers them (`CompanyWork`, `CompanyPicture`). */
export type ShownPicture = {
  width: number;
  height: number;
  src: string;
  srcsetWebp: string;
  srcsetJpeg: string;
};

export type ShownWork = ShownPicture & { id: string; altText: string; caption: string };

/** `<picture>`: WebP first, the JPEG fallback, the widths for `sizes`. */
export function Picture({
  picture,
  alt,
  sizes,
  lazy = true,
  sx,
}: {
  picture: ShownPicture;
  alt: string;
  sizes: string;
  lazy?: boolean;
  sx?: object;
}) {
  return (
    <picture>
      <source type="image/webp" srcSet={picture.srcsetWebp} sizes={sizes} />
      <Box
        component="img"
        src={picture.src}
        srcSet={picture.srcsetJpeg}
        sizes={sizes}
        alt={alt}
        width={picture.width}
        height={picture.height}
        loading={lazy ? 'lazy' : undefined}
        sx={{ display: 'block', width: '100%', height: 'auto', ...sx }}
      />
    </picture>
  );
}

/**
 * A company's « Réalisations » (issue 52, docs/company-works.md): 4:3 thumbnails with their
 * captions, two a row on a phone, `columns` from the tablet on. The server writes the same
 * markup (templates/pages/company.html, offer.html).
 */
export function WorksGallery({ works, columns = 3, sizes }: { works: ShownWork[]; columns?: number; sizes: string }) {
  return (
    <Box
      component="ul"
      sx={{
        listStyle: 'none',
        m: 0,
        p: 0,
        display: 'grid',
        gap: columns > 2 ? 2 : 1,
        gridTemplateColumns: { xs: 'repeat(2, minmax(0, 1fr))', md: `repeat(${columns}, minmax(0, 1fr))` },
      }}
    >
      {works.map((work) => (
        <li key={work.id}>
          <Box component="figure" sx={{ m: 0 }}>
            <Picture
              picture={work}
              alt={work.altText}
              sizes={sizes}
              sx={{ aspectRatio: '4 / 3', objectFit: 'cover', borderRadius: 1, bgcolor: palette.sand }}
            />
            {work.caption && (
              <Typography component="figcaption" variant="body2" sx={{ mt: 0.75, color: palette.inkSoft, overflowWrap: 'anywhere' }}>
                {work.caption}
              </Typography>
            )}
          </Box>
        </li>
      ))}
    </Box>
  );
}
