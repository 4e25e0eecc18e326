import { graphql } from '../../../gql';

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
