import { graphql } from '../../../gql';
import type { PayHintQueryVariables } from '../../../gql/graphql';
import { graphqlQuery } from '../../../lib/query';

/** The salary barometer's cell of the offer's trade, region and contract (recruiters; docs/salaries.md). */
export const PayHintQuery = graphql(`
  query PayHint($position: ID!, $contract: ID!, $locality: ID!, $period: PayPeriod!) {
    payHint(position: $position, contract: $contract, locality: $locality, period: $period) {
      count
      minCents
      maxCents
      period
      title
      path
    }
  }
`);

export const payHintQuery = (variables: PayHintQueryVariables) => graphqlQuery(PayHintQuery, variables);
