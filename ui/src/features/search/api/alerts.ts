import { graphql } from '../../../gql';
import { graphqlMutation, graphqlQuery } from '../../../lib/query';

/** The candidate's alerts, to tell whether the current search is one (the switch's state). */
export const SearchAlertsQuery = graphql(`
  query SearchAlerts {
    jobOfferAlerts {
      edges {
        node {
          id
          enabled
          recurrence
          searchQuery
        }
      }
    }
  }
`);

/** Saves the current search as an alert (the same search again: the same alert, switched on). */
export const SaveSearchAlertMutation = graphql(`
  mutation SaveSearchAlert($input: CreateJobOfferAlertInput!) {
    createJobOfferAlert(input: $input) {
      jobOfferAlert {
        id
        enabled
        recurrence
        searchQuery
      }
    }
  }
`);

/** Switches the current search's alert off. */
export const SwitchSearchAlertMutation = graphql(`
  mutation SwitchSearchAlert($input: UpdateJobOfferAlertInput!) {
    updateJobOfferAlert(input: $input) {
      jobOfferAlert {
        id
        enabled
        recurrence
        searchQuery
      }
    }
  }
`);

/** The candidate's alerts (20 at most), as the switch compares them with the search. */
export const searchAlertsQuery = () => graphqlQuery(SearchAlertsQuery, {});

export const saveSearchAlert = graphqlMutation(SaveSearchAlertMutation);
export const switchSearchAlert = graphqlMutation(SwitchSearchAlertMutation);
