import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { graphql } from '../../../gql';
import { graphqlRequest } from '../../../lib/graphql';

export const PendingLabelsQuery = graphql(`
  query PendingCompanyLabels {
    admin {
      pendingCompanyLabels {
        id
        title
        expiresOn
        declaredAt
        companyName
        proofPath
      }
    }
  }
`);

export const DecideLabelMutation = graphql(`
  mutation DecideCompanyLabel($id: ID!, $approve: Boolean!, $reason: String) {
    admin {
      decideCompanyLabel(id: $id, approve: $approve, reason: $reason) {
        id
        status
      }
    }
  }
`);

export const usePendingLabels = () =>
  useQuery({ queryKey: ['PendingCompanyLabels'], queryFn: () => graphqlRequest(PendingLabelsQuery, {}) });

export function useDecideLabel(onDone: () => void) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (variables: { id: string; approve: boolean; reason: string | null }) => graphqlRequest(DecideLabelMutation, variables),
    onSuccess: () => {
      onDone();
      void client.invalidateQueries({ queryKey: ['PendingCompanyLabels'] });
    },
  });
}
