import { useInfiniteQuery, useMutation, useQueryClient } from '@tanstack/react-query';
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
import { graphqlRequest } from '../../../lib/graphql';
import { graphqlMutation } from '../../../lib/query';

/** The contact messages, `first` a page; `handled` null for all. */
export function useContactMessages(first: number, handled: boolean | null) {
  return useInfiniteQuery({
    queryKey: ['ContactMessages', handled],
    queryFn: ({ pageParam }) => graphqlRequest(ContactMessagesQuery, { first, after: pageParam, handled }),
    initialPageParam: null as string | null,
    getNextPageParam: (last) =>
      last.admin.contactMessages.pageInfo.hasNextPage ? (last.admin.contactMessages.pageInfo.endCursor ?? null) : null,
  });
}

/** Asks the inbox again (after a message is handled or answered). */
export function useRefreshInbox() {
  const client = useQueryClient();
  return () => client.invalidateQueries({ queryKey: ['ContactMessages'] });
}

export function useMarkContactMessageHandled() {
  const refresh = useRefreshInbox();
  return useMutation({ mutationFn: (id: number) => graphqlRequest(MarkContactMessageHandledMutation, { id }), onSuccess: refresh });
}

export const useReplyToContactMessage = () => useMutation({ mutationFn: graphqlMutation(ReplyToContactMessageMutation) });
