import { graphql } from '../../gql';
import { graphqlRequest } from '../../lib/graphql';

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

// The place select keeps what it read for the whole visit (usePlaceOptions), outside a query cache.

/** Regions and every department, page after page. */
export async function fetchPlaceReference() {
  const first = await graphqlRequest(PlaceReferenceQuery);
  const departments = first.departments.edges.map((edge) => edge.node);
  let page = first.departments.pageInfo;
  while (page.hasNextPage && page.endCursor) {
    const next = await graphqlRequest(PlaceDepartmentsQuery, { after: page.endCursor });
    departments.push(...next.departments.edges.map((edge) => edge.node));
    page = next.departments.pageInfo;
  }
  return { regions: first.regions.edges.map((edge) => edge.node), departments };
}

/** A town or district read from a URL; null when unknown. */
export const fetchPlaceLocality = async (id: string) => (await graphqlRequest(PlaceLocalityQuery, { id })).locality;

/** Towns and districts for the typed text. */
export const searchPlaceLocalities = async (search: string) => (await graphqlRequest(PlaceLocalitiesQuery, { search })).localities;
