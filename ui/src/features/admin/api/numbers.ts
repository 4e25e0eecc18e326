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
