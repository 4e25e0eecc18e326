import { useInfiniteQuery, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { graphql } from '../../../gql';

export const AdminCompaniesQuery = graphql(`
  query AdminCompanies($first: Int, $after: String, $search: String) {
    admin {
      companies(first: $first, after: $after, search: $search) {
        totalCount
        pageInfo {
          hasNextPage
          endCursor
        }
        edges {
          node {
            id
            name
            accountEmail
            emailConfirmed
            personalEmail
            offersCount
            ordersCount
            suspended
            createdAt
          }
        }
      }
    }
  }
`);

export const SetCompanySuspendedMutation = graphql(`
  mutation SetCompanySuspended($id: Int!, $suspended: Boolean!) {
    admin {
      setCompanySuspended(id: $id, suspended: $suspended) {
        id
        suspended
      }
    }
  }
`);
import { graphqlRequest } from '../../../lib/graphql';

export function useAdminCompanies(first: number, search: string) {
  return useInfiniteQuery({
    queryKey: ['AdminCompanies', search],
    queryFn: ({ pageParam }) => graphqlRequest(AdminCompaniesQuery, { first, after: pageParam, search: search || null }),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => (last.admin.companies.pageInfo.hasNextPage ? (last.admin.companies.pageInfo.endCursor ?? null) : null),
  });
}

/** Suspends or reinstates a company; `after` runs before the list is asked again. */
export function useSetCompanySuspended<T extends { id: number; suspend: boolean }>(after: (target: T) => void) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (target: T) => graphqlRequest(SetCompanySuspendedMutation, { id: target.id, suspended: target.suspend }),
    onSuccess: async (_, target) => {
      after(target);
      await client.invalidateQueries({ queryKey: ['AdminCompanies'] });
    },
  });
}

/** Companies whose SIRET the State's directory has not answered for yet (issue 54). */
export const PendingVerificationsQuery = graphql(`
  query PendingVerifications {
    admin {
      pendingVerifications {
        companyId
        companyName
        siretSpaced
        givenAt
        triedAt
        tries
        allowsPublishing
      }
    }
  }
`);

export function usePendingVerifications() {
  return useQuery({
    queryKey: ['PendingVerifications'],
    queryFn: () => graphqlRequest(PendingVerificationsQuery, {}),
  });
}
