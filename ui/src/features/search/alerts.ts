/**
 * « Créer une alerte » on `/emploi` (spec section 2, issue 16): the switch saves the current
 * search as an alert of the signed-in candidate, and switching it off disables that alert. A
 * visitor goes to the candidate sign-up and comes back to the same search with `alerte=1`,
 * which creates the alert. Companies have no alerts.
 */
import type { JobOfferSort } from '../../gql/graphql';
import { startArgument } from './variables';
import { jobSearchPath, jobSearchQuery, parseJobSearch, placeToken, type JobSearch } from '../../lib/jobSearch';

/** The query parameter that asks `/emploi` to save its search as an alert on arrival. */
export const CREATE_ALERT_PARAM = 'alerte';

/**
 * What makes a search one alert: everything it finds, its radius and « Savoir-faire labellisé »
 * included, but neither typo correction (docs/alerts.md) nor the order (an alert keeps it for the
 * link of its mails only), and places in a fixed order, so equal searches compare equal.
 */
export function alertKey(search: JobSearch): string {
  const places = [...search.places].sort((a, b) => placeToken(a).localeCompare(placeToken(b)));
  return jobSearchQuery({ ...search, places, exact: false, sort: 'relevance' });
}

/** The key of an alert from its `searchQuery` (the server writes the UI's query string). */
export function alertKeyOfQuery(searchQuery: string): string {
  return alertKey(parseJobSearch(new URLSearchParams(searchQuery)));
}

/** Where the switch takes a visitor: the candidate sign-up, back here with the alert asked. */
export function visitorAlertPath(search: JobSearch): string {
  const back = jobSearchPath(search);
  const target = `${back}${back.includes('?') ? '&' : '?'}${CREATE_ALERT_PARAM}=1`;
  return `/candidats?redirect=${encodeURIComponent(target)}`;
}

/** `createJobOfferAlert`'s input for a search. */
export function alertInput(search: JobSearch) {
  const ids = (values: number[]) => values.map(String);
  const places = (...types: string[]) => search.places.filter((p) => types.includes(p.type)).map((p) => String(p.id));
  return {
    terms: search.terms,
    localities: places('CITY', 'DISTRICT'),
    departments: places('DEPARTMENT'),
    regions: places('REGION'),
    jobContracts: ids(search.contracts),
    jobTypes: ids(search.types),
    jobPositions: ids(search.positions),
    minPay: search.minPay,
    sort: search.sort.toUpperCase() as JobOfferSort,
    radius: search.radius,
    labelled: search.labelled,
    diplomas: ids(search.diplomas),
    start: startArgument(search.start),
  };
}
