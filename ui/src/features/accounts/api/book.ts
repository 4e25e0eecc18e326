/** The candidate's book (« Mon book », docs/book.md): its GraphQL documents and uploads. */
import { useQuery } from '@tanstack/react-query';
import { graphql } from '../../../gql';
import { graphqlQuery, useGraphqlMutation } from '../../../lib/query';
import { uploadWithProgress } from '../../../lib/rest';

/** A project as her book and its public page show it: its texts and its images' renditions. */
export const BookProjectFields = graphql(`
  fragment BookProjectFields on BookProject {
    id
    title
    year
    role
    techniques
    place
    description
    images {
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

export const MyBookQuery = graphql(`
  query MyBook {
    myBook {
      pdfPath
      isPublic
      publicSlug
      publicIndexed
      suggestedSlug
      imageCount
      storedBytes
      projects {
        ...BookProjectFields
      }
    }
  }
`);

const CreateBookProject = graphql(`
  mutation CreateBookProject($input: BookProjectInput!) {
    createBookProject(input: $input) {
      imageCount
    }
  }
`);

const UpdateBookProject = graphql(`
  mutation UpdateBookProject($id: ID!, $input: BookProjectInput!) {
    updateBookProject(id: $id, input: $input) {
      imageCount
    }
  }
`);

const DeleteBookProject = graphql(`
  mutation DeleteBookProject($id: ID!) {
    deleteBookProject(id: $id) {
      imageCount
    }
  }
`);

const MoveBookProject = graphql(`
  mutation MoveBookProject($id: ID!, $direction: BookDirection!) {
    moveBookProject(id: $id, direction: $direction) {
      imageCount
    }
  }
`);

const UpdateBookImage = graphql(`
  mutation UpdateBookImage($id: ID!, $altText: String!, $caption: String) {
    updateBookImage(id: $id, altText: $altText, caption: $caption) {
      imageCount
    }
  }
`);

const DeleteBookImage = graphql(`
  mutation DeleteBookImage($id: ID!) {
    deleteBookImage(id: $id) {
      imageCount
    }
  }
`);

const MoveBookImage = graphql(`
  mutation MoveBookImage($id: ID!, $direction: BookDirection!) {
    moveBookImage(id: $id, direction: $direction) {
      imageCount
    }
  }
`);

const PublishBook = graphql(`
  mutation PublishBook($slug: String!, $indexed: Boolean!) {
    publishBook(slug: $slug, indexed: $indexed) {
      isPublic
      publicSlug
      publicIndexed
    }
  }
`);

const UnpublishBook = graphql(`
  mutation UnpublishBook {
    unpublishBook {
      isPublic
    }
  }
`);

export const useMyBook = () => useQuery(graphqlQuery(MyBookQuery, {}));
export const useCreateBookProject = () => useGraphqlMutation(CreateBookProject, 'MyBook');
export const useUpdateBookProject = () => useGraphqlMutation(UpdateBookProject, 'MyBook');
export const useDeleteBookProject = () => useGraphqlMutation(DeleteBookProject, 'MyBook');
export const useMoveBookProject = () => useGraphqlMutation(MoveBookProject, 'MyBook');
export const useUpdateBookImage = () => useGraphqlMutation(UpdateBookImage, 'MyBook');
export const useDeleteBookImage = () => useGraphqlMutation(DeleteBookImage, 'MyBook');
export const useMoveBookImage = () => useGraphqlMutation(MoveBookImage, 'MyBook');
export const usePublishBook = () => useGraphqlMutation(PublishBook, 'MyBook');
export const useUnpublishBook = () => useGraphqlMutation(UnpublishBook, 'MyBook');

/** `POST /api/upload/book-image`: the server decodes, orients and re-encodes it (never kept). */
export function uploadBookImage(
  fields: { project: string; altText: string; caption: string; image: File },
  onProgress: (fraction: number) => void,
): Promise<{ id: string }> {
  return uploadWithProgress('/api/upload/book-image', fields, onProgress);
}

/** `POST /api/upload/book-pdf` (file field `pdf`). */
export function uploadBookPdf(file: File, onProgress: (fraction: number) => void): Promise<{ pdfPath: string }> {
  return uploadWithProgress('/api/upload/book-pdf', { pdf: file }, onProgress);
}
