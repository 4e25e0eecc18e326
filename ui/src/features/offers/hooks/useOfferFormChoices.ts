import { useMemo } from 'react';
import { GraphqlRequestError } from '../../../lib/graphql';
import { GRAPHQL_MESSAGES } from '../../../lib/messages';
import { useOfferFormOptions } from '../api/offers';
import { formChoices } from '../offerForm';

/** The form's choices (filters, the recruiter's companies), loaded once per page. */
export function useOfferFormChoices() {
  const query = useOfferFormOptions();
  const { data, refetch } = query;
  const choices = useMemo(() => {
    try {
      return data ? formChoices(data) : null;
    } catch {
      return null; // an answer of another shape: shown as a load error
    }
  }, [data]);
  const reload = () => void refetch();
  if (query.status === 'pending') return { status: 'loading' as const, choices: null, error: undefined, reload };
  if (query.status === 'error') return { status: 'error' as const, choices: null, error: query.error, reload };
  if (!choices) return { status: 'error' as const, choices: null, error: new GraphqlRequestError(GRAPHQL_MESSAGES.unknown, 200), reload };
  return { status: 'success' as const, choices, error: undefined, reload };
}
