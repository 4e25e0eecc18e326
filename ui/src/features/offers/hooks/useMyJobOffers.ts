import { useCallback, useEffect, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import type { MyJobOfferFieldsFragment } from '../../../gql/graphql';
import { GraphqlRequestError } from '../../../lib/graphql';
import { myJobOffersQuery } from '../api/offers';

type ListState =
  | { status: 'loading' }
  | { status: 'error'; error: GraphqlRequestError }
  | {
      status: 'success';
      items: MyJobOfferFieldsFragment[];
      total: number;
      endCursor: string | null;
      hasNextPage: boolean;
      loadingMore: boolean;
    };

function asRequestError(error: unknown): GraphqlRequestError {
  return error instanceof GraphqlRequestError ? error : new GraphqlRequestError(String(error), 0);
}

/** The company's offers (newest first, 50 a page) and local updates after each action. */
export function useMyJobOffers() {
  const [state, setState] = useState<ListState>({ status: 'loading' });
  const [attempt, setAttempt] = useState(0);
  const client = useQueryClient();

  useEffect(() => {
    let active = true;
    setState({ status: 'loading' });
    (async () => {
      try {
        const { jobOffers } = await client.fetchQuery(myJobOffersQuery());
        if (!active) return;
        setState({
          status: 'success',
          items: jobOffers.edges.map(({ node }) => node),
          total: jobOffers.totalCount,
          endCursor: jobOffers.pageInfo.endCursor,
          hasNextPage: jobOffers.pageInfo.hasNextPage,
          loadingMore: false,
        });
      } catch (error) {
        if (active) setState({ status: 'error', error: asRequestError(error) });
      }
    })();
    return () => {
      active = false;
    };
  }, [client, attempt]);

  const reload = useCallback(() => setAttempt((n) => n + 1), []);

  const loadMore = useCallback(async () => {
    if (state.status !== 'success' || !state.hasNextPage || state.loadingMore) return;
    setState({ ...state, loadingMore: true });
    try {
      const { jobOffers } = await client.fetchQuery(myJobOffersQuery(state.endCursor));
      setState((current) => {
        if (current.status !== 'success') return current;
        const known = new Set(current.items.map((item) => item.id));
        return {
          ...current,
          items: [...current.items, ...jobOffers.edges.map(({ node }) => node).filter((node) => !known.has(node.id))],
          endCursor: jobOffers.pageInfo.endCursor,
          hasNextPage: jobOffers.pageInfo.hasNextPage,
          loadingMore: false,
        };
      });
    } catch {
      setState((current) => (current.status === 'success' ? { ...current, loadingMore: false } : current));
    }
  }, [client, state]);

  const update = useCallback((id: string, patch: Partial<MyJobOfferFieldsFragment>) => {
    setState((current) =>
      current.status === 'success'
        ? { ...current, items: current.items.map((item) => (item.id === id ? { ...item, ...patch } : item)) }
        : current,
    );
  }, []);

  const remove = useCallback((id: string) => {
    setState((current) =>
      current.status === 'success'
        ? { ...current, items: current.items.filter((item) => item.id !== id), total: Math.max(0, current.total - 1) }
        : current,
    );
  }, []);

  const prepend = useCallback((offer: MyJobOfferFieldsFragment) => {
    setState((current) =>
      current.status === 'success' ? { ...current, items: [offer, ...current.items], total: current.total + 1 } : current,
    );
  }, []);

  return { state, reload, loadMore, update, remove, prepend };
}
