import { graphql } from '../../../gql';

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
