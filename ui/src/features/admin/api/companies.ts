import { graphql } from '../../../gql';

export const AdminCompaniesQuery = graphql(`
  query AdminCompanies($first: Int, $after: String, $search: String) {
    admin {
      companies(first: $first, after: $after, search: $search) {
        totalCount
        pageInfo {
          hasNextPage
          endCursor
        }
        edges {
          node {
            id
            name
            accountEmail
            emailConfirmed
            personalEmail
            offersCount
            ordersCount
            suspended
            createdAt
          }
        }
      }
    }
  }
`);

export const SetCompanySuspendedMutation = graphql(`
  mutation SetCompanySuspended($id: Int!, $suspended: Boolean!) {
    admin {
      setCompanySuspended(id: $id, suspended: $suspended) {
        id
        suspended
      }
    }
  }
`);
