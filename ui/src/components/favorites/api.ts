import { graphql } from '../../gql';

/** What a favourite shows: `company name - locality : title`, linking to the offer. */
export const FavoriteFieldsFragment = graphql(`
  fragment FavoriteFields on Favorite {
    id
    _id
    createdAt
    jobOffer {
      id
      _id
      slug
      title
      expired
      localizedCompany {
        id
        company {
          id
          name
        }
        address {
          locality {
            id
            name
          }
        }
      }
    }
  }
`);

/** The candidate's favourites, newest first: 100 at a time (one request lights every heart). */
export const FavoritesQuery = graphql(`
  query Favorites($after: String) {
    favorites(first: 100, after: $after) {
      totalCount
      pageInfo {
        hasNextPage
        endCursor
      }
      edges {
        node {
          ...FavoriteFields
        }
      }
    }
  }
`);

/** Idempotent: adding an offer again answers the existing favourite. */
export const CreateFavoriteMutation = graphql(`
  mutation CreateFavorite($input: CreateFavoriteInput!) {
    createFavorite(input: $input) {
      favorite {
        ...FavoriteFields
      }
      clientMutationId
    }
  }
`);

export const DeleteFavoriteMutation = graphql(`
  mutation DeleteFavorite($input: DeleteFavoriteInput!) {
    deleteFavorite(input: $input) {
      id
      clientMutationId
    }
  }
`);
