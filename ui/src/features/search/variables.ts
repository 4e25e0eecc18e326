/** The GraphQL variables of a search (spec section 7: filter lists of IRIs, places as JSON strings). */
import type { JobOfferSort, SearchJobOffersQueryVariables } from '../../gql/graphql';
import { trimSpace, type JobSearch } from '../../lib/jobSearch';
import { localizationArgument } from '../../components/places/placeOptions';
import shared from '../../lib/sharedConstants.json';

/**
 * Offers per page (spec section 9); from `sharedConstants.json`, as the server's first screen of
 * `/emploi` asks the same page (its test reads that file).
 */
export const PAGE_SIZE: number = shared.searchPageSize;

const iris = (resource: string, ids: number[]) => ids.map((id) => `/api/${resource}/${id}`);

export function searchVariables(search: JobSearch, cursor: string | null = null): SearchJobOffersQueryVariables {
  return {
    search: trimSpace(search.terms),
    job_contracts: iris('job_contracts', search.contracts),
    job_types: iris('job_types', search.types),
    job_salaries: iris('job_salaries', search.salaries),
    job_positions: iris('job_positions', search.positions),
    localization_list: search.places.map(localizationArgument),
    radius: search.radius,
    exact: search.exact,
    min_pay: search.minPay,
    labelled: search.labelled,
    sort: search.sort.toUpperCase() as JobOfferSort,
    nb_items: PAGE_SIZE,
    start_cursor: cursor,
  };
}
