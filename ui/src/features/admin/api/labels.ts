import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { graphql } from '../../../gql';
import { graphqlRequest } from '../../../lib/graphql';

export const AdminLabelFields = graphql(`
  fragment AdminLabelFields on CompanyLabel {
    id
    title
    expiresOn
    declaredAt
    companyName
    proofPath
  }
`);

export const PendingLabelsQuery = graphql(`
  query PendingCompanyLabels {
    admin {
      pendingCompanyLabels {
        ...AdminLabelFields
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

export const ApprovedLabelsQuery = graphql(`
  query ApprovedCompanyLabels {
    admin {
      approvedCompanyLabels {
        ...AdminLabelFields
      }
    }
  }
`);

export const RevokeLabelMutation = graphql(`
  mutation RevokeCompanyLabel($id: ID!, $reason: String) {
    admin {
      revokeCompanyLabel(id: $id, reason: $reason) {
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
      void client.invalidateQueries({ queryKey: ['ApprovedCompanyLabels'] });
    },
  });
}

export const useApprovedLabels = () =>
  useQuery({ queryKey: ['ApprovedCompanyLabels'], queryFn: () => graphqlRequest(ApprovedLabelsQuery, {}) });

export function useRevokeLabel(onDone: () => void) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (variables: { id: string; reason: string }) => graphqlRequest(RevokeLabelMutation, variables),
    onSuccess: () => {
      onDone();
      void client.invalidateQueries({ queryKey: ['ApprovedCompanyLabels'] });
    },
  });
}
