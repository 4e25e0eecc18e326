import { graphql } from '../../../gql';

/** Whether the server lets the caller in (anyone but staff gets NOT_FOUND). */
export const AdminAccessQuery = graphql(`
  query AdminAccess {
    admin {
      __typename
    }
  }
`);
