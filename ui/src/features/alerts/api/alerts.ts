import { graphql } from '../../../gql';

/** The candidate's alerts, newest first (20 at most): what `/dashboard/alerts` lists. */
export const MyAlertsQuery = graphql(`
  query MyAlerts {
    jobOfferAlerts {
      totalCount
      edges {
        node {
          id
          _id
          enabled
          recurrence
          summary
          searchQuery
        }
      }
    }
  }
`);

export const UpdateAlertMutation = graphql(`
  mutation UpdateAlert($input: UpdateJobOfferAlertInput!) {
    updateJobOfferAlert(input: $input) {
      jobOfferAlert {
        id
        enabled
        recurrence
      }
    }
  }
`);

export const DeleteAlertMutation = graphql(`
  mutation DeleteAlert($input: DeleteJobOfferAlertInput!) {
    deleteJobOfferAlert(input: $input) {
      id
    }
  }
`);
