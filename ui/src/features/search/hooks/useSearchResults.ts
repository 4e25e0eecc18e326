/** The results of the search in the URL, through one `SearchResults` loader per page visit. */
import { useEffect, useState, useSyncExternalStore } from 'react';
import type { SearchJobOffersQuery } from '../../../gql/graphql';
import { graphqlRequest } from '../../../lib/graphql';
import type { JobSearch } from '../../../lib/jobSearch';
import { SearchJobOffersQuery as Query } from '../api/search';
import { SearchResults, type ResultsPage } from '../results';
import { searchVariables } from '../variables';

type Connection = SearchJobOffersQuery['jobOffers'];
export type SearchResultOffer = Connection['edges'][number]['node'];
export type SearchFacets = Connection['facets'];

async function fetchPage(key: string, cursor: string | null): Promise<ResultsPage<SearchResultOffer, SearchFacets>> {
  const search = JSON.parse(key) as JobSearch;
  const { jobOffers } = await graphqlRequest(Query, searchVariables(search, cursor));
  return {
    items: jobOffers.edges.map((edge) => edge.node),
    totalCount: jobOffers.totalCount,
    hasNextPage: jobOffers.pageInfo.hasNextPage,
    endCursor: jobOffers.pageInfo.endCursor,
    facets: jobOffers.facets,
  };
}

export function useSearchResults(search: JobSearch) {
  const [loader] = useState(() => new SearchResults<SearchResultOffer, SearchFacets>(fetchPage));
  const state = useSyncExternalStore(loader.subscribe, loader.getState, loader.getState);
  const key = JSON.stringify(search);
  useEffect(() => {
    loader.search(key);
  }, [loader, key]);
  return { ...state, loadMore: () => loader.loadMore(), retry: () => loader.retry() };
}
