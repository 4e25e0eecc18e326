import { useQuery } from '@tanstack/react-query';
import { graphqlRequest } from '../../lib/graphql';
import { BoostableOffersQuery, PaymentPricingsQuery } from './api/queries';
import type { BoostableOffer } from './components/OfferPicker';

/** Published status (spec section 4). */
const PUBLISHED = 2;

export function usePricings() {
  return useQuery({
    queryKey: ['PaymentPricings'],
    queryFn: () => graphqlRequest(PaymentPricingsQuery),
    select: (data) => (data.pricings.edges ?? []).flatMap((edge) => (edge?.node ? [edge.node] : [])),
  });
}

/** The company's published offers, which the Urgent option can boost. */
export function useBoostableOffers(enabled = true) {
  return useQuery({
    queryKey: ['BoostableOffers'],
    queryFn: () => graphqlRequest(BoostableOffersQuery),
    enabled,
    select: (data): BoostableOffer[] =>
      (data.jobOffers.edges ?? []).flatMap((edge) =>
        edge?.node && edge.node.status === PUBLISHED ? [{ id: edge.node._id, title: edge.node.title }] : [],
      ),
  });
}
