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
            flags {
              rule
              field
              sentence
              message
              law
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
