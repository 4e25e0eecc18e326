import { graphql } from '../../../gql';

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
