import { graphql } from '../../../gql';

export const ModerationQueueQuery = graphql(`
  query ModerationQueue($first: Int, $after: String) {
    admin {
      moderationQueue(first: $first, after: $after) {
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
      }
    }
  }
`);

export const RemoveOfferMutation = graphql(`
  mutation RemoveOffer($id: Int!, $reason: String!) {
    admin {
      removeOffer(id: $id, reason: $reason) {
        id
        title
        reason
        mailedTo
      }
    }
  }
`);
