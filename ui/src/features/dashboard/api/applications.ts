import { graphql } from '../../../gql';

/** `/dashboard/applications`: the candidate's sent applications, newest first. */
export const MyApplicationsQuery = graphql(`
  query MyApplications($after: String) {
    jobOfferApplications(first: 30, after: $after) {
      totalCount
      pageInfo {
        hasNextPage
        endCursor
      }
      edges {
        node {
          ...MyApplicationFields
        }
      }
    }
  }

  fragment MyApplicationFields on JobOfferApplication {
    id
    _id
    createdAt
    readAt
    jobOffer {
      id
      _id
      slug
      title
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
            postalCode
          }
        }
      }
    }
  }
`);
