import { queryOptions, type QueryClient } from '@tanstack/react-query';
import { graphql } from '../../../gql';
import type { SearchFiltersQuery as SearchFiltersResult, SearchJobOffersQuery as SearchJobOffersResult } from '../../../gql/graphql';
import { cancellableGraphqlRequest } from '../../../lib/graphql';
import { consumeInitialData, initialData } from '../../../lib/initialData';
import type { JobSearch } from '../../../lib/jobSearch';
import { firstScreenSeed, graphqlKey, graphqlQuery } from '../../../lib/query';
import { buildPositionTree, type PositionTree } from '../positions';
import type { ResultsPage } from '../results';
import { searchVariables } from '../variables';

/** One page of the public search, with the counts of each filter option. */
export const SearchJobOffersQuery = graphql(`
  query SearchJobOffers(
    $search: String
    $job_contracts: [String!]
    $job_types: [String!]
    $job_positions: [String!]
    $localization_list: [String!]
    $nb_items: Int!
    $start_cursor: String
    $radius: Int
    $exact: Boolean
    $min_pay: Int
    $labelled: Boolean
    $diplomas: [String!]
    $start: JobOfferStart
    $sort: JobOfferSort
  ) {
    jobOffers(
      search: $search
      job_contracts: $job_contracts
      job_types: $job_types
      job_positions: $job_positions
      localization_list: $localization_list
      nb_items: $nb_items
      start_cursor: $start_cursor
      radius: $radius
      exact: $exact
      min_pay: $min_pay
      labelled: $labelled
      diplomas: $diplomas
      start: $start
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
          craftLabels
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
          training {
            summary
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

/**
 * The filter options of the sidebar: contracts, types and the first 100 positions. Pay is the
 * floors of « Salaire » (`PAY_FLOORS`), not the offers' brackets (issue 58, item 7).
 */
export const SearchFiltersQuery = graphql(`
  query SearchFilters {
    diplomas {
      edges {
        node {
          id
          _id
          name
        }
      }
    }
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

type Connection = SearchJobOffersResult['jobOffers'];
export type SearchResultOffer = Connection['edges'][number]['node'];
export type SearchFacets = Connection['facets'];
export type KeywordPlace = Connection['keywordPlaces'][number];

/** What the server made of the search, beside the facet counts. */
export interface SearchSummary {
  facets: SearchFacets;
  /** The keywords searched (less the places read among them). */
  keywords: string;
  keywordPlaces: KeywordPlace[];
  correctedSearch: string | null;
}

export type SearchPage = ResultsPage<SearchResultOffer, SearchSummary>;

function toPage({ jobOffers }: SearchJobOffersResult): SearchPage {
  return {
    items: jobOffers.edges.map((edge) => edge.node),
    totalCount: jobOffers.totalCount,
    hasNextPage: jobOffers.pageInfo.hasNextPage,
    endCursor: jobOffers.pageInfo.endCursor,
    facets: {
      facets: jobOffers.facets,
      // Answers without them (older servers, test doubles) read as "nothing read".
      keywords: jobOffers.keywords ?? '',
      keywordPlaces: jobOffers.keywordPlaces ?? [],
      correctedSearch: jobOffers.correctedSearch ?? null,
    },
  };
}

/** One page of `search`, after `cursor` (null: the first), through the query cache. */
export async function fetchSearchPage(client: QueryClient, search: JobSearch, cursor: string | null): Promise<SearchPage> {
  return toPage(await client.fetchQuery(graphqlQuery(SearchJobOffersQuery, searchVariables(search, cursor))));
}

/** The first page of `search` the server wrote into the HTML (issue 22), if it is this search's. */
export function serverSearchPage(search: JobSearch): SearchPage | null {
  const data = initialData<SearchJobOffersResult>(SearchJobOffersQuery.toString(), searchVariables(search));
  return data ? toPage(data) : null;
}

/** The server's answer serves once: a later visit of the page asks for fresh results. */
export function forgetServerSearchPage(search: JobSearch) {
  consumeInitialData(SearchJobOffersQuery.toString(), searchVariables(search));
}

export interface FilterOption {
  id: number;
  label: string;
}

export interface SearchFilters {
  /** « Diplôme préparé » of training offers. */
  diplomas: FilterOption[];
  contracts: FilterOption[];
  types: FilterOption[];
  positions: PositionTree;
}

/** Every position, read 100 at a time after the first answer's. */
async function allFilters(signal: AbortSignal): Promise<SearchFiltersResult> {
  const data = await cancellableGraphqlRequest(SearchFiltersQuery, {}, signal);
  const edges = [...data.jobPositions.edges];
  let page = data.jobPositions.pageInfo;
  while (page.hasNextPage && page.endCursor) {
    const next = await cancellableGraphqlRequest(SearchPositionsQuery, { after: page.endCursor }, signal);
    edges.push(...next.jobPositions.edges);
    page = next.jobPositions.pageInfo;
  }
  return { ...data, jobPositions: { pageInfo: page, edges } };
}

function toFilters(data: SearchFiltersResult): SearchFilters {
  return {
    diplomas: (data.diplomas?.edges ?? []).map(({ node }) => ({ id: node._id, label: node.name })),
    contracts: data.jobContracts.edges.map(({ node }) => ({ id: node._id, label: node.name })),
    types: data.jobTypes.edges.map(({ node }) => ({ id: node._id, label: node.name })),
    positions: buildPositionTree(data.jobPositions.edges.map((edge) => edge.node)),
  };
}

/**
 * The sidebar's options, every position included; the server's answer in the HTML serves when
 * it is complete (one page of positions).
 */
export const searchFiltersQuery = () =>
  queryOptions({
    queryKey: graphqlKey(SearchFiltersQuery, {}),
    queryFn: ({ signal }) => allFilters(signal),
    ...firstScreenSeed(SearchFiltersQuery, {}, (data) => !data.jobPositions.pageInfo.hasNextPage),
    select: toFilters,
  });

/** The offer of the share modal. */
export const searchShareOfferQuery = (id: string) => graphqlQuery(SearchShareOfferQuery, { id });
