import { graphql } from '../../../gql';

/** The 8 newest public offers of the home page (spec section 9). */
export const HomeLatestJobOffersQuery = graphql(`
  query HomeLatestJobOffers {
    lastJobOffers(first: 8) {
      id
      _id
      slug
      title
      descriptionPreview
      jobOfferAd {
        urgent
      }
      jobContract {
        id
        name
      }
      localizedCompany {
        id
        company {
          id
          _id
          slug
          name
        }
        address {
          id
          locality {
            id
            name
          }
        }
      }
    }
  }
`);
