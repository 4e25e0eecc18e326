import { useQuery } from '@tanstack/react-query';
import { graphql } from '../../../gql';
import { graphqlQuery } from '../../../lib/query';

/** /legal: the publisher, director and host, from the operator's settings (never placeholders). */
export const LegalNoticeQuery = graphql(`
  query LegalNotice {
    legalNotice {
      publisher
      address
      siren
      rcs
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

/** The legal notice's publisher and host (from the server's settings). */
export const useLegalNotice = () => useQuery(graphqlQuery(LegalNoticeQuery, {}));
