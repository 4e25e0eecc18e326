import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { Page } from '../../../components/Page';
import { PostCard, PostCardSkeleton, postGridSx } from '../../../components/posts/PostCard';
import { useInfiniteScroll } from '../../../lib/useInfiniteScroll';
import { usePostsList } from '../hooks/usePostsList';
import { POSTS_MESSAGES } from '../messages';

const M = POSTS_MESSAGES.list;

/** `/tendance-rh`: the posts, newest first, the next page loading as the reader scrolls. */
export function PostsPage() {
  const list = usePostsList();
  const canLoadMore = list.hasNextPage && !list.loading && !list.error;
  const sentinel = useInfiniteScroll<HTMLDivElement>(list.loadMore, canLoadMore, [list.posts.length]);
  const firstLoad = list.loading && list.posts.length === 0;

  return (
    <Page meta={M.meta} eyebrow={M.eyebrow} title={M.title} intro={M.intro}>
      {list.total !== null && list.total > 0 && (
        // `data-ssr`: the server writes the count and the first page into the HTML (e2e/first-screen.spec.ts).
        <Typography color="text.secondary" sx={{ mb: 3 }} aria-live="polite" data-ssr>
          {M.count(list.total)}
        </Typography>
      )}
      <Box component="section" aria-label={M.title} aria-busy={list.loading} sx={postGridSx(3)} data-ssr>
        {list.posts.map((post) => (
          <PostCard key={post.id} post={post} headingLevel="h2" />
        ))}
        {list.loading && [0, 1, 2].map((key) => <PostCardSkeleton key={key} />)}
      </Box>
      {list.loading && (
        <Box role="status" sx={{ position: 'absolute', width: 1, height: 1, overflow: 'hidden', clip: 'rect(0 0 0 0)' }}>
          {firstLoad ? M.loading : M.loadingMore}
        </Box>
      )}
      {!list.loading && !list.error && list.total === 0 && <Alert severity="info">{M.empty}</Alert>}
      {list.error && (
        <Alert
          severity="error"
          sx={{ mt: 3, whiteSpace: 'pre-line' }}
          action={
            <Button color="inherit" onClick={list.loadMore}>
              {M.retry}
            </Button>
          }
        >
          {M.error}
          {'\n'}
          {list.error.message}
        </Alert>
      )}
      <div ref={sentinel} />
      {canLoadMore && (
        // For readers without scrolling (keyboard, assistive technology): the same next page.
        <Box sx={{ mt: 4, textAlign: 'center' }}>
          <Button variant="outlined" color="secondary" onClick={list.loadMore}>
            {M.more}
          </Button>
        </Box>
      )}
      <Typography sx={{ mt: 4 }}>
        <a href="/tendance-rh/feed" type="application/atom+xml">
          {M.feed}
        </a>
      </Typography>
    </Page>
  );
}
