import Box from '@mui/material/Box';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import type { AdminShowcaseQuery as ShowcaseData } from '../../../gql/graphql';
import { LIMITS } from '../../../gql/limits';
import { testimonialRequests } from '../api/showcase';
import { CONTENT_MESSAGES } from '../contentMessages';
import { ImageField } from './ImageField';
import { ShowcaseSection } from './ShowcaseSection';
import { guillemets } from '../../../lib/french';

const M = CONTENT_MESSAGES.showcase;

type Testimonial = ShowcaseData['admin']['testimonials'][number];

/** The testimonials' carousel: author, role, quote and photo. */
export function TestimonialsSection({ testimonials }: { testimonials: Testimonial[] }) {
  return (
    <ShowcaseSection
      id="testimonials-title"
      title={M.testimonials}
      addLabel={M.addTestimonial}
      emptyText={M.noTestimonial}
      items={testimonials}
      nameOf={(t) => t.author}
      blank={{ author: '', role: '', quote: '', photoPath: '' }}
      valuesOf={(t) => ({ author: t.author, role: t.role, quote: t.quote, photoPath: t.photoPath ?? '' })}
      {...testimonialRequests}
      fields={(values, set) => (
        <>
          <TextField
            label={M.author}
            required
            value={values.author}
            onChange={(e) => set('author')(e.target.value)}
            slotProps={{ htmlInput: { maxLength: LIMITS.text.showcaseName } }}
          />
          <TextField
            label={M.role}
            value={values.role}
            onChange={(e) => set('role')(e.target.value)}
            slotProps={{ htmlInput: { maxLength: LIMITS.text.testimonialRole } }}
          />
          <TextField
            label={M.quote}
            required
            multiline
            minRows={3}
            value={values.quote}
            onChange={(e) => set('quote')(e.target.value)}
            slotProps={{ htmlInput: { maxLength: LIMITS.text.quote } }}
          />
          <ImageField label={M.photo} value={values.photoPath} onChange={set('photoPath')} previewWidth={96} />
        </>
      )}
      content={(t) => (
        <>
          {t.photoPath && (
            <Box
              component="img"
              src={t.photoPath}
              alt=""
              sx={{ width: 48, height: 48, borderRadius: '50%', objectFit: 'cover', flex: 'none' }}
            />
          )}
          <Box sx={{ minWidth: 0 }}>
            <Typography sx={{ fontWeight: 600 }}>
              {t.author}
              {t.role && (
                <Typography component="span" color="text.secondary">
                  {' '}
                  · {t.role}
                </Typography>
              )}
            </Typography>
            <Typography variant="body2" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
              {guillemets(t.quote)}
            </Typography>
          </Box>
        </>
      )}
    />
  );
}
