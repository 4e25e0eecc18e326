import { useMemo } from 'react';
import { GraphqlRequestError } from '../../../lib/graphql';
import { GRAPHQL_MESSAGES } from '../../../lib/messages';
import { useQuery } from '../../../lib/useQuery';
import { OfferFormOptionsQuery } from '../api/offers';
import { formChoices } from '../offerForm';

const NO_VARIABLES = {};

/** The form's choices (filters, the recruiter's companies), loaded once per page. */
export function useOfferFormChoices() {
  const query = useQuery(OfferFormOptionsQuery, NO_VARIABLES);
  const choices = useMemo(() => {
    try {
      return query.data ? formChoices(query.data) : null;
    } catch {
      return null; // an answer of another shape: shown as a load error
    }
  }, [query.data]);
  if (query.status === 'success' && !choices) {
    return {
      ...query,
      status: 'error' as const,
      data: undefined,
      error: new GraphqlRequestError(GRAPHQL_MESSAGES.unknown, 200),
      choices: null,
    };
  }
  return { ...query, choices };
}
