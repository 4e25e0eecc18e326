import { act, renderHook, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { graphqlHandler, mockFetch } from '../../../test/fetch';
import { withQueryClient } from '../../../test/render';
import { usePostsList } from './usePostsList';

const node = (id: number) => ({
  id: `/api/posts/${id}`,
  _id: id,
  slug: `article-${id}`,
  title: `Article ${id}`,
  intro: 'Intro',
  featuredImagePath: null,
  publishedAt: '2026-03-12T09:00:00Z',
});

/** Two pages: 10 posts then 2, answered only when `release` is called. */
function server() {
  const pending: (() => void)[] = [];
  const afters: unknown[] = [];
  const fetch = mockFetch({
    'POST /api/graphql': async (init, url) => {
      await new Promise<void>((resolve) => pending.push(resolve));
      return graphqlHandler({
        PostsPage: (variables) => {
          afters.push(variables.start_cursor);
          const second = variables.start_cursor === 'c10';
          const ids = second ? [11, 12] : Array.from({ length: 10 }, (_, i) => i + 1);
          return {
            data: {
              posts: {
                totalCount: 12,
                pageInfo: { endCursor: second ? 'c12' : 'c10', hasNextPage: !second },
                edges: ids.map((id) => ({ cursor: `c${id}`, node: node(id) })),
              },
            },
          };
        },
      })(init, url);
    },
  });
  return { fetch, afters, release: () => pending.shift()?.() };
}

afterEach(() => vi.unstubAllGlobals());

describe('usePostsList', () => {
  it('appends the next page after the end cursor and ignores a request while one runs', async () => {
    const { fetch, afters, release } = server();
    const { result } = renderHook(() => usePostsList(), { wrapper: withQueryClient() });
    expect(result.current.loading).toBe(true);
    act(() => result.current.loadMore());
    expect(fetch.fetchMock).toHaveBeenCalledTimes(1);
    release();
    await waitFor(() => expect(result.current.posts).toHaveLength(10));
    expect(result.current.total).toBe(12);

    act(() => {
      result.current.loadMore();
      result.current.loadMore();
    });
    expect(fetch.fetchMock).toHaveBeenCalledTimes(2);
    release();
    await waitFor(() => expect(result.current.posts).toHaveLength(12));
    expect(afters).toEqual([null, 'c10']);
    expect(result.current.hasNextPage).toBe(false);

    act(() => result.current.loadMore());
    expect(fetch.fetchMock).toHaveBeenCalledTimes(2);
  });
});
