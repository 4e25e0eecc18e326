import { useInfiniteQuery, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { graphql } from '../../../gql';
import type { AdminOrderState, BannerDecision, NewPromoCodeInput, ReviewBannerMutation as Reviewed } from '../../../gql/graphql';
import { graphqlRequest } from '../../../lib/graphql';
import { graphqlMutation, graphqlQuery, useGraphqlMutation } from '../../../lib/query';

export const AdminPricingsQuery = graphql(`
  query AdminPricings {
    admin {
      pricings {
        id
        name
        price
        priceIncl
        jobOfferAdsAmount
        durationDays
        descriptionPoints
        displayGroup
        editedByStaffAt
      }
    }
  }
`);

export const UpdatePricingMutation = graphql(`
  mutation UpdatePricing($id: Int!, $price: String!, $points: [String!]!) {
    admin {
      updatePricing(id: $id, price: $price, descriptionPoints: $points) {
        id
        price
        priceIncl
        descriptionPoints
        editedByStaffAt
      }
    }
  }
`);

export const PromoCodesQuery = graphql(`
  query AdminPromoCodes($first: Int, $after: String) {
    admin {
      promoCodes(first: $first, after: $after) {
        totalCount
        pageInfo {
          hasNextPage
          endCursor
        }
        edges {
          node {
            id
            code
            percentOff
            amountOff
            validFrom
            validUntil
            maxUses
            maxUsesPerCompany
            pricingIds
            disabledAt
            uses
          }
        }
      }
    }
  }
`);

export const CreatePromoCodeMutation = graphql(`
  mutation CreatePromoCode($input: NewPromoCodeInput!) {
    admin {
      createPromoCode(input: $input) {
        id
        code
      }
    }
  }
`);

export const DisablePromoCodeMutation = graphql(`
  mutation DisablePromoCode($id: Int!) {
    admin {
      disablePromoCode(id: $id) {
        id
        disabledAt
      }
    }
  }
`);

export const AdminOrdersQuery = graphql(`
  query AdminOrders($first: Int, $after: String, $state: AdminOrderState, $search: String) {
    admin {
      orders(first: $first, after: $after, state: $state, search: $search) {
        totalCount
        pageInfo {
          hasNextPage
          endCursor
        }
        edges {
          node {
            id
            reference
            status
            statusLabel
            providerLabel
            companyName
            accountEmail
            productName
            amountExcl
            amountIncl
            createdAt
            paidAt
            invoiceReference
            invoiceUuid
            creditNoteReference
            creditNoteUuid
          }
        }
      }
    }
  }
`);

export const MarkOrderPaidMutation = graphql(`
  mutation MarkOrderPaid($reference: String!) {
    admin {
      markOrderPaid(reference: $reference) {
        reference
        statusLabel
        paidNow
      }
    }
  }
`);

export const IssueCreditNoteMutation = graphql(`
  mutation IssueCreditNote($invoiceReference: String!, $reason: CreditNoteReasonArg!) {
    admin {
      issueCreditNote(invoiceReference: $invoiceReference, reason: $reason) {
        reference
        invoiceReference
        issuedNow
      }
    }
  }
`);

export const PendingBannersQuery = graphql(`
  query AdminPendingBanners {
    admin {
      pendingBanners {
        id
        companyName
        productName
        orderReference
        imageUrl
        link
        alt
        days
        startOn
        runsFrom
        runsUntil
      }
    }
  }
`);

export const ReviewBannerMutation = graphql(`
  mutation ReviewBanner($id: Int!, $decision: BannerDecision!, $reason: String) {
    admin {
      reviewBanner(id: $id, decision: $decision, reason: $reason) {
        id
        review
      }
    }
  }
`);

export const useAdminPricings = () => useQuery(graphqlQuery(AdminPricingsQuery, {}));

export const useUpdatePricing = () => useGraphqlMutation(UpdatePricingMutation, 'AdminPricings');

export function useAdminPromoCodes(first: number) {
  return useInfiniteQuery({
    queryKey: ['AdminPromoCodes'],
    queryFn: ({ pageParam }) => graphqlRequest(PromoCodesQuery, { first, after: pageParam }),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => (last.admin.promoCodes.pageInfo.hasNextPage ? (last.admin.promoCodes.pageInfo.endCursor ?? null) : null),
  });
}

/** Creates a code; `after` runs as the list is asked again. */
export function useCreatePromoCode(after: () => void) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: NewPromoCodeInput) => graphqlRequest(CreatePromoCodeMutation, { input }),
    onSuccess: () => {
      after();
      void client.invalidateQueries({ queryKey: ['AdminPromoCodes'] });
    },
  });
}

export const useDisablePromoCode = () => useGraphqlMutation(DisablePromoCodeMutation, 'AdminPromoCodes');

/** The orders, `first` a page, of one state or all, searched by `search`. */
export function useAdminOrders(first: number, state: AdminOrderState | null, search: string) {
  return useInfiniteQuery({
    queryKey: ['AdminOrders', state, search],
    queryFn: ({ pageParam }) => graphqlRequest(AdminOrdersQuery, { first, after: pageParam, state, search: search || null }),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => (last.admin.orders.pageInfo.hasNextPage ? (last.admin.orders.pageInfo.endCursor ?? null) : null),
  });
}

/** Issues a credit note; the orders are asked again whatever the outcome. */
export function useIssueCreditNote() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: graphqlMutation(IssueCreditNoteMutation),
    onSettled: () => client.invalidateQueries({ queryKey: ['AdminOrders'] }),
  });
}

/** Marks a transfer's order paid; `after` runs as the orders are asked again, whatever the outcome. */
export function useMarkOrderPaid(after: () => void) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (reference: string) => graphqlRequest(MarkOrderPaidMutation, { reference }),
    onSettled: () => {
      after();
      return client.invalidateQueries({ queryKey: ['AdminOrders'] });
    },
  });
}

export const useAdminPendingBanners = () => useQuery(graphqlQuery(PendingBannersQuery, {}));

/** Approves or rejects a banner (with `reason` when not blank); `after` runs as the list is asked again. */
export function useReviewBanner(id: number, reason: string, after: (data: Reviewed) => void) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (decision: BannerDecision) => graphqlRequest(ReviewBannerMutation, { id, decision, reason: reason.trim() || null }),
    onSuccess: (data) => {
      after(data);
      void client.invalidateQueries({ queryKey: ['AdminPendingBanners'] });
    },
  });
}
