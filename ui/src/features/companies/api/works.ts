/** A company's « Réalisations » and cover photo (docs/company-works.md): mutations and uploads. */
import { graphql } from '../../../gql';
import { useGraphqlMutation } from '../../../lib/query';
import { uploadWithProgress } from '../../../lib/rest';

const UpdateCompanyWork = graphql(`
  mutation UpdateCompanyWork($id: ID!, $altText: String!, $caption: String) {
    updateCompanyWork(id: $id, altText: $altText, caption: $caption) {
      id
    }
  }
`);

const DeleteCompanyWork = graphql(`
  mutation DeleteCompanyWork($id: ID!) {
    deleteCompanyWork(id: $id) {
      id
    }
  }
`);

const MoveCompanyWork = graphql(`
  mutation MoveCompanyWork($id: ID!, $direction: BookDirection!) {
    moveCompanyWork(id: $id, direction: $direction) {
      id
    }
  }
`);

const RemoveCompanyCover = graphql(`
  mutation RemoveCompanyCover($companyId: ID!) {
    removeCompanyCover(companyId: $companyId)
  }
`);

export const useUpdateCompanyWork = () => useGraphqlMutation(UpdateCompanyWork, 'MyCompany');
export const useDeleteCompanyWork = () => useGraphqlMutation(DeleteCompanyWork, 'MyCompany');
/** Not invalidating: a drag moves a work several places, the list is read once at the end. */
export const useMoveCompanyWork = () => useGraphqlMutation(MoveCompanyWork);
export const useRemoveCompanyCover = () => useGraphqlMutation(RemoveCompanyCover, 'MyCompany');

/** `POST /api/upload/company-work`: decoded, oriented and re-encoded by the server (never kept). */
export function uploadCompanyWork(
  fields: { companyIRI: string; altText: string; caption: string; image: File },
  onProgress: (fraction: number) => void,
): Promise<{ id: string }> {
  return uploadWithProgress('/api/upload/company-work', fields, onProgress);
}

/** `POST /api/upload/company-cover`. */
export function uploadCompanyCover(
  fields: { companyIRI: string; image: File },
  onProgress: (fraction: number) => void,
): Promise<{ src: string }> {
  return uploadWithProgress('/api/upload/company-cover', fields, onProgress);
}
