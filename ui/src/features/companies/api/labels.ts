import { useQuery } from '@tanstack/react-query';
import { graphql } from '../../../gql';
import { graphqlQuery, useGraphqlMutation } from '../../../lib/query';
import { uploadWithProgress } from '../../../lib/rest';

/** The company's craft labels, whatever their status (docs/labels.md). */
export const MyCompanyLabelsQuery = graphql(`
  query MyCompanyLabels {
    myCompanyLabels {
      id
      kind
      title
      expiresOn
      status
      refusalReason
      proofPath
    }
  }
`);

export const useMyCompanyLabels = () => useQuery(graphqlQuery(MyCompanyLabelsQuery, {}));

export const WithdrawCompanyLabelMutation = graphql(`
  mutation WithdrawCompanyLabel($id: ID!) {
    withdrawCompanyLabel(id: $id)
  }
`);

/** Withdraws one of the company's labels (its badge leaves every page); the list is asked again. */
export const useWithdrawLabel = () => useGraphqlMutation(WithdrawCompanyLabelMutation, 'MyCompanyLabels');

export interface LabelDeclaration {
  kind: 'EPV' | 'MOF' | 'MAITRE_ART';
  holderName: string;
  /** YYYY-MM-DD, for an EPV. */
  expiresOn: string;
  proof: File;
}

/** `POST /api/upload/company-label`: the declaration and its proof (a PDF). */
export function declareLabel(declaration: LabelDeclaration, onProgress: (fraction: number) => void) {
  return uploadWithProgress<{ id: string; status: string; title: string }>('/api/upload/company-label', { ...declaration }, onProgress);
}
