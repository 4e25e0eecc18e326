import { graphql } from '../../gql';
import { graphqlRequest } from '../../lib/graphql';

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

// The favourites are a store of their own (favoritesStore.ts: every heart of the page reads it).

/** One page of the candidate's favourites, after a cursor. */
export const fetchFavorites = async (after: string | null) => (await graphqlRequest(FavoritesQuery, { after })).favorites;

export const createFavorite = async (jobOffer: string, candidate: string) =>
  (await graphqlRequest(CreateFavoriteMutation, { input: { jobOffer, candidate } })).createFavorite.favorite;

export const deleteFavorite = (id: string) => graphqlRequest(DeleteFavoriteMutation, { input: { id } });
