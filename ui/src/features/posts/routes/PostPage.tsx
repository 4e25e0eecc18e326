import { useNavigate, useParams } from 'react-router';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import { usePageMeta } from '../../../lib/head';
import { h1Sx } from '../../../lib/theme';
import { usePost } from '../api/posts';
import { PostArticle } from '../../../components/posts/PostArticle';
import { POSTS_MESSAGES } from '../messages';

const M = POSTS_MESSAGES.detail;

/** `/tendance-rh/:postId/:postSlug`; the back button returns to the previous page, or the list. */
export function PostPage() {
  const { postId = '' } = useParams();
  const navigate = useNavigate();
  const post = usePost(postId);
  const data = post.status === 'success' ? post.data.post : undefined;
  usePageMeta(data ? { title: data.title, description: data.intro.slice(0, 200) } : M.meta);
  // Opened directly (no page of ours before it): the list, not away from the site.
  const back = () => ((window.history.state as { idx?: number } | null)?.idx ? navigate(-1) : navigate('/tendance-rh'));

  return (
    <Container maxWidth="md" component="article" sx={{ py: { xs: 4, md: 6 } }}>
      <Button variant="text" color="secondary" startIcon={<ArrowBackIcon />} onClick={back} sx={{ mb: 3, ml: -1 }}>
        {M.back}
      </Button>
      {post.status === 'pending' && (
        <Box role="status" aria-label={M.loading}>
          <Skeleton width="30%" />
          <Skeleton variant="text" height={64} />
          <Skeleton variant="rectangular" sx={{ mt: 3, width: '100%', height: 'auto', aspectRatio: '1200 / 630' }} />
        </Box>
      )}
      {post.status === 'error' && (
        <Alert
          severity="error"
          sx={{ whiteSpace: 'pre-line' }}
          action={
            <Button color="inherit" onClick={() => void post.refetch()}>
              {M.retry}
            </Button>
          }
        >
          {M.error}
          {'\n'}
          {post.error.message}
        </Alert>
      )}
      {post.status === 'success' && !data && (
        <Box>
          <Typography variant="h1" sx={{ ...h1Sx, mb: 2 }}>
            {M.notFoundTitle}
          </Typography>
          <Typography sx={{ mb: 3 }}>{M.notFound}</Typography>
          <Button variant="contained" href="/tendance-rh">
            {M.allPosts}
          </Button>
        </Box>
      )}
      {data && <PostArticle post={data} />}
    </Container>
  );
}
