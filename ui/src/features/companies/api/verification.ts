import { useMutation, useQueryClient } from '@tanstack/react-query';
import { graphql } from '../../../gql';
import { graphqlMutation } from '../../../lib/query';

/** What the dashboard shows of the company's SIRET and the State's directory's answer. */
export const CompanyVerificationFields = graphql(`
  fragment CompanyVerificationFields on CompanyVerification {
    siret
    siretSpaced
    status
    refusal
    legalName
    street
    postcode
    city
    naf
    size
    allowsPublishing
  }
`);

export const VerifyCompanySiretMutation = graphql(`
  mutation VerifyCompanySiret($input: VerifyCompanySiretInput!) {
    verifyCompanySiret(input: $input) {
      verification {
        ...CompanyVerificationFields
      }
    }
  }
`);

/** `verifyCompanySiret`: the directory is asked at once; the company (and its billing identity) reread after. */
export function useVerifyCompanySiret() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: graphqlMutation(VerifyCompanySiretMutation),
    onSettled: () => client.invalidateQueries(),
  });
}
