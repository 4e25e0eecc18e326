/** The results of the search in the URL, through one `SearchResults` loader per page visit. */
import { useEffect, useState, useSyncExternalStore } from 'react';
import type { SearchJobOffersQuery } from '../../../gql/graphql';
import { graphqlRequest } from '../../../lib/graphql';
import { consumeInitialData, initialData } from '../../../lib/initialData';
import type { JobSearch } from '../../../lib/jobSearch';
import { SearchJobOffersQuery as Query } from '../api/search';
import { SearchResults, type ResultsPage } from '../results';
import { searchVariables } from '../variables';

type Connection = SearchJobOffersQuery['jobOffers'];
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

function toPage({ jobOffers }: SearchJobOffersQuery): ResultsPage<SearchResultOffer, SearchSummary> {
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

async function fetchPage(key: string, cursor: string | null): Promise<ResultsPage<SearchResultOffer, SearchSummary>> {
  const search = JSON.parse(key) as JobSearch;
  return toPage(await graphqlRequest(Query, searchVariables(search, cursor)));
}

/** A loader showing the first page the server wrote into the HTML, when it is this search's. */
function newLoader(search: JobSearch) {
  const loader = new SearchResults<SearchResultOffer, SearchSummary>(fetchPage);
  const variables = searchVariables(search);
  const data = initialData<SearchJobOffersQuery>(Query.toString(), variables);
  if (data) loader.seed(JSON.stringify(search), toPage(data));
  return loader;
}

export function useSearchResults(search: JobSearch) {
  const [loader] = useState(() => newLoader(search));
  const state = useSyncExternalStore(loader.subscribe, loader.getState, loader.getState);
  const key = JSON.stringify(search);
  useEffect(() => {
    // The server's answer serves once: a later visit of the page asks for fresh results.
    consumeInitialData(Query.toString(), searchVariables(JSON.parse(key) as JobSearch));
    loader.search(key);
  }, [loader, key]);
  return {
    ...state,
    facets: state.facets?.facets ?? null,
    /** The summary of the search on screen (not of the previous one while the next loads). */
    summary: state.key === key && state.status === 'ready' ? state.facets : null,
    loadMore: () => loader.loadMore(),
    retry: () => loader.retry(),
  };
}
