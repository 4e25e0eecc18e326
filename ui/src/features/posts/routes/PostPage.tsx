import { useNavigate, useParams } from 'react-router';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import { frenchDate } from '../../../lib/dates';
import { usePageMeta } from '../../../lib/head';
import { h1Sx, palette } from '../../../lib/theme';
import { useQuery } from '../../../lib/useQuery';
import { PostQuery } from '../api/posts';
import { POSTS_MESSAGES } from '../messages';

const M = POSTS_MESSAGES.detail;

/** The post's HTML (sanitised by the server: article tags and links only). */
const articleSx = {
  overflowWrap: 'anywhere',
  fontSize: '1.06rem',
  '& p': { mt: 0, mb: 2, lineHeight: 1.75 },
  '& ul, & ol': { mt: 0, mb: 2, pl: 3 },
  '& li': { mb: 0.75, lineHeight: 1.7 },
  '& h2': { fontSize: { xs: '1.45rem', md: '1.7rem' }, mt: 4, mb: 1.5 },
  '& h3, & h4': { fontSize: '1.2rem', mt: 3, mb: 1 },
  '& blockquote': { m: 0, mb: 2, px: 3, py: 2, borderLeft: `4px solid ${palette.terracotta}`, bgcolor: palette.sand, borderRadius: 1 },
  '& blockquote > :last-child': { mb: 0 },
  '& a': { color: palette.terracottaDark, textDecoration: 'underline' },
  '& strong, & b': { fontWeight: 600 },
} as const;

/** `/tendance-rh/:postId/:postSlug`; the back button returns to the previous page, or the list. */
export function PostPage() {
  const { postId = '' } = useParams();
  const navigate = useNavigate();
  const post = useQuery(PostQuery, { id: postId });
  const data = post.status === 'success' ? post.data.post : undefined;
  usePageMeta(data ? { title: data.title, description: data.intro.slice(0, 200) } : M.meta);
  // Opened directly (no page of ours before it): the list, not away from the site.
  const back = () => ((window.history.state as { idx?: number } | null)?.idx ? navigate(-1) : navigate('/tendance-rh'));

  return (
    <Container maxWidth="md" component="article" sx={{ py: { xs: 4, md: 6 } }}>
      <Button variant="text" color="secondary" startIcon={<ArrowBackIcon />} onClick={back} sx={{ mb: 3, ml: -1 }}>
        {M.back}
      </Button>
      {post.status === 'loading' && (
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
            <Button color="inherit" onClick={post.reload}>
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
      {data && (
        // `data-ssr`: the server writes the same article into the HTML (e2e/first-screen.spec.ts).
        <div data-ssr>
          <Typography variant="overline" component="p">
            {M.eyebrow} · <time dateTime={String(data.publishedAt)}>{frenchDate(String(data.publishedAt))}</time>
          </Typography>
          <Typography variant="h1" sx={{ ...h1Sx, mt: 1 }}>
            {data.title}
          </Typography>
          {data.subtitle && (
            <Typography variant="subtitle1" component="p" sx={{ mt: 1.5, fontSize: '1.25rem' }}>
              {data.subtitle}
            </Typography>
          )}
          <Typography sx={{ mt: 3, fontSize: '1.12rem', fontWeight: 500, lineHeight: 1.7 }}>{data.intro}</Typography>
          {data.featuredImagePath && (
            // At the top of the article: loaded at once (it is the largest thing on screen).
            <img
              src={data.featuredImagePath}
              alt={M.imageAlt(data.title)}
              width={1200}
              height={630}
              fetchPriority="high"
              style={{
                display: 'block',
                margin: '32px 0',
                width: '100%',
                height: 'auto',
                aspectRatio: '1200 / 630',
                borderRadius: 8,
                background: palette.sand,
              }}
            />
          )}
          <Box sx={articleSx} dangerouslySetInnerHTML={{ __html: data.content }} />
        </div>
      )}
    </Container>
  );
}
