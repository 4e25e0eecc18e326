import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { PostCard, PostCardSkeleton, postGridSx } from '../../../components/posts/PostCard';
import type { useHomeShowcase } from '../api/showcase';
import { HOME_MESSAGES as M } from '../messages';
import { SectionTitle } from './SectionTitle';

/** « Tendance RH »: the 4 latest posts, their loading and their error. */
export function LatestPostsSection({ showcase }: { showcase: ReturnType<typeof useHomeShowcase> }) {
  const P = M.posts;
  return (
    <Box component="section" aria-labelledby="derniers-articles-titre">
      <SectionTitle id="derniers-articles-titre" title={P.title} action={{ label: P.all, href: '/tendance-rh' }} />
      {showcase.status === 'pending' && (
        <Box role="status" aria-label={P.loading} sx={postGridSx(4)}>
          {[0, 1, 2, 3].map((key) => (
            <PostCardSkeleton key={key} />
          ))}
        </Box>
      )}
      {showcase.status === 'error' && (
        <Alert
          severity="error"
          sx={{ whiteSpace: 'pre-line' }}
          action={
            <Button color="inherit" onClick={() => void showcase.refetch()}>
              {P.retry}
            </Button>
          }
        >
          {P.error}
          {'\n'}
          {showcase.error.message}
        </Alert>
      )}
      {showcase.status === 'success' &&
        (showcase.data.lastPosts.length > 0 ? (
          <Box sx={postGridSx(4)}>
            {showcase.data.lastPosts.map((post) => (
              <PostCard key={post.id} post={post} />
            ))}
          </Box>
        ) : (
          <Typography color="text.secondary">{P.empty}</Typography>
        ))}
    </Box>
  );
}
