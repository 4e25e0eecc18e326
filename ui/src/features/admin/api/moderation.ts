import { useInfiniteQuery, useMutation, useQueryClient } from '@tanstack/react-query';
import { graphql } from '../../../gql';

export const ModerationQueueQuery = graphql(`
  query ModerationQueue($first: Int, $after: String, $flaggedOnly: Boolean) {
    admin {
      moderationQueue(first: $first, after: $after, flaggedOnly: $flaggedOnly) {
        totalCount
        pageInfo {
          hasNextPage
          endCursor
        }
        edges {
          node {
            id
            title
            companyName
            companySuspended
            place
            publishedAt
            path
            held
            flags {
              rule
              label
              field
              sentence
              law
              blocking
            }
          }
        }
      }
      removalReasons {
        code
        label
        needsNote
      }
    }
  }
`);

export const RemoveOfferMutation = graphql(`
  mutation RemoveOffer($id: Int!, $reason: String!, $note: String) {
    admin {
      removeOffer(id: $id, reason: $reason, note: $note) {
        id
        title
        reason
        mailedTo
      }
    }
  }
`);
import { graphqlRequest } from '../../../lib/graphql';
import type { ApproveOfferMutation as Approved, RemoveOfferMutation as Removed } from '../../../gql/graphql';

/** Approves an offer held for a review (published over the checker's warnings): it goes public. */
export const ApproveOfferMutation = graphql(`
  mutation ApproveOffer($id: Int!) {
    admin {
      approveOffer(id: $id) {
        id
        title
      }
    }
  }
`);

/** The offers to review, `first` a page, the flagged ones only or all. */
export function useModerationQueue(first: number, flaggedOnly: boolean) {
  return useInfiniteQuery({
    queryKey: ['ModerationQueue', flaggedOnly],
    queryFn: ({ pageParam }) => graphqlRequest(ModerationQueueQuery, { first, after: pageParam, flaggedOnly }),
    initialPageParam: null as string | null,
    getNextPageParam: (last) =>
      last.admin.moderationQueue.pageInfo.hasNextPage ? (last.admin.moderationQueue.pageInfo.endCursor ?? null) : null,
  });
}

/** Removes an offer; `after` runs before the queue is asked again. */
export function useRemoveOffer(after: (data: Removed) => void) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (variables: { id: number; reason: string; note?: string }) => graphqlRequest(RemoveOfferMutation, variables),
    onSuccess: async (data) => {
      after(data);
      await client.invalidateQueries({ queryKey: ['ModerationQueue'] });
    },
  });
}

/** Approves a held offer; `after` runs before the queue is asked again. */
export function useApproveOffer(after: (data: Approved) => void) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => graphqlRequest(ApproveOfferMutation, { id }),
    onSuccess: async (data) => {
      after(data);
      await client.invalidateQueries({ queryKey: ['ModerationQueue'] });
    },
  });
}
