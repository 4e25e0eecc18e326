/**
 * The posts list with the search's cursor pattern (spec section 4): the first page on mount,
 * then `loadMore` appends the next page after the end cursor until there is none. A request
 * made while one is running is ignored.
 */
import { useCallback, useEffect, useRef, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { GraphqlRequestError } from '../../../lib/graphql';
import { forgetServerPostsPage, postsPageQuery, serverPostsPage, type ListedPost } from '../api/posts';

export interface PostsList {
  posts: ListedPost[];
  total: number | null;
  hasNextPage: boolean;
  loading: boolean;
  error: GraphqlRequestError | null;
  loadMore: () => void;
}

export function usePostsList(): PostsList {
  // The first page the server wrote into the HTML (issue 22), if any: shown at once, not asked again.
  const client = useQueryClient();
  const [initial] = useState(serverPostsPage);
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
    client.fetchQuery(postsPageQuery(cursor)).then(
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
  }, [client, cursor, hasNextPage]);

  const first = useRef(loadMore);
  const seeded = useRef(initial !== null);
  useEffect(() => {
    mounted.current = true;
    // The server's answer serves once: a later visit of the page asks for fresh posts.
    if (seeded.current) forgetServerPostsPage();
    else first.current();
    return () => {
      mounted.current = false;
    };
  }, []);

  return { posts, total, hasNextPage, loading, error, loadMore };
}
