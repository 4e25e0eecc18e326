import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { Page } from '../../../components/Page';
import { displayFont, palette } from '../../../lib/theme';
import { CategoryGrid } from '../components/CategoryGrid';
import { CANDIDATE_LANDING as M } from '../messages';
import { guillemets } from '../../../lib/french';

export function CandidateLandingPage() {
  return (
    <Page
      meta={M.meta}
      eyebrow={M.eyebrow}
      title={M.title}
      intro={M.intro}
      actions={
        <>
          <Button variant="contained" href="/candidats">
            {M.registerButton}
          </Button>
          <Button variant="outlined" color="secondary" href="/emploi">
            {M.jobsButton}
          </Button>
        </>
      }
    >
      <Box component="section" aria-labelledby="metiers-titre">
        <Typography id="metiers-titre" variant="h2" sx={{ mb: 3 }}>
          {M.categoriesTitle}
        </Typography>
        <CategoryGrid categories={M.categories} />
      </Box>

      <Box component="section" aria-labelledby="pourquoi-titre" sx={{ mt: 8 }}>
        <Typography id="pourquoi-titre" variant="h2" sx={{ mb: 3 }}>
          {M.benefitsTitle}
        </Typography>
        <Box
          component="ul"
          sx={{ listStyle: 'none', p: 0, m: 0, display: 'grid', gap: 3, gridTemplateColumns: { xs: '1fr', md: 'repeat(3, 1fr)' } }}
        >
          {M.benefits.map((benefit) => (
            <li key={benefit.title}>
              <Typography variant="h3" sx={{ fontSize: '1.35rem' }}>
                {benefit.title}
              </Typography>
              <Typography color="text.secondary" sx={{ mt: 1 }}>
                {benefit.text}
              </Typography>
            </li>
          ))}
        </Box>
      </Box>

      <Box component="section" aria-labelledby="temoignages-titre" sx={{ mt: 8 }}>
        <Typography id="temoignages-titre" variant="h2" sx={{ mb: 3 }}>
          {M.testimonialsTitle}
        </Typography>
        <Box
          component="ul"
          sx={{ listStyle: 'none', p: 0, m: 0, display: 'grid', gap: 3, gridTemplateColumns: { xs: '1fr', md: 'repeat(3, 1fr)' } }}
        >
          {M.testimonials.map((testimonial) => (
            <Box
              component="li"
              key={testimonial.author}
              sx={{ p: 3, borderLeft: `3px solid ${palette.terracotta}`, bgcolor: palette.surface }}
            >
              <Box component="figure" sx={{ m: 0 }}>
                <Typography component="blockquote" sx={{ m: 0, fontFamily: displayFont, fontSize: '1.3rem', lineHeight: 1.4 }}>
                  {guillemets(testimonial.quote)}
                </Typography>
                <Typography component="figcaption" variant="body2" color="text.secondary" sx={{ mt: 1.5 }}>
                  {testimonial.author}, {testimonial.role}
                </Typography>
              </Box>
            </Box>
          ))}
        </Box>
      </Box>

      <Box component="section" aria-labelledby="ecoles-titre" sx={{ mt: 8, p: { xs: 3, md: 5 }, bgcolor: palette.sand, borderRadius: 3 }}>
        <Typography id="ecoles-titre" variant="h2">
          {M.schoolsTitle}
        </Typography>
        <Typography sx={{ mt: 1.5, mb: 3, maxWidth: 700 }}>{M.schoolsText}</Typography>
        <Button variant="contained" href="/contact?sujet=newsletter-ecole">
          {M.schoolsButton}
        </Button>
      </Box>
    </Page>
  );
}
