import { graphql } from '../../gql';

/**
 * What an offer's card shows (`OfferCards`): the home page's latest and a landing page's ask
 * this one fragment, and the server's first screens read the same fields.
 */
export const OfferCardFieldsFragment = graphql(`
  fragment OfferCardFields on JobOffer {
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
`);
