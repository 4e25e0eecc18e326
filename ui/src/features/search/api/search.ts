import { graphql } from '../../../gql';

/** One page of the public search, with the counts of each filter option. */
export const SearchJobOffersQuery = graphql(`
  query SearchJobOffers(
    $search: String
    $job_contracts: [String!]
    $job_types: [String!]
    $job_salaries: [String!]
    $job_positions: [String!]
    $localization_list: [String!]
    $nb_items: Int!
    $start_cursor: String
    $radius: Int
    $exact: Boolean
    $min_pay: Int
    $sort: JobOfferSort
  ) {
    jobOffers(
      search: $search
      job_contracts: $job_contracts
      job_types: $job_types
      job_salaries: $job_salaries
      job_positions: $job_positions
      localization_list: $localization_list
      nb_items: $nb_items
      start_cursor: $start_cursor
      radius: $radius
      exact: $exact
      min_pay: $min_pay
      sort: $sort
    ) {
      totalCount
      keywords
      correctedSearch
      keywordPlaces {
        type
        _id
        name
      }
      pageInfo {
        hasNextPage
        endCursor
      }
      facets {
        jobContracts {
          id
          _id
          count
        }
        jobTypes {
          id
          _id
          count
        }
        jobSalaries {
          id
          _id
          count
        }
        jobPositions {
          id
          _id
          count
        }
        payFloors {
          floor
          count
        }
      }
      edges {
        cursor
        node {
          id
          _id
          slug
          title
          titleParts {
            text
            marked
          }
          descriptionPreview
          extract {
            text
            marked
          }
          distance
          jobOfferAd {
            urgent
          }
          jobContract {
            id
            name
          }
          jobSalary {
            id
            intervalLabel
          }
          pay {
            minCents
            maxCents
            period
            variable
          }
          localizedCompany {
            id
            logoPath
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
                postalCode
                city {
                  id
                  name
                }
              }
            }
          }
        }
      }
    }
  }
`);

/** The filter options of the sidebar: contracts, types, salaries and the first 100 positions. */
export const SearchFiltersQuery = graphql(`
  query SearchFilters {
    jobContracts {
      edges {
        node {
          id
          _id
          name
        }
      }
    }
    jobTypes {
      edges {
        node {
          id
          _id
          name
        }
      }
    }
    jobSalaries {
      edges {
        node {
          id
          _id
          intervalLabel
        }
      }
    }
    jobPositions(first: 100) {
      pageInfo {
        hasNextPage
        endCursor
      }
      edges {
        node {
          ...SearchPosition
        }
      }
    }
  }

  fragment SearchPosition on JobPosition {
    id
    _id
    name
    level
    parent {
      id
    }
    children {
      id
    }
  }
`);

/** The next positions (fetched 100 at a time, spec section 9). */
export const SearchPositionsQuery = graphql(`
  query SearchPositions($after: String) {
    jobPositions(first: 100, after: $after) {
      pageInfo {
        hasNextPage
        endCursor
      }
      edges {
        node {
          ...SearchPosition
        }
      }
    }
  }
`);

/** The offer of the share modal (`?jobOfferId=…&share=true`). */
export const SearchShareOfferQuery = graphql(`
  query SearchShareOffer($id: ID!) {
    jobOffer(id: $id) {
      id
      _id
      slug
      title
      localizedCompany {
        id
        company {
          id
          name
        }
      }
    }
  }
`);
