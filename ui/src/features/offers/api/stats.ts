import { graphql } from '../../../gql';
import { graphqlRequest } from '../../../lib/graphql';

/** Counts a view of an offer page or a click on « Postuler » (no visitor data is sent or kept). */
export const RecordJobOfferEventMutation = graphql(`
  mutation RecordJobOfferEvent($jobOfferId: ID!, $event: JobOfferEvent!) {
    recordJobOfferEvent(jobOfferId: $jobOfferId, event: $event)
  }
`);

/** Fire and forget: a number that fails to count never disturbs the visitor. */
export function recordOfferEvent(jobOfferId: string, event: 'VIEW' | 'APPLY_CLICK') {
  graphqlRequest(RecordJobOfferEventMutation, { jobOfferId, event: event as never }).catch(() => undefined);
}
