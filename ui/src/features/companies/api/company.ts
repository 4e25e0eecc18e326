import { useMutation, useQuery } from '@tanstack/react-query';
import { graphql } from '../../../gql';
import { graphqlMutation, graphqlQuery } from '../../../lib/query';
import { uploadWithProgress } from '../../../lib/rest';

/** `/dashboard/company`: the recruiter's company and the job position tree of the form. */
export const MyCompanyQuery = graphql(`
  query MyCompany {
    companies(getOnlyMine: 1) {
      edges {
        node {
          ...CompanyFields
        }
      }
    }
    jobPositions(first: 100) {
      edges {
        node {
          id
          name
          level
          parent {
            id
          }
        }
      }
    }
  }
`);

export const CompanyFieldsFragment = graphql(`
  fragment CompanyFields on Company {
    id
    name
    presentation
    billingAddress
    phoneNumber
    logoName
    logoPath
    email
    contactName
    contactJobTitle
    notificationFrequency
    readTracking
    tagWords
    jobPositions {
      id
      name
    }
    website
    sizeBand
    verification {
      ...CompanyVerificationFields
    }
    cover {
      width
      height
      src
      srcsetWebp
      srcsetJpeg
    }
    works {
      id
      altText
      caption
      width
      height
      src
      srcsetWebp
      srcsetJpeg
    }
  }
`);

export const UpdateMyCompanyMutation = graphql(`
  mutation UpdateMyCompany($input: UpdateMyCompanyInput!) {
    updateMyCompany(input: $input) {
      company {
        ...CompanyFields
      }
      clientMutationId
    }
  }
`);

/** `POST /api/upload/company-logo` (`companyIRI` and file field `logo`). */
export function uploadLogo(
  companyIri: string,
  file: File,
  onProgress: (fraction: number) => void,
): Promise<{ logoName: string; logoPath: string }> {
  return uploadWithProgress('/api/upload/company-logo', { companyIRI: companyIri, logo: file }, onProgress);
}

/** `/dashboard/company`: the recruiter's company and the positions to choose from. */
export const useMyCompany = () => useQuery(graphqlQuery(MyCompanyQuery, {}));

export const useUpdateMyCompany = () => useMutation({ mutationFn: graphqlMutation(UpdateMyCompanyMutation) });
