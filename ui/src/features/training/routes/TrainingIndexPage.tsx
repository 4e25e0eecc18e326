import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Link from '@mui/material/Link';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import type { TrainingPageKind } from '../../../gql/graphql';
import { usePageMeta } from '../../../lib/head';
import { h1Sx, palette } from '../../../lib/theme';
import { useTrainingIndex } from '../api/trainingPages';
import { LoadFailure } from '../components/LoadFailure';
import { TrainingLinks } from '../components/TrainingLinks';
import { TRAINING_MESSAGES as M } from '../messages';

/** `/alternance`, `/stage` (issue 55, item 6): every landing page of the kind with live offers; the server writes the same first screen. */
export function TrainingIndexPage({ kind }: { kind: TrainingPageKind }) {
  const query = useTrainingIndex(kind);
  const words = M.kinds[kind];
  usePageMeta({ title: words.indexTitle, description: words.indexIntro });
  return (
    <Box>
      <Box sx={{ bgcolor: palette.sand, borderBottom: `1px solid ${palette.line}` }}>
        <Container maxWidth="lg" sx={{ py: { xs: 3, md: 4 } }}>
          <Typography variant="overline" component="p" sx={{ color: palette.brass, lineHeight: 1.6 }}>
            {words.overline}
          </Typography>
          <Typography variant="h1" sx={{ ...h1Sx, overflowWrap: 'anywhere' }}>
            {words.indexTitle}
          </Typography>
          <Typography sx={{ mt: 2, color: palette.inkSoft, maxWidth: '75ch' }}>{words.indexIntro}</Typography>
        </Container>
      </Box>
      <Container maxWidth="lg" sx={{ py: { xs: 4, md: 5 } }}>
        {query.status === 'pending' && (
          <Box role="status" aria-label={M.loading}>
            <Skeleton width="40%" />
            <Skeleton width="60%" />
          </Box>
        )}
        {query.status === 'error' && <LoadFailure onRetry={() => void query.refetch()} />}
        {query.status === 'success' &&
          (query.data.trainingPages.length === 0 ? (
            <Typography color="text.secondary">{words.indexEmpty}</Typography>
          ) : (
            <TrainingLinks links={query.data.trainingPages} />
          ))}
        <Link href={words.other.path} sx={{ fontWeight: 600 }}>
          {words.other.label}
        </Link>
      </Container>
    </Box>
  );
}
