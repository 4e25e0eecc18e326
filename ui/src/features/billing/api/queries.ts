import { useQuery } from '@tanstack/react-query';
import { graphql } from '../../../gql';
import { graphqlQuery } from '../../../lib/query';
import type { BoostableOffer } from '../components/OfferPicker';

/** What the payment page needs to name the product: the pricings. */
export const PaymentPricingsQuery = graphql(`
  query PaymentPricings {
    pricings(first: 30) {
      edges {
        node {
          _id
          uuid
          name
          price
          jobOfferAdsAmount
          isPack
          displayGroup
        }
      }
    }
  }
`);

/** The company's offers, to choose the one to boost (published ones are kept). */
export const BoostableOffersQuery = graphql(`
  query BoostableOffers {
    jobOffers(get_only_mine: 1, nb_items: 50) {
      edges {
        node {
          _id
          title
          status
        }
      }
    }
  }
`);

/** /dashboard/status: the wallet and the offers running Urgent. */
export const WalletStatusQuery = graphql(`
  query WalletStatus {
    wallets {
      edges {
        node {
          id
          jobOfferAdsConsumed
          jobOfferAdsRemaining
        }
      }
    }
    myUrgentOffers {
      jobOfferId
      title
      slug
      urgentUntil
    }
  }
`);

/** /dashboard/billing: every order and its invoice. */
export const MyOrdersQuery = graphql(`
  query MyOrders {
    myOrders(first: 100) {
      totalCount
      edges {
        node {
          id
          uuid
          reference
          createdAt
          productName
          priceIncl
          status
          statusLabel
          paymentMethod
          invoice {
            uuid
            reference
            createdAtToString
          }
          transferDetails {
            holder
            bank
            iban
            bic
            reference
            amount
          }
        }
      }
    }
  }
`);

/** Published status (spec section 4). */
const PUBLISHED = 2;

export function usePricings() {
  return useQuery({
    ...graphqlQuery(PaymentPricingsQuery, {}),
    select: (data) => (data.pricings.edges ?? []).flatMap((edge) => (edge?.node ? [edge.node] : [])),
  });
}

/** The company's published offers, which the Urgent option can boost. */
export function useBoostableOffers(enabled = true) {
  return useQuery({
    ...graphqlQuery(BoostableOffersQuery, {}),
    enabled,
    select: (data): BoostableOffer[] =>
      (data.jobOffers.edges ?? []).flatMap((edge) =>
        edge?.node && edge.node.status === PUBLISHED ? [{ id: edge.node._id, title: edge.node.title }] : [],
      ),
  });
}

/** `/dashboard/status`: the credits and the Urgent options left. */
export const useWalletStatus = () => useQuery(graphqlQuery(WalletStatusQuery, {}));

/** The company's orders and their invoices. */
export const useMyOrders = () => useQuery(graphqlQuery(MyOrdersQuery, {}));
