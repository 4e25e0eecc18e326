import { useQuery } from '@tanstack/react-query';
import { graphql } from '../../../gql';
import { graphqlQuery } from '../../../lib/query';

/**
 * A public book (`/book/:slug`, issue 52 item 4): the server writes its first screen from this
 * very query (ui/vite.config.ts, src/pages/first_screen/book.rs); null when no book is public
 * at that address.
 */
export const PublicBookQuery = graphql(`
  query PublicBook($slug: String!) {
    publicBook(slug: $slug) {
      slug
      name
      pdfPath
      projects {
        ...BookProjectFields
      }
    }
  }
`);

export const usePublicBook = (slug: string) => useQuery(graphqlQuery(PublicBookQuery, { slug }));
