/** The GraphQL variables of a search (spec section 7: filter lists of IRIs, places as JSON strings). */
import type { JobOfferSort, JobOfferStart, SearchJobOffersQueryVariables } from '../../gql/graphql';
import { trimSpace, type JobSearch, type JobStart } from '../../lib/jobSearch';
import { localizationArgument } from '../../components/places/placeOptions';
import shared from '../../lib/sharedConstants.json';

/**
 * Offers per page (spec section 9); from `sharedConstants.json`, as the server's first screen of
 * `/emploi` asks the same page (its test reads that file).
 */
export const PAGE_SIZE: number = shared.searchPageSize;

/** « Début » as the API names it (`src/search/start.rs`). */
const START_ARGUMENTS: Record<JobStart, JobOfferStart> = {
  'this-month': 'THIS_MONTH',
  'next-3-months': 'NEXT_THREE_MONTHS',
  september: 'SEPTEMBER',
};

export const startArgument = (start: JobStart | null): JobOfferStart | null => (start ? START_ARGUMENTS[start] : null);

const iris = (resource: string, ids: number[]) => ids.map((id) => `/api/${resource}/${id}`);

export function searchVariables(search: JobSearch, cursor: string | null = null): SearchJobOffersQueryVariables {
  return {
    search: trimSpace(search.terms),
    job_contracts: iris('job_contracts', search.contracts),
    job_types: iris('job_types', search.types),
    job_positions: iris('job_positions', search.positions),
    localization_list: search.places.map(localizationArgument),
    radius: search.radius,
    exact: search.exact,
    min_pay: search.minPay,
    labelled: search.labelled,
    diplomas: iris('diplomas', search.diplomas),
    start: startArgument(search.start),
    sort: search.sort.toUpperCase() as JobOfferSort,
    nb_items: PAGE_SIZE,
    start_cursor: cursor,
  };
}
