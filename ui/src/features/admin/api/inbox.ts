import { graphql } from '../../../gql';

export const ContactMessagesQuery = graphql(`
  query ContactMessages($first: Int, $after: String, $handled: Boolean) {
    admin {
      contactMessages(first: $first, after: $after, handled: $handled) {
        totalCount
        pageInfo {
          hasNextPage
          endCursor
        }
        edges {
          node {
            ...InboxMessageFields
          }
        }
      }
    }
  }
`);

export const InboxMessageFields = graphql(`
  fragment InboxMessageFields on InboxMessage {
    id
    createdAt
    subjectLabel
    email
    message
    handledAt
    replies {
      id
      createdAt
      authorEmail
      body
    }
  }
`);

export const MarkContactMessageHandledMutation = graphql(`
  mutation MarkContactMessageHandled($id: Int!) {
    admin {
      markContactMessageHandled(id: $id) {
        id
        handledAt
      }
    }
  }
`);

export const ReplyToContactMessageMutation = graphql(`
  mutation ReplyToContactMessage($id: Int!, $body: String!, $requestKey: String!) {
    admin {
      replyToContactMessage(id: $id, body: $body, requestKey: $requestKey) {
        id
        handledAt
      }
    }
  }
`);
