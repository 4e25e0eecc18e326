/**
 * The posts list with the search's cursor pattern (spec section 4): the first page on mount,
 * then `loadMore` appends the next page after the end cursor until there is none. A request
 * made while one is running is ignored.
 */
import { useCallback, useEffect, useRef, useState } from 'react';
import type { PostsPageQuery as PostsPageResult } from '../../../gql/graphql';
import { graphqlRequest, GraphqlRequestError } from '../../../lib/graphql';
import { consumeInitialData, initialData } from '../../../lib/initialData';
import shared from '../../../lib/sharedConstants.json';
import { PostsPageQuery } from '../api/posts';

export type ListedPost = PostsPageResult['posts']['edges'][number]['node'];

/** From `sharedConstants.json`: the server's first screen of `/tendance-rh` asks the same page. */
export const POSTS_PER_PAGE: number = shared.postsPageSize;

export interface PostsList {
  posts: ListedPost[];
  total: number | null;
  hasNextPage: boolean;
  loading: boolean;
  error: GraphqlRequestError | null;
  loadMore: () => void;
}

const FIRST_PAGE = { nb_items: POSTS_PER_PAGE, start_cursor: null };

export function usePostsList(): PostsList {
  // The first page the server wrote into the HTML (issue 22), if any: shown at once, not asked again.
  const [initial] = useState(() => {
    const data = initialData<PostsPageResult>(PostsPageQuery.toString(), FIRST_PAGE);
    return data?.posts ?? null;
  });
  const [posts, setPosts] = useState<ListedPost[]>(() => initial?.edges.map((edge) => edge.node) ?? []);
  const [total, setTotal] = useState<number | null>(initial?.totalCount ?? null);
  const [cursor, setCursor] = useState<string | null>(initial?.pageInfo.endCursor ?? null);
  const [hasNextPage, setHasNextPage] = useState(initial?.pageInfo.hasNextPage ?? true);
  const [loading, setLoading] = useState(false);
  const [error, setError] = useState<GraphqlRequestError | null>(null);
  // A ref, not state: two calls in the same render must see the first one running.
  const running = useRef(false);
  const mounted = useRef(true);

  const loadMore = useCallback(() => {
    if (running.current || !hasNextPage) return;
    running.current = true;
    setLoading(true);
    setError(null);
    graphqlRequest(PostsPageQuery, { nb_items: POSTS_PER_PAGE, start_cursor: cursor }).then(
      (data) => {
        running.current = false;
        if (!mounted.current) return;
        setPosts((before) => [...before, ...data.posts.edges.map((edge) => edge.node)]);
        setTotal(data.posts.totalCount);
        setCursor(data.posts.pageInfo.endCursor ?? null);
        setHasNextPage(data.posts.pageInfo.hasNextPage);
        setLoading(false);
      },
      (failure: unknown) => {
        running.current = false;
        if (!mounted.current) return;
        setError(failure instanceof GraphqlRequestError ? failure : new GraphqlRequestError(String(failure), 0));
        setLoading(false);
      },
    );
  }, [cursor, hasNextPage]);

  const first = useRef(loadMore);
  const seeded = useRef(initial !== null);
  useEffect(() => {
    mounted.current = true;
    // The server's answer serves once: a later visit of the page asks for fresh posts.
    if (seeded.current) consumeInitialData(PostsPageQuery.toString(), FIRST_PAGE);
    else first.current();
    return () => {
      mounted.current = false;
    };
  }, []);

  return { posts, total, hasNextPage, loading, error, loadMore };
}
