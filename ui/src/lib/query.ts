/**
 * The UI's one data layer (docs/ui.md, "Data layer"): TanStack Query, one client mounted at the
 * root (routes/start.tsx). Each feature's `api/` builds its queries with `graphqlQuery` and
 * exports its hooks; routes and components never call `graphqlRequest` (eslint.config.js).
 */
import { QueryClient, queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { cancellableGraphqlRequest, graphqlRequest, type TypedDocument } from './graphql';
import { consumeInitialData, initialData, operationName } from './initialData';

/**
 * Pages load their data on arrival, not on focus, and keep no cache across visits; a refused
 * request is shown at once (the screens offer « Réessayer »).
 */
export function newQueryClient(): QueryClient {
  const client = new QueryClient({
    defaultOptions: { queries: { retry: false, refetchOnWindowFocus: false, gcTime: 0 }, mutations: { retry: false } },
  });
  // The server's answer serves one showing of its page: once no screen shows it, it is dropped,
  // so the next visit asks the server (as without a first screen).
  const cache = client.getQueryCache();
  cache.subscribe((event) => {
    if (event.type === 'observerRemoved' && event.query.getObserversCount() === 0 && isServerAnswer(event.query.state))
      cache.remove(event.query);
  });
  return client;
}

/** Data that no request brought: the answer the server wrote into the page. */
function isServerAnswer(state: { data: unknown; dataUpdateCount: number }): boolean {
  return state.data !== undefined && state.dataUpdateCount === 0;
}

/**
 * How long a server's answer not yet shown is kept: the first render runs in a transition, in
 * slices, and without this the query could be collected before its screen mounts.
 */
const FIRST_SCREEN_MS = 10_000;

/**
 * What makes a query start from the server's answer on the first screen (lib/initialData.ts):
 * that answer is its initial data, used once (no loading state, no request), standing while it
 * is shown, until `refetch` or an invalidation replaces it. `usable` can refuse an answer (one
 * page of a list the query reads whole).
 */
export function firstScreenSeed<TResult, TVariables>(
  document: TypedDocument<TResult, TVariables>,
  variables: TVariables,
  usable: (data: TResult) => boolean = () => true,
) {
  const text = document.toString();
  const found = () => {
    const data = initialData<TResult>(text, variables);
    return data !== undefined && usable(data) ? data : undefined;
  };
  const seeded = found() !== undefined;
  return {
    initialData: () => {
      const data = found();
      if (data !== undefined) consumeInitialData(text, variables);
      return data;
    },
    staleTime: (query: { state: { data: unknown; dataUpdateCount: number } }) => (isServerAnswer(query.state) ? Infinity : 0),
    ...(seeded ? { gcTime: FIRST_SCREEN_MS } : {}),
  };
}

/** The query key of `document` with `variables`: `[operation name, variables]`. */
export function graphqlKey<TResult, TVariables>(document: TypedDocument<TResult, TVariables>, variables: TVariables) {
  const text = document.toString();
  return [operationName(text) ?? text, variables] as const;
}

/**
 * One GraphQL query: key `[operation name, variables]` (so `invalidateQueries({ queryKey:
 * [name] })` reaches every variant), a superseded request is cancelled, seeded on the first
 * screen by the server's answer (`firstScreenSeed`).
 */
export function graphqlQuery<TResult, TVariables extends Record<string, unknown>>(
  document: TypedDocument<TResult, TVariables>,
  variables: TVariables,
) {
  return queryOptions({
    queryKey: graphqlKey(document, variables),
    queryFn: ({ signal }) => cancellableGraphqlRequest(document, variables, signal),
    ...firstScreenSeed(document, variables),
  });
}

/**
 * How long an answer asked ahead of the section that shows it stays fresh (a page asks what its
 * sections will show together with its own data, issue 52): the section, mounted a moment
 * later, reads it instead of asking again. Every change still invalidates it.
 */
export const ASKED_AHEAD_MS = 10_000;

/** A mutation's `mutationFn`: sends `document` with the variables `mutate` is given. */
export function graphqlMutation<TResult, TVariables>(
  document: TypedDocument<TResult, TVariables>,
): (variables: TVariables) => Promise<TResult> {
  const request = graphqlRequest as (document: TypedDocument<TResult, TVariables>, variables: TVariables) => Promise<TResult>;
  return (variables) => request(document, variables);
}

/**
 * A mutation of `document`; once it succeeds, the queries of the operations named in
 * `invalidates` (what it changes) are asked again, and `mutateAsync` settles after them.
 */
export function useGraphqlMutation<TResult, TVariables>(document: TypedDocument<TResult, TVariables>, ...invalidates: string[]) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: graphqlMutation(document),
    onSuccess: () => Promise.all(invalidates.map((operation) => client.invalidateQueries({ queryKey: [operation] }))),
  });
}
