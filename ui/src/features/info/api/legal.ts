import { graphql } from '../../../gql';

/** /legal: the publisher, director and host, from the operator's settings (never placeholders). */
export const LegalNoticeQuery = graphql(`
  query LegalNotice {
    legalNotice {
      publisher
      address
      siren
      vatNumber
      capital
      phone
      publicationDirector
      hostName
      hostAddress
      hostPhone
      contactEmail
      example
    }
  }
`);
