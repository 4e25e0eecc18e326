import { useQuery } from '@tanstack/react-query';
import { graphql } from '../../../gql';
import { graphqlQuery } from '../../../lib/query';

/** The 8 newest public offers of the home page (spec section 9). */
export const HomeLatestJobOffersQuery = graphql(`
  query HomeLatestJobOffers {
    lastJobOffers(first: 8) {
      ...OfferCardFields
    }
  }
`);

/** The home page's latest offers; on its first screen, the server's answer. */
export const useHomeLatestJobOffers = () => useQuery(graphqlQuery(HomeLatestJobOffersQuery, {}));
