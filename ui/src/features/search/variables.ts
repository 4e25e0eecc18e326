/** The GraphQL variables of a search (spec section 7: filter lists of IRIs, places as JSON strings). */
import type { SearchJobOffersQueryVariables } from '../../gql/graphql';
import type { JobSearch } from '../../lib/jobSearch';
import { localizationArgument } from '../../components/places/placeOptions';

/** Offers per page (spec section 9). */
export const PAGE_SIZE = 10;

const iris = (resource: string, ids: number[]) => ids.map((id) => `/api/${resource}/${id}`);

export function searchVariables(search: JobSearch, cursor: string | null = null): SearchJobOffersQueryVariables {
  return {
    search: search.terms.trim(),
    job_contracts: iris('job_contracts', search.contracts),
    job_types: iris('job_types', search.types),
    job_salaries: iris('job_salaries', search.salaries),
    job_positions: iris('job_positions', search.positions),
    localization_list: search.places.map(localizationArgument),
    radius: search.radius,
    exact: search.exact,
    nb_items: PAGE_SIZE,
    start_cursor: cursor,
  };
}
