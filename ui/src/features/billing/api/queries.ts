import { graphql } from '../../../gql';

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
