import { useQuery } from '@tanstack/react-query';
import { graphql } from '../../../gql';
import { graphqlQuery } from '../../../lib/query';

/**
 * Four live offers like this one (issue 37): under every offer page, and in place of an
 * expired offer's dead end. The server writes them into the first screen from this very query.
 */
export const SimilarJobOffersQuery = graphql(`
  query SimilarJobOffers($jobOfferId: ID!) {
    similarJobOffers(jobOfferId: $jobOfferId) {
      id
      _id
      slug
      title
      jobContract {
        id
        name
      }
      jobSalary {
        id
        intervalLabel
      }
      pay {
        minCents
        maxCents
        period
        variable
        spreadReason
      }
      localizedCompany {
        id
        company {
          id
          name
        }
        address {
          locality {
            id
            name
          }
        }
      }
    }
  }
`);

/** The offers like this one, under an offer's page; on its first screen, the server's answer. */
export const useSimilarJobOffers = (jobOfferId: string) => useQuery(graphqlQuery(SimilarJobOffersQuery, { jobOfferId }));
