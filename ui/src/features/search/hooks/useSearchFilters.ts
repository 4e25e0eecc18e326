/** The sidebar's options: contracts, types and the position tree (all pages). */
import { useQuery } from '@tanstack/react-query';
import { searchFiltersQuery, type SearchFilters } from '../api/search';

export type { FilterOption, SearchFilters } from '../api/search';

export type FiltersState =
  | { status: 'loading'; filters: null; error: null }
  | { status: 'ready'; filters: SearchFilters; error: null }
  | { status: 'error'; filters: null; error: string };

export function useSearchFilters(): FiltersState & { reload: () => void } {
  const query = useQuery(searchFiltersQuery());
  const reload = () => void query.refetch();
  if (query.isSuccess) return { status: 'ready', filters: query.data, error: null, reload };
  if (query.isError) return { status: 'error', filters: null, error: query.error.message, reload };
  return { status: 'loading', filters: null, error: null, reload };
}
