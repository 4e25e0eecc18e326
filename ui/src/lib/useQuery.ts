/**
 * Loads one GraphQL query for a route component (style rule 13: routes fetch, components
 * receive data). Deliberately small: no cache, the latest request wins, `reload` retries.
 * On the first screen, the answer the server wrote into the page (lib/initialData.ts) is the
 * first state: no loading state and no request.
 */
import { useCallback, useEffect, useRef, useState } from 'react';
import { graphqlRequest, GraphqlRequestError, type TypedDocument } from './graphql';
import { consumeInitialData, initialData } from './initialData';

export type QueryState<TResult> =
  | { status: 'loading'; data: undefined; error: undefined }
  | { status: 'success'; data: TResult; error: undefined }
  | { status: 'error'; data: undefined; error: GraphqlRequestError };

export function useQuery<TResult, TVariables extends Record<string, unknown>>(
  document: TypedDocument<TResult, TVariables>,
  variables: TVariables,
): QueryState<TResult> & { reload: () => void } {
  const key = JSON.stringify(variables);
  const [state, setState] = useState<QueryState<TResult>>(() => {
    const data = initialData<TResult>(document.toString(), variables);
    return data === undefined ? { status: 'loading', data: undefined, error: undefined } : { status: 'success', data, error: undefined };
  });
  const [attempt, setAttempt] = useState(0);
  // The variables the server's answer was for: the first run of the effect has nothing to fetch.
  const seeded = useRef(state.status === 'success' ? key : null);

  useEffect(() => {
    if (seeded.current === key && attempt === 0) {
      consumeInitialData(document.toString(), JSON.parse(key));
      return;
    }
    seeded.current = null;
    let active = true;
    setState({ status: 'loading', data: undefined, error: undefined });
    const request = graphqlRequest as (doc: typeof document, vars: TVariables) => Promise<TResult>;
    request(document, JSON.parse(key) as TVariables).then(
      (data) => {
        if (active) setState({ status: 'success', data, error: undefined });
      },
      (error: unknown) => {
        if (!active) return;
        const failure = error instanceof GraphqlRequestError ? error : new GraphqlRequestError(String(error), 0);
        setState({ status: 'error', data: undefined, error: failure });
      },
    );
    return () => {
      active = false;
    };
  }, [document, key, attempt]);

  const reload = useCallback(() => setAttempt((n) => n + 1), []);
  return { ...state, reload };
}
