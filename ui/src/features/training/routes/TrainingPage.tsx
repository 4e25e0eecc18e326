import { useParams } from 'react-router';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import { LandingBand } from '../../../components/LandingBand';
import { OfferCards } from '../../../components/offers/OfferCards';
import type { TrainingPageKind } from '../../../gql/graphql';
import { usePageMeta } from '../../../lib/head';
import { useTrainingPage } from '../api/trainingPages';
import { LoadFailure } from '../components/LoadFailure';
import { TrainingLinks } from '../components/TrainingLinks';
import { TRAINING_MESSAGES as M } from '../messages';

/**
 * `/alternance/:trade`, `/alternance/:trade/:diploma`, `/stage/:trade` (issue 55, item 6;
 * docs/offers.md): a trade's live training offers, newest first, and the same search on
 * `/emploi`. The server writes the same first screen (templates/pages/training.html) and answers
 * 404 for an unknown trade or diploma.
 */
export function TrainingPage({ kind }: { kind: TrainingPageKind }) {
  const { trade = '', diploma } = useParams();
  const query = useTrainingPage(kind, trade, diploma);
  const page = query.status === 'success' ? query.data.trainingPage : undefined;
  const words = M.kinds[kind];
  usePageMeta(page ? { title: page.title, description: page.description } : { title: words.indexTitle, description: words.indexIntro });

  return (
    <Box>
      <LandingBand
        back={{ href: `/${kind.toLowerCase()}`, label: words.back }}
        status={query.status}
        loading={M.loading}
        found={page && { overline: words.overline, title: page.title, intro: page.description }}
        notFound={{ title: M.notFoundTitle, text: M.notFound }}
      />
      <Container maxWidth="lg" sx={{ py: { xs: 4, md: 5 }, display: 'grid', gap: 4 }}>
        {query.status === 'error' && <LoadFailure onRetry={() => void query.refetch()} />}
        {page && (
          <Box component="section" aria-labelledby="offres-formation">
            <Typography id="offres-formation" variant="h2" sx={{ mb: 2 }}>
              {M.online(page.totalCount)}
            </Typography>
            <OfferCards offers={page.offers} empty={M.empty} />
            <Button variant="outlined" href={page.searchPath} sx={{ mt: 3 }}>
              {M.search}
            </Button>
          </Box>
        )}
        {page && page.related.length > 0 && (
          <Box component="section" aria-labelledby="meme-metier">
            <Typography id="meme-metier" variant="h2" sx={{ mb: 2 }}>
              {M.related}
            </Typography>
            <TrainingLinks links={page.related} />
          </Box>
        )}
      </Container>
    </Box>
  );
}
