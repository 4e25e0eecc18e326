import { describe, expect, it, vi } from 'vitest';
import { SearchResults, type ResultsPage } from './results';

type Page = ResultsPage<string, { n: number }>;

/** A fetchPage whose answers the test releases one by one. */
function deferredFetch() {
  const pending: { key: string; cursor: string | null; resolve: (page: Page) => void; reject: (error: Error) => void }[] = [];
  const fetchPage = vi.fn(
    (key: string, cursor: string | null) =>
      new Promise<Page>((resolve, reject) => {
        pending.push({ key, cursor, resolve, reject });
      }),
  );
  return { fetchPage, pending };
}

const page = (items: string[], hasNextPage: boolean, endCursor: string | null, totalCount = 25): Page => ({
  items,
  totalCount,
  hasNextPage,
  endCursor,
  facets: { n: totalCount },
});

const flush = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('search results', () => {
  it('a new search clears the list; loading more appends the next page by its end cursor until there is none', async () => {
    const { fetchPage, pending } = deferredFetch();
    const results = new SearchResults(fetchPage);
    results.search('a');
    expect(results.getState()).toMatchObject({ status: 'loading', items: [], totalCount: null });
    pending[0].resolve(page(['1', '2'], true, 'c1'));
    await flush();
    expect(results.getState()).toMatchObject({ status: 'ready', items: ['1', '2'], totalCount: 25, endCursor: 'c1' });

    expect(results.loadMore()).toBe(true);
    expect(fetchPage).toHaveBeenLastCalledWith('a', 'c1');
    expect(results.getState().status).toBe('loadingMore');
    pending[1].resolve(page(['3'], false, 'c2'));
    await flush();
    expect(results.getState()).toMatchObject({ items: ['1', '2', '3'], hasNextPage: false });
    expect(results.loadMore()).toBe(false); // no next page
    expect(fetchPage).toHaveBeenCalledTimes(2);

    results.search('b');
    expect(results.getState()).toMatchObject({ key: 'b', items: [], status: 'loading', facets: { n: 25 } });
    expect(fetchPage).toHaveBeenLastCalledWith('b', null);
  });

  it('ignores a request while another one is loading', async () => {
    const { fetchPage, pending } = deferredFetch();
    const results = new SearchResults(fetchPage);
    results.search('a');
    expect(results.loadMore()).toBe(false);
    expect(results.search('a')).toBe(false);
    expect(fetchPage).toHaveBeenCalledTimes(1);

    pending[0].resolve(page(['1'], true, 'c1'));
    await flush();
    expect(results.loadMore()).toBe(true);
    expect(results.loadMore()).toBe(false); // the next page is on its way
    expect(results.search('a')).toBe(false);
    expect(fetchPage).toHaveBeenCalledTimes(2);
  });

  it('a different search starts at once and the older answer is dropped', async () => {
    const { fetchPage, pending } = deferredFetch();
    const results = new SearchResults(fetchPage);
    results.search('a');
    expect(results.search('b')).toBe(true);
    pending[1].resolve(page(['b1'], false, null, 1));
    pending[0].resolve(page(['a1'], false, null, 9));
    await flush();
    expect(results.getState()).toMatchObject({ key: 'b', items: ['b1'], totalCount: 1 });
  });

  it('keeps the error and retries the failed page', async () => {
    const { fetchPage, pending } = deferredFetch();
    const results = new SearchResults(fetchPage);
    results.search('a');
    pending[0].resolve(page(['1'], true, 'c1'));
    await flush();
    results.loadMore();
    pending[1].reject(new Error('Le curseur de pagination est invalide.'));
    await flush();
    expect(results.getState()).toMatchObject({ status: 'error', error: 'Le curseur de pagination est invalide.', items: ['1'] });
    expect(results.retry()).toBe(true);
    expect(fetchPage).toHaveBeenLastCalledWith('a', 'c1');
    pending[2].resolve(page(['2'], false, null));
    await flush();
    expect(results.getState()).toMatchObject({ status: 'ready', items: ['1', '2'] });
  });

  it('a page given with the HTML shows at once, asks nothing for its search, and serves only that search', async () => {
    const { fetchPage, pending } = deferredFetch();
    const results = new SearchResults(fetchPage);
    results.seed('a', page(['a1'], true, 'c1', 3));
    expect(results.getState()).toMatchObject({ key: 'a', status: 'ready', items: ['a1'], totalCount: 3 });
    // The page's effect runs the search it shows (twice under StrictMode): nothing is fetched.
    expect(results.search('a')).toBe(false);
    expect(results.search('a')).toBe(false);
    expect(fetchPage).not.toHaveBeenCalled();
    results.loadMore();
    expect(fetchPage).toHaveBeenLastCalledWith('a', 'c1');
    pending[0].resolve(page(['a2'], false, null, 3));
    await flush();
    // Another search, then back to the first one: fetched afresh, not the seed again.
    results.search('b');
    results.search('a');
    expect(fetchPage).toHaveBeenLastCalledWith('a', null);
  });
});
