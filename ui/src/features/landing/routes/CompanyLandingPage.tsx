import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import CheckIcon from '@mui/icons-material/Check';
import { MarketingFigures } from '../../../components/MarketingFigures';
import { Page } from '../../../components/Page';
import { palette } from '../../../lib/theme';
import { CategoryGrid } from '../components/CategoryGrid';
import { COMPANY_LANDING as M } from '../messages';

export function CompanyLandingPage() {
  return (
    <Page
      meta={M.meta}
      eyebrow={M.eyebrow}
      title={M.title}
      intro={M.intro}
      actions={
        <>
          <Button variant="contained" href="/recruteurs">
            {M.registerButton}
          </Button>
          <Button variant="outlined" color="secondary" href="/login?redirect=/emploi/nouvelle-annonce">
            {M.publishButton}
          </Button>
        </>
      }
    >
      <Box component="section" aria-labelledby="acteurs-titre">
        <Typography id="acteurs-titre" variant="h2" sx={{ mb: 3 }}>
          {M.actorsTitle}
        </Typography>
        <Box
          component="ul"
          sx={{ listStyle: 'none', p: 0, m: 0, display: 'grid', gap: 1.5, gridTemplateColumns: { xs: '1fr', md: 'repeat(2, 1fr)' } }}
        >
          {M.actors.map((actor) => (
            <Box component="li" key={actor} sx={{ display: 'flex', gap: 1.5, alignItems: 'flex-start' }}>
              <CheckIcon aria-hidden fontSize="small" sx={{ color: palette.terracotta, mt: 0.5 }} />
              <Typography>{actor}</Typography>
            </Box>
          ))}
        </Box>
      </Box>

      <Box component="section" aria-labelledby="familles-titre" sx={{ mt: 8 }}>
        <Typography id="familles-titre" variant="h2" sx={{ mb: 3 }}>
          {M.categoriesTitle}
        </Typography>
        <CategoryGrid categories={M.categories} />
      </Box>

      <Box sx={{ mt: 8 }}>
        <MarketingFigures title={M.figuresTitle} />
      </Box>

      <Box component="section" aria-labelledby="tarifs-titre" sx={{ mt: 8, p: { xs: 3, md: 5 }, bgcolor: palette.sand, borderRadius: 3 }}>
        <Typography id="tarifs-titre" variant="h2">
          {M.pricingTitle}
        </Typography>
        <Typography sx={{ mt: 1.5, mb: 3, maxWidth: 720 }}>{M.pricingText}</Typography>
        <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1.5 }}>
          <Button variant="contained" href="/tarifs">
            {M.pricingButton}
          </Button>
          <Button variant="outlined" color="secondary" href="/tarifs#bannieres">
            {M.bannersButton}
          </Button>
        </Box>
      </Box>
    </Page>
  );
}
