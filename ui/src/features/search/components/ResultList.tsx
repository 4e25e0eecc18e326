import { useEffect, useRef, type ReactNode } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { palette } from '../../../lib/theme';
import { visuallyHidden } from '../../../lib/visuallyHidden';
import { useInfiniteScroll } from '../../../lib/useInfiniteScroll';
import type { SearchResultOffer } from '../hooks/useSearchResults';
import { SEARCH_MESSAGES as M } from '../messages';
import type { ResultsState } from '../results';
import { ResultCard } from './ResultCard';

interface ResultListProps {
  results: ResultsState<SearchResultOffer, unknown>;
  onLoadMore: () => void;
  onRetry: () => void;
  onShare: (offer: SearchResultOffer) => void;
  /** « Trier par », beside the count (left out when nothing is found). */
  sort?: ReactNode;
}

/** The results: count (announced) and order, cards, then more pages as the user scrolls (infinite scroll). */
export function ResultList({ results, onLoadMore, onRetry, onShare, sort }: ResultListProps) {
  const { items, totalCount, status, hasNextPage, error } = results;
  const canLoadMore = status === 'ready' && hasNextPage;
  const sentinel = useInfiniteScroll<HTMLDivElement>(onLoadMore, canLoadMore, [items.length]);

  // A new search empties the list: bring its top back into view if the user had scrolled past it.
  const section = useRef<HTMLElement | null>(null);
  const previousKey = useRef(results.key);
  useEffect(() => {
    if (previousKey.current !== null && previousKey.current !== results.key) {
      const top = section.current?.getBoundingClientRect().top ?? 0;
      if (top < 0) section.current?.scrollIntoView({ block: 'start' });
    }
    previousKey.current = results.key;
  }, [results.key]);

  const nothingFound = totalCount === 0 && status === 'ready';
  const announce = status === 'loading' ? M.loading : totalCount === null ? '' : totalCount === 0 ? M.empty : M.total(totalCount);

  return (
    <Box ref={section} component="section" aria-labelledby="resultats-titre" aria-busy={status === 'loading' || status === 'loadingMore'}>
      <Typography id="resultats-titre" variant="h2" sx={visuallyHidden}>
        {M.resultsTitle}
      </Typography>
      {/* The count and the order on one row; the server writes the same row (`fs-count-row`, templates/pages/search.html). */}
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 2, mb: 2, minHeight: nothingFound ? undefined : 40 }}>
        <Typography
          role="status"
          aria-live="polite"
          aria-atomic="true"
          data-testid="search-count"
          // `data-ssr`: the server writes the count and the first page into the HTML (e2e/first-screen.spec.ts).
          data-ssr
          sx={{
            flex: '1 1 auto',
            minWidth: 0,
            fontWeight: 600,
            minHeight: '1.7em',
            ...(nothingFound
              ? { p: 4, textAlign: 'center', border: `1px dashed ${palette.line}`, borderRadius: 2, bgcolor: palette.surface }
              : {}),
          }}
        >
          {announce}
        </Typography>
        {!nothingFound && sort}
      </Box>

      {status === 'loading' && (
        <Box aria-hidden sx={{ display: 'grid', gap: 2 }}>
          {[0, 1, 2, 3].map((key) => (
            <Skeleton key={key} variant="rounded" height={148} />
          ))}
        </Box>
      )}

      {items.length > 0 && (
        <Box component="ul" sx={{ listStyle: 'none', p: 0, m: 0, display: 'grid', gap: 2 }} data-ssr>
          {items.map((offer) => (
            <li key={offer.id}>
              <ResultCard offer={offer} onShare={() => onShare(offer)} />
            </li>
          ))}
        </Box>
      )}

      {status === 'error' && (
        <Alert
          severity="error"
          sx={{ mt: 2, whiteSpace: 'pre-line' }}
          action={
            <Button color="inherit" size="small" onClick={onRetry}>
              {M.retry}
            </Button>
          }
        >
          {M.searchError}
          {'\n'}
          {error}
        </Alert>
      )}

      <Box ref={sentinel} sx={{ display: 'flex', justifyContent: 'center', py: 3, minHeight: 72 }}>
        {status === 'loadingMore' && <CircularProgress size={28} aria-label={M.loadingMore} />}
        {canLoadMore && (
          <Button variant="outlined" color="secondary" onClick={onLoadMore}>
            {M.loadMore}
          </Button>
        )}
        {status === 'ready' && !hasNextPage && items.length > 0 && (
          <Typography sx={{ color: palette.inkSoft, fontSize: '0.9rem' }}>{M.allShown}</Typography>
        )}
      </Box>
    </Box>
  );
}
