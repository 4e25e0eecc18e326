import { graphql } from '../../../gql';
import type { OfferWordingInput } from '../../../gql/graphql';
import { graphqlQuery } from '../../../lib/query';

/** The ad-wording checker's warnings on the texts being written (docs/moderation.md). */
export const OfferWordingQuery = graphql(`
  query OfferWording($input: OfferWordingInput!) {
    offerWording(input: $input) {
      rule
      field
      sentence
      message
      law
    }
  }
`);

export const offerWordingQuery = (input: OfferWordingInput) => graphqlQuery(OfferWordingQuery, { input });
