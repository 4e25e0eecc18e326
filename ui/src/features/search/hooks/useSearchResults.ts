/** The results of the search in the URL, through one `SearchResults` loader per page visit. */
import { useEffect, useState, useSyncExternalStore } from 'react';
import { useQueryClient, type QueryClient } from '@tanstack/react-query';
import type { JobSearch } from '../../../lib/jobSearch';
import { fetchSearchPage, forgetServerSearchPage, serverSearchPage, type SearchResultOffer, type SearchSummary } from '../api/search';
import { SearchResults } from '../results';

export type { KeywordPlace, SearchFacets, SearchResultOffer, SearchSummary } from '../api/search';

/** A loader showing the first page the server wrote into the HTML, when it is this search's. */
function newLoader(client: QueryClient, search: JobSearch) {
  const loader = new SearchResults<SearchResultOffer, SearchSummary>((key, cursor) =>
    fetchSearchPage(client, JSON.parse(key) as JobSearch, cursor),
  );
  const page = serverSearchPage(search);
  if (page) loader.seed(JSON.stringify(search), page);
  return loader;
}

export function useSearchResults(search: JobSearch) {
  const client = useQueryClient();
  const [loader] = useState(() => newLoader(client, search));
  const state = useSyncExternalStore(loader.subscribe, loader.getState, loader.getState);
  const key = JSON.stringify(search);
  useEffect(() => {
    forgetServerSearchPage(JSON.parse(key) as JobSearch);
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
