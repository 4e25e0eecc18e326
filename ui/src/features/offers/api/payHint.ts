import { graphql } from '../../../gql';
import type { PayHintQueryVariables } from '../../../gql/graphql';
import { graphqlQuery } from '../../../lib/query';

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

export const payHintQuery = (variables: PayHintQueryVariables) => graphqlQuery(PayHintQuery, variables);
