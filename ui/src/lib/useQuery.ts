/**
 * Loads one GraphQL query for a route component (style rule 13: routes fetch, components
 * receive data). Deliberately small: no cache, the latest request wins, `reload` retries.
 */
import { useCallback, useEffect, useState } from 'react';
import { graphqlRequest, GraphqlRequestError, type TypedDocument } from './graphql';

export type QueryState<TResult> =
  | { status: 'loading'; data: undefined; error: undefined }
  | { status: 'success'; data: TResult; error: undefined }
  | { status: 'error'; data: undefined; error: GraphqlRequestError };

export function useQuery<TResult, TVariables extends Record<string, unknown>>(
  document: TypedDocument<TResult, TVariables>,
  variables: TVariables,
): QueryState<TResult> & { reload: () => void } {
  const [state, setState] = useState<QueryState<TResult>>({ status: 'loading', data: undefined, error: undefined });
  const [attempt, setAttempt] = useState(0);
  const key = JSON.stringify(variables);

  useEffect(() => {
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
