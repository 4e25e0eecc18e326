import { graphql } from '../../../gql';

/** The median range of the live offers of a position in a region (recruiters; docs/offers.md "Pay"). */
export const PayHintQuery = graphql(`
  query PayHint($position: ID!, $locality: ID!, $period: PayPeriod!) {
    payHint(position: $position, locality: $locality, period: $period) {
      count
      minCents
      maxCents
      period
    }
  }
`);
