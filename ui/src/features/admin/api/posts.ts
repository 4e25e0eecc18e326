import { useInfiniteQuery, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { graphql } from '../../../gql';
import type { AdminPostFieldsFragment as AdminPost, AdminPostInput } from '../../../gql/graphql';
import { graphqlRequest } from '../../../lib/graphql';

export const AdminPostsQuery = graphql(`
  query AdminPosts($first: Int, $after: String) {
    admin {
      posts(first: $first, after: $after) {
        totalCount
        pageInfo {
          hasNextPage
          endCursor
        }
        edges {
          node {
            id
            title
            slug
            state
            publishedAt
          }
        }
      }
    }
  }
`);

export const AdminPostQuery = graphql(`
  query AdminPost($id: Int!) {
    admin {
      post(id: $id) {
        ...AdminPostFields
      }
    }
  }
`);

export const AdminPostFieldsFragment = graphql(`
  fragment AdminPostFields on AdminPost {
    id
    title
    subtitle
    intro
    content
    slug
    featuredImagePath
    publishedAt
    state
  }
`);

export const CreatePostMutation = graphql(`
  mutation CreatePost($input: AdminPostInput!) {
    admin {
      createPost(input: $input) {
        ...AdminPostFields
      }
    }
  }
`);

export const UpdatePostMutation = graphql(`
  mutation UpdatePost($id: Int!, $input: AdminPostInput!) {
    admin {
      updatePost(id: $id, input: $input) {
        ...AdminPostFields
      }
    }
  }
`);

export const PublishPostMutation = graphql(`
  mutation PublishPost($id: Int!, $at: DateTime) {
    admin {
      publishPost(id: $id, at: $at) {
        ...AdminPostFields
      }
    }
  }
`);

export const UnpublishPostMutation = graphql(`
  mutation UnpublishPost($id: Int!) {
    admin {
      unpublishPost(id: $id) {
        ...AdminPostFields
      }
    }
  }
`);

export function useAdminPosts(first: number) {
  return useInfiniteQuery({
    queryKey: ['AdminPosts'],
    queryFn: ({ pageParam }) => graphqlRequest(AdminPostsQuery, { first, after: pageParam }),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => (last.admin.posts.pageInfo.hasNextPage ? (last.admin.posts.pageInfo.endCursor ?? null) : null),
  });
}

/** One post of the back-office; not asked while `id` is not a number. */
export function useAdminPost(id: number) {
  return useQuery({
    queryKey: ['AdminPost', id],
    queryFn: () => graphqlRequest(AdminPostQuery, { id }),
    enabled: Number.isInteger(id),
  });
}

/** Asks the list of posts again (after one is saved, published or unpublished). */
export function useRefreshAdminPosts() {
  const client = useQueryClient();
  return () => void client.invalidateQueries({ queryKey: ['AdminPosts'] });
}

/** What the editor does once a change of its post succeeded or failed. */
interface PostHandlers {
  onSuccess: (post: AdminPost) => void;
  onError: (error: Error) => void;
}

/** Saves a post: creates it without `id`, else updates it. */
export function useSavePost(handlers: PostHandlers) {
  return useMutation({
    mutationFn: async ({ id, input }: { id: number | null; input: AdminPostInput }) => {
      if (id !== null) return (await graphqlRequest(UpdatePostMutation, { id, input })).admin.updatePost;
      return (await graphqlRequest(CreatePostMutation, { input })).admin.createPost;
    },
    ...handlers,
  });
}

/** Publishes a post now (`at` null) or at `at`. */
export function usePublishPost(handlers: PostHandlers) {
  return useMutation({
    mutationFn: async ({ id, at }: { id: number; at: string | null }) =>
      (await graphqlRequest(PublishPostMutation, { id, at })).admin.publishPost,
    ...handlers,
  });
}

export function useUnpublishPost(handlers: PostHandlers) {
  return useMutation({
    mutationFn: async (id: number) => (await graphqlRequest(UnpublishPostMutation, { id })).admin.unpublishPost,
    ...handlers,
  });
}
