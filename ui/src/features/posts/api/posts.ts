import { useQuery } from '@tanstack/react-query';
import { graphql } from '../../../gql';
import type { PostsPageQuery as PostsPageResult } from '../../../gql/graphql';
import { consumeInitialData, initialData } from '../../../lib/initialData';
import { graphqlQuery } from '../../../lib/query';
import shared from '../../../lib/sharedConstants.json';

/** From `sharedConstants.json`: the server's first screen of `/tendance-rh` asks the same page. */
export const POSTS_PER_PAGE: number = shared.postsPageSize;

export type ListedPost = PostsPageResult['posts']['edges'][number]['node'];

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

const pageVariables = (cursor: string | null) => ({ nb_items: POSTS_PER_PAGE, start_cursor: cursor });

/** One page of the posts list after `cursor` (null: the first). */
export const postsPageQuery = (cursor: string | null) => graphqlQuery(PostsPageQuery, pageVariables(cursor));

/** The first page the server wrote into the HTML (issue 22), if any. */
export const serverPostsPage = () => initialData<PostsPageResult>(PostsPageQuery.toString(), pageVariables(null))?.posts ?? null;

/** The server's answer serves once: a later visit of the page asks for fresh posts. */
export const forgetServerPostsPage = () => consumeInitialData(PostsPageQuery.toString(), pageVariables(null));
