import { graphql } from '../../gql';

/** Regions (Île-de-France first) and the first 100 departments (Paris first). */
export const PlaceReferenceQuery = graphql(`
  query PlaceReference {
    regions(first: 30) {
      edges {
        node {
          id
          _id
          name
        }
      }
    }
    departments(first: 100) {
      pageInfo {
        hasNextPage
        endCursor
      }
      edges {
        node {
          id
          _id
          name
          code
        }
      }
    }
  }
`);

/** The next departments (101 in all: fetched 100 at a time, spec section 9). */
export const PlaceDepartmentsQuery = graphql(`
  query PlaceDepartments($after: String) {
    departments(first: 100, after: $after) {
      pageInfo {
        hasNextPage
        endCursor
      }
      edges {
        node {
          id
          _id
          name
          code
        }
      }
    }
  }
`);

/** Towns and districts for the typed text, biggest first (10 suggestions). */
export const PlaceLocalitiesQuery = graphql(`
  query PlaceLocalities($search: String!) {
    localities(search: $search, first: 10) {
      edges {
        node {
          id
          _id
          name
          postalCode
          city {
            name
          }
        }
      }
    }
  }
`);

/** One locality, to label a place read from the URL. */
export const PlaceLocalityQuery = graphql(`
  query PlaceLocality($id: ID!) {
    locality(id: $id) {
      id
      _id
      name
      postalCode
      city {
        name
      }
    }
  }
`);
