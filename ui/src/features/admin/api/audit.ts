import { useInfiniteQuery } from '@tanstack/react-query';
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
            actionLabel
            subjectType
            subjectId
            changes {
              label
              before
              after
            }
          }
        }
      }
    }
  }
`);
import { graphqlRequest } from '../../../lib/graphql';

/** The audit log, newest first, `first` a page, searched by `search`. */
export function useAuditLog(first: number, search: string) {
  return useInfiniteQuery({
    queryKey: ['AuditLog', search],
    queryFn: ({ pageParam }) => graphqlRequest(AuditLogQuery, { first, after: pageParam, search: search || null }),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => (last.admin.auditLog.pageInfo.hasNextPage ? (last.admin.auditLog.pageInfo.endCursor ?? null) : null),
  });
}
