/**
 * A job search as it lives in the URL of `/emploi`, so a search can be shared, bookmarked
 * and walked back with the browser (spec section 2: `search` pre-fills the keywords).
 *
 *   /emploi?search=ebeniste&places=department-13,city-15792&contracts=1,2&types=4&positions=12&minPay=30000
 *   /emploi?diplomas=1,7&start=september   (« Diplôme préparé », « Début » of training offers)
 *
 * Filter options are numeric ids (the API takes `/api/<resource>/<id>` IRIs); `positions`
 * holds only the ticked positions whose parent is not ticked (their descendants are implied);
 * places are `<type>-<id>` tokens kept in the order they were picked; `radius` (10, 20, 50 or 100
 * km) goes with one town; `exact=1` searches the keywords as typed (no typo correction); `sort=recent`, `sort=pay`
 * or, with a radius, `sort=distance` orders the results (« Trier par »; absent: « Pertinence »). An old link's
 * `salaries=` (the brackets « Salaire » offered before issue 58) is ignored: `minPay` is the one pay filter. Shared by the search page, the home search block and
 * the alerts created from a search.
 */

import shared from './sharedConstants.json';

export type PlaceType = 'REGION' | 'DEPARTMENT' | 'CITY' | 'DISTRICT';

/**
 * « Trier par »: « Pertinence » (Urgent first, then relevance, then newest), « Plus récentes », « Salaire » (highest
 * yearly minimum first), « Distance » (with a radius: the nearest first). Named as the server names them
 * (`src/search/sort.rs`).
 */
export type JobSort = 'relevance' | 'recent' | 'pay' | 'distance';

export const JOB_SORTS: readonly JobSort[] = ['relevance', 'recent', 'pay', 'distance'];

/**
 * The order once the radius becomes `radius` (issue 58, item 8): choosing a radius orders by distance unless
 * another order was chosen; « Distance » goes with the radius.
 */
export function sortForRadius(sort: JobSort, radius: number): JobSort {
  if (radius > 0) return sort === 'relevance' ? 'distance' : sort;
  return sort === 'distance' ? 'relevance' : sort;
}

/**
 * « Début » of a training offer: this month, within the next three months, from the coming September. Named as the
 * server names them (`src/search/start.rs`).
 */
export type JobStart = 'this-month' | 'next-3-months' | 'september';

export const JOB_STARTS: readonly JobStart[] = ['this-month', 'next-3-months', 'september'];

export const PLACE_TYPES: readonly PlaceType[] = ['REGION', 'DEPARTMENT', 'CITY', 'DISTRICT'];

/** A place of the search: a region, a department, a town or a district (`_id` of each). */
export interface PlaceRef {
  type: PlaceType;
  id: number;
}

export interface JobSearch {
  /** Trimmed keywords. */
  terms: string;
  places: PlaceRef[];
  contracts: number[];
  types: number[];
  /** Ticked positions whose parent is not ticked (descendants implied). */
  positions: number[];
  /** Kilometres around the one selected town (0: the town only). */
  radius: number;
  /** The keywords as typed, without typo correction. */
  exact: boolean;
  /** « Salaire » (issue 58, item 7: the one pay filter): euros a year, one of `PAY_FLOORS`, or null. */
  minPay: number | null;
  /** « Savoir-faire labellisé »: only offers of companies holding an approved craft label. */
  labelled: boolean;
  /** « Diplôme préparé »: training offers preparing one of these diplomas (ids). */
  diplomas: number[];
  /** « Début » of a training offer, or null. */
  start: JobStart | null;
  /** The order of the results. */
  sort: JobSort;
}

/**
 * The floors « Salaire minimum » offers, euros a year; from `sharedConstants.json`, which the
 * index's `PAY_FLOORS` equals (the server's test reads that file).
 */
export const PAY_FLOORS: readonly number[] = shared.payFloors;

/**
 * The radii offered around a town, in km (0: the town only). Their one source is
 * `sharedConstants.json`: the API accepts these radii only (`search_args::RADII_KM`, whose test
 * reads that file).
 */
export const RADII_KM: readonly number[] = shared.searchRadiiKm;

export const EMPTY_JOB_SEARCH: JobSearch = {
  terms: '',
  places: [],
  contracts: [],
  types: [],
  positions: [],
  radius: 0,
  exact: false,
  minPay: null,
  labelled: false,
  diplomas: [],
  start: null,
  sort: 'relevance',
};

/** URL parameter of each part of the search. */
export const JOB_SEARCH_PARAMS = {
  terms: 'search',
  places: 'places',
  contracts: 'contracts',
  types: 'types',
  positions: 'positions',
  radius: 'radius',
  exact: 'exact',
  minPay: 'minPay',
  labelled: 'labelled',
  diplomas: 'diplomas',
  start: 'start',
  sort: 'sort',
} as const;

type FilterKey = 'contracts' | 'types' | 'positions' | 'diplomas';
const FILTER_KEYS: FilterKey[] = ['contracts', 'types', 'positions', 'diplomas'];

export const JOB_SEARCH_PATH = '/emploi';

/**
 * History state of a visit to `/emploi` that should put the cursor in the keyword box (a click
 * on the home search block: the visitor came to type a search).
 */
export const FOCUS_KEYWORDS_STATE = { focusKeywords: true } as const;

export function wantsKeywordFocus(state: unknown): boolean {
  return typeof state === 'object' && state !== null && (state as { focusKeywords?: unknown }).focusKeywords === true;
}

/**
 * White space around a search's words: JavaScript's (`\s`) and U+0085 (which only Rust counts), the one rule
 * the server's `search_args::trim` applies too, so the page's URL, these variables and the API read the same words.
 */
const SPACE = '[\\s\\u0085]';
const AROUND = new RegExp(`^${SPACE}+|${SPACE}+$`, 'g');
const ID = new RegExp(`^${SPACE}*\\d+${SPACE}*$`);

export function trimSpace(text: string): string {
  return text.replace(AROUND, '');
}

/** One of `offered`, written as this module writes it (decimal digits only), else null. */
function offeredNumber(value: string | null, offered: readonly number[]): number | null {
  return offered.find((number) => String(number) === value) ?? null;
}

export function placeToken(place: PlaceRef): string {
  return `${place.type.toLowerCase()}-${place.id}`;
}

export function parsePlaceToken(token: string): PlaceRef | null {
  const match = /^([a-z]+)-(\d+)$/i.exec(trimSpace(token));
  if (!match) return null;
  const type = match[1].toUpperCase() as PlaceType;
  const id = Number(match[2]);
  if (!PLACE_TYPES.includes(type) || !Number.isSafeInteger(id) || id <= 0) return null;
  return { type, id };
}

function parseIds(value: string | null): number[] {
  if (!value) return [];
  const ids = new Set<number>();
  for (const part of value.split(',')) {
    if (!ID.test(part)) continue;
    const id = Number(trimSpace(part));
    if (Number.isSafeInteger(id) && id > 0) ids.add(id);
  }
  return [...ids].sort((a, b) => a - b);
}

function parsePlaces(value: string | null): PlaceRef[] {
  if (!value) return [];
  const seen = new Set<string>();
  const places: PlaceRef[] = [];
  for (const token of value.split(',')) {
    const place = parsePlaceToken(token);
    if (!place || seen.has(placeToken(place))) continue;
    seen.add(placeToken(place));
    places.push(place);
  }
  return places;
}

/** Whether a radius can be chosen: exactly one town (or district) is selected. */
export function canChooseRadius(places: PlaceRef[]): boolean {
  return places.length === 1 && (places[0].type === 'CITY' || places[0].type === 'DISTRICT');
}

function parseRadius(value: string | null, places: PlaceRef[]): number {
  const radius = offeredNumber(value, RADII_KM);
  return canChooseRadius(places) && radius !== null ? radius : 0;
}

/** Reads a search from the query string; anything malformed is left out. */
export function parseJobSearch(params: URLSearchParams): JobSearch {
  const search: JobSearch = {
    ...EMPTY_JOB_SEARCH,
    terms: trimSpace(params.get(JOB_SEARCH_PARAMS.terms) ?? ''),
    places: parsePlaces(params.get(JOB_SEARCH_PARAMS.places)),
  };
  for (const key of FILTER_KEYS) search[key] = parseIds(params.get(JOB_SEARCH_PARAMS[key]));
  search.radius = parseRadius(params.get(JOB_SEARCH_PARAMS.radius), search.places);
  search.exact = params.get(JOB_SEARCH_PARAMS.exact) === '1' && search.terms !== '';
  search.minPay = offeredNumber(params.get(JOB_SEARCH_PARAMS.minPay), PAY_FLOORS);
  search.labelled = params.get(JOB_SEARCH_PARAMS.labelled) === '1';
  const start = params.get(JOB_SEARCH_PARAMS.start);
  search.start = JOB_STARTS.find((known) => known === start) ?? null;
  // The order's name exactly, else the default; « Distance » only with a radius.
  const sort = params.get(JOB_SEARCH_PARAMS.sort);
  search.sort = JOB_SORTS.find((known) => known === sort && (known !== 'distance' || search.radius > 0)) ?? 'relevance';
  return search;
}

/**
 * The query string of a search, without `?` (empty parts left out, ids sorted so equal
 * searches share a URL, commas left readable).
 */
export function jobSearchQuery(search: JobSearch): string {
  const parts: string[] = [];
  const terms = trimSpace(search.terms);
  if (terms) parts.push(`${JOB_SEARCH_PARAMS.terms}=${encodeURIComponent(terms)}`);
  if (search.places.length > 0) parts.push(`${JOB_SEARCH_PARAMS.places}=${search.places.map(placeToken).join(',')}`);
  for (const key of FILTER_KEYS) {
    const ids = [...new Set(search[key])].sort((a, b) => a - b);
    if (ids.length > 0) parts.push(`${JOB_SEARCH_PARAMS[key]}=${ids.join(',')}`);
  }
  if (search.radius > 0 && canChooseRadius(search.places)) parts.push(`${JOB_SEARCH_PARAMS.radius}=${search.radius}`);
  if (search.exact && terms) parts.push(`${JOB_SEARCH_PARAMS.exact}=1`);
  if (search.minPay !== null) parts.push(`${JOB_SEARCH_PARAMS.minPay}=${search.minPay}`);
  if (search.labelled) parts.push(`${JOB_SEARCH_PARAMS.labelled}=1`);
  if (search.start) parts.push(`${JOB_SEARCH_PARAMS.start}=${search.start}`);
  const sort = search.sort === 'distance' && !(search.radius > 0 && canChooseRadius(search.places)) ? 'relevance' : search.sort;
  if (sort !== 'relevance') parts.push(`${JOB_SEARCH_PARAMS.sort}=${sort}`);
  return parts.join('&');
}

/** `/emploi` with the search in its query (plain `/emploi` for an empty search). */
export function jobSearchPath(search: JobSearch, path: string = JOB_SEARCH_PATH): string {
  const query = jobSearchQuery(search);
  return query ? `${path}?${query}` : path;
}

export function isEmptyJobSearch(search: JobSearch): boolean {
  return jobSearchQuery(search) === '';
}

export function sameJobSearch(a: JobSearch, b: JobSearch): boolean {
  return jobSearchQuery(a) === jobSearchQuery(b);
}

/** How many filters a search has on (the mobile « Filtres » button says it). */
export function activeFilterCount(search: JobSearch): number {
  const lists = search.contracts.length + search.types.length + search.positions.length + search.diplomas.length;
  return lists + Number(search.minPay !== null) + Number(search.labelled) + Number(search.start !== null);
}
