import { graphql } from '../../../gql';

export const AuditLogQuery = graphql(`
  query AuditLog($first: Int, $after: String, $search: String, $subjectType: String, $subjectId: String) {
    admin {
      auditLog(first: $first, after: $after, search: $search, subjectType: $subjectType, subjectId: $subjectId) {
        totalCount
        pageInfo {
          hasNextPage
          endCursor
        }
        edges {
          node {
            id
            at
            actorEmail
            action
            subjectType
            subjectId
            before
            after
          }
        }
      }
    }
  }
`);
