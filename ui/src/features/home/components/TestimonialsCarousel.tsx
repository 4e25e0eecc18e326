import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { Carousel } from '../../../components/Carousel';
import type { HomeShowcaseQuery } from '../../../gql/graphql';
import { palette } from '../../../lib/theme';
import { guillemets } from '../../../lib/french';

export type Testimonial = HomeShowcaseQuery['testimonials'][number];

/** Testimonials, 3 per view on a desktop (spec), 2 on a tablet, 1 on a phone. */
export function TestimonialsCarousel({ testimonials, labelledBy }: { testimonials: Testimonial[]; labelledBy: string }) {
  return (
    <Carousel labelledBy={labelledBy} perView={{ xs: 1, sm: 2, md: 3 }} interval={8000}>
      {testimonials.map((t) => (
        <Box
          key={t.id}
          component="figure"
          sx={{
            m: 0,
            p: 3,
            height: '100%',
            boxSizing: 'border-box',
            bgcolor: palette.surface,
            border: `1px solid ${palette.line}`,
            borderRadius: 2,
          }}
        >
          <Box component="blockquote" sx={{ m: 0 }}>
            <Typography sx={{ fontStyle: 'italic', lineHeight: 1.7 }}>{guillemets(t.quote)}</Typography>
          </Box>
          <Typography component="figcaption" sx={{ mt: 2, fontWeight: 600, display: 'flex', gap: 1.5, alignItems: 'center' }}>
            {t.photoPath && (
              <Box
                component="img"
                src={t.photoPath}
                alt=""
                loading="lazy"
                width={48}
                height={48}
                sx={{ width: 48, height: 48, borderRadius: '50%', objectFit: 'cover', flex: 'none' }}
              />
            )}
            <Box component="span">
              {t.author}
              <Box component="span" sx={{ display: 'block', fontWeight: 400, color: palette.inkSoft, fontSize: '0.92rem' }}>
                {t.role}
              </Box>
            </Box>
          </Typography>
        </Box>
      ))}
    </Carousel>
  );
}
