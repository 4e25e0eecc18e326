import { useCallback, useEffect, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import type { TriageApplicationFieldsFragment, TriageApplicationsQuery } from '../../../../gql/graphql';
import { GraphqlRequestError } from '../../../../lib/graphql';
import { hasErrorCode } from '../../../../lib/failure';
import { triageApplicationsQuery, triageMoreApplicationsQuery } from '../api/triage';
import type { InterviewStatus } from '../messages';

export type TriageOffer = NonNullable<TriageApplicationsQuery['jobOffer']>;

export type TriageState =
  | { status: 'loading' }
  | { status: 'not-found' }
  | { status: 'error'; error: GraphqlRequestError }
  | {
      status: 'success';
      offer: TriageOffer;
      items: TriageApplicationFieldsFragment[];
      total: number;
      endCursor: string | null;
      hasNextPage: boolean;
      loadingMore: boolean;
      moreError: string | null;
    };

/** What the server answers for an offer that is not the caller's (or a malformed id). */
function isNotFound(error: GraphqlRequestError): boolean {
  return hasErrorCode(error, 'NOT_FOUND', 'INVALID_ID', 'FORBIDDEN');
}

function asRequestError(error: unknown): GraphqlRequestError {
  return error instanceof GraphqlRequestError ? error : new GraphqlRequestError(String(error), 0);
}

/** The offer's IRI from the route's numeric id, or null when the id is not a number. */
export function offerIri(jobOfferId: string): string | null {
  return /^[1-9]\d{0,17}$/.test(jobOfferId) ? `/api/job_offers/${jobOfferId}` : null;
}

/** The triage filter: one interview note, or `none` (not noted yet); null for all. */
export type InterviewFilter = InterviewStatus | 'none';

/**
 * An offer's applications for its company, newest first, 30 a page ("Afficher plus" appends
 * the next one by cursor), only those with the interview note `interview` when given (the
 * server filters, so the count and the pages are the filtered ones). Unknown, deleted or other
 * companies' offers read as not found.
 */
export function useTriageApplications(jobOfferId: string, interview: InterviewFilter | null = null) {
  const [state, setState] = useState<TriageState>({ status: 'loading' });
  const [attempt, setAttempt] = useState(0);
  const iri = offerIri(jobOfferId);
  const client = useQueryClient();

  useEffect(() => {
    let active = true;
    if (iri === null) {
      setState({ status: 'not-found' });
      return undefined;
    }
    setState({ status: 'loading' });
    (async () => {
      try {
        const { jobOffer, jobOfferApplications: page } = await client.fetchQuery(triageApplicationsQuery(iri, interview));
        if (!active) return;
        // A deleted offer is hidden everywhere, its applications with it.
        if (!jobOffer) {
          setState({ status: 'not-found' });
          return;
        }
        setState({
          status: 'success',
          offer: jobOffer,
          items: page.edges.map(({ node }) => node),
          total: page.totalCount,
          endCursor: page.pageInfo.endCursor,
          hasNextPage: page.pageInfo.hasNextPage,
          loadingMore: false,
          moreError: null,
        });
      } catch (error) {
        if (!active) return;
        const failure = asRequestError(error);
        setState(isNotFound(failure) ? { status: 'not-found' } : { status: 'error', error: failure });
      }
    })();
    return () => {
      active = false;
    };
  }, [client, iri, interview, attempt]);

  const reload = useCallback(() => setAttempt((n) => n + 1), []);

  const loadMore = useCallback(async () => {
    if (iri === null || state.status !== 'success' || !state.hasNextPage || state.loadingMore) return;
    setState({ ...state, loadingMore: true, moreError: null });
    try {
      const { jobOfferApplications: page } = await client.fetchQuery(triageMoreApplicationsQuery(iri, interview, state.endCursor));
      setState((current) => {
        if (current.status !== 'success') return current;
        const known = new Set(current.items.map((item) => item.id));
        return {
          ...current,
          items: [...current.items, ...page.edges.map(({ node }) => node).filter((node) => !known.has(node.id))],
          total: page.totalCount,
          endCursor: page.pageInfo.endCursor,
          hasNextPage: page.pageInfo.hasNextPage,
          loadingMore: false,
        };
      });
    } catch (error) {
      const failure = asRequestError(error);
      setState((current) =>
        current.status === 'success'
          ? { ...current, loadingMore: false, moreError: failure.status === 401 ? null : failure.message }
          : current,
      );
    }
  }, [client, iri, interview, state]);

  /** Applies a change the server accepted (or an optimistic one) to a loaded application. */
  const update = useCallback((id: string, patch: Partial<TriageApplicationFieldsFragment>) => {
    setState((current) =>
      current.status === 'success'
        ? { ...current, items: current.items.map((item) => (item.id === id ? { ...item, ...patch } : item)) }
        : current,
    );
  }, []);

  return { state, reload, loadMore, update };
}
