import { useQuery } from '@tanstack/react-query';
import { graphql } from '../../../gql';

/** Whether the server lets the caller in (anyone but staff gets NOT_FOUND). */
export const AdminAccessQuery = graphql(`
  query AdminAccess {
    admin {
      __typename
    }
  }
`);
import { graphqlQuery } from '../../../lib/query';

/** Whether the server takes the user for staff (NOT_FOUND otherwise). */
export const useAdminAccess = () => useQuery(graphqlQuery(AdminAccessQuery, {}));
