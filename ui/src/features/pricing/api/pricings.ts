import { useQuery } from '@tanstack/react-query';
import { graphql } from '../../../gql';
import { graphqlQuery } from '../../../lib/query';

/** Every price of the pricing page; `price` is in cents excluding tax. */
export const PricingsQuery = graphql(`
  query Pricings {
    pricings(first: 30) {
      edges {
        node {
          id
          uuid
          name
          price
          priceIncl
          jobOfferAdsAmount
          description
          isPack
          displayGroup
        }
      }
    }
  }
`);

/** The price list of `/tarifs`. */
export const usePricings = () => useQuery(graphqlQuery(PricingsQuery, {}));
