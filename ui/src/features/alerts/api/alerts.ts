import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { graphql } from '../../../gql';
import { graphqlRequest } from '../../../lib/graphql';
import { notify, reportError } from '../../../lib/notifications';
import { graphqlQuery } from '../../../lib/query';
import { ALERTS_MESSAGES as M } from '../messages';

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

export const useMyAlerts = () => useQuery(graphqlQuery(MyAlertsQuery, {}));

/** Switches an alert on or off, or changes its recurrence; the list is asked again. */
export function useUpdateAlert() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: { id: string; enabled: boolean; recurrence: string }) => graphqlRequest(UpdateAlertMutation, { input }),
    onSuccess: () => {
      notify({ severity: 'success', message: M.saved });
      return client.invalidateQueries({ queryKey: ['MyAlerts'] });
    },
    onError: reportError,
  });
}

export function useDeleteAlert() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => graphqlRequest(DeleteAlertMutation, { input: { id } }),
    onSuccess: () => {
      notify({ severity: 'success', message: M.deleted });
      return client.invalidateQueries({ queryKey: ['MyAlerts'] });
    },
    onError: reportError,
  });
}
