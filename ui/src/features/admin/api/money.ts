import { graphql } from '../../../gql';

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
