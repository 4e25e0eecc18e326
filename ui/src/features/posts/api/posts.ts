import { useQuery } from '@tanstack/react-query';
import { graphql } from '../../../gql';
import { graphqlQuery } from '../../../lib/query';

/** One page of posts (10 by default, spec section 9), after a cursor. */
export const PostsPageQuery = graphql(`
  query PostsPage($nb_items: Int, $start_cursor: String) {
    posts(first: $nb_items, after: $start_cursor) {
      totalCount
      pageInfo {
        endCursor
        hasNextPage
      }
      edges {
        cursor
        node {
          id
          _id
          slug
          title
          intro
          featuredImagePath
          publishedAt
        }
      }
    }
  }
`);

/** One post by IRI or id; null when unknown or not yet published. */
export const PostQuery = graphql(`
  query Post($id: ID!) {
    post(id: $id) {
      id
      _id
      slug
      title
      subtitle
      intro
      content
      featuredImagePath
      publishedAt
    }
  }
`);

/** A post's page; on its first screen, the server's answer. */
export const usePost = (id: string) => useQuery(graphqlQuery(PostQuery, { id }));
