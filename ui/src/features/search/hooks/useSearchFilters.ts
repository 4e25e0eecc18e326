/** The sidebar's options: contracts, types, salaries and the position tree (all pages). */
import { useCallback, useEffect, useRef, useState } from 'react';
import type { SearchFiltersQuery as SearchFiltersResult } from '../../../gql/graphql';
import { graphqlRequest, GraphqlRequestError } from '../../../lib/graphql';
import { consumeInitialData, initialData } from '../../../lib/initialData';
import { SearchFiltersQuery, SearchPositionsQuery } from '../api/search';
import { buildPositionTree, type PositionTree } from '../positions';

export interface FilterOption {
  id: number;
  label: string;
}

export interface SearchFilters {
  contracts: FilterOption[];
  types: FilterOption[];
  salaries: FilterOption[];
  positions: PositionTree;
}

type Position = SearchFiltersResult['jobPositions']['edges'][number]['node'];

async function fetchFilters(): Promise<SearchFilters> {
  const data = await graphqlRequest(SearchFiltersQuery);
  const positions = data.jobPositions.edges.map((edge) => edge.node);
  let page = data.jobPositions.pageInfo;
  while (page.hasNextPage && page.endCursor) {
    const next = await graphqlRequest(SearchPositionsQuery, { after: page.endCursor });
    positions.push(...next.jobPositions.edges.map((edge) => edge.node));
    page = next.jobPositions.pageInfo;
  }
  return toFilters(data, positions);
}

function toFilters(data: SearchFiltersResult, positions: Position[]): SearchFilters {
  return {
    contracts: data.jobContracts.edges.map(({ node }) => ({ id: node._id, label: node.name })),
    types: data.jobTypes.edges.map(({ node }) => ({ id: node._id, label: node.name })),
    salaries: data.jobSalaries.edges.map(({ node }) => ({ id: node._id, label: node.intervalLabel })),
    positions: buildPositionTree(positions),
  };
}

export type FiltersState =
  | { status: 'loading'; filters: null; error: null }
  | { status: 'ready'; filters: SearchFilters; error: null }
  | { status: 'error'; filters: null; error: string };

/** The options the server wrote into the HTML (issue 22), when they are complete (one page of positions). */
function initialFilters(): SearchFilters | null {
  const data = initialData<SearchFiltersResult>(SearchFiltersQuery.toString(), {});
  if (!data || data.jobPositions.pageInfo.hasNextPage) return null;
  return toFilters(
    data,
    data.jobPositions.edges.map((edge) => edge.node),
  );
}

export function useSearchFilters(): FiltersState & { reload: () => void } {
  const [state, setState] = useState<FiltersState>(() => {
    const filters = initialFilters();
    return filters ? { status: 'ready', filters, error: null } : { status: 'loading', filters: null, error: null };
  });
  const [attempt, setAttempt] = useState(0);
  const seeded = useRef(state.status === 'ready');
  useEffect(() => {
    if (seeded.current && attempt === 0) {
      consumeInitialData(SearchFiltersQuery.toString(), {});
      return;
    }
    seeded.current = false;
    let active = true;
    setState({ status: 'loading', filters: null, error: null });
    fetchFilters().then(
      (filters) => active && setState({ status: 'ready', filters, error: null }),
      (error: unknown) =>
        active && setState({ status: 'error', filters: null, error: error instanceof GraphqlRequestError ? error.message : String(error) }),
    );
    return () => {
      active = false;
    };
  }, [attempt]);
  const reload = useCallback(() => setAttempt((n) => n + 1), []);
  return { ...state, reload };
}
