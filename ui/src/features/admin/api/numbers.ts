import { useQuery } from '@tanstack/react-query';
import { graphql } from '../../../gql';

export const AdminNumbersQuery = graphql(`
  query AdminNumbers {
    admin {
      numbers {
        offersLive
        publishedThisWeek
        applicationsThisWeek
        revenueThisMonthCents
        alertsMailedThisWeek
      }
    }
  }
`);
import { graphqlQuery } from '../../../lib/query';

export const useAdminNumbers = () => useQuery(graphqlQuery(AdminNumbersQuery, {}));
