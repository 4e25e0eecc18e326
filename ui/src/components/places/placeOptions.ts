/**
 * Options of the place select (spec sections 5 and 9): regions (label name, type REGION),
 * departments (label `name (code)`, DEPARTMENT), localities (label `name postalCode`; DISTRICT
 * when the locality belongs to a city, else CITY). Paris (75) and Île-de-France come first.
 * The local filter ignores accents and case and reads spaces as hyphens.
 */
import { placeToken, type PlaceRef } from '../../lib/jobSearch';

export interface PlaceOption extends PlaceRef {
  /** In the list, where homonyms must be told apart (`Lyon 69001`). */
  label: string;
  /** Once chosen, on its chip and in « à Lyon » (issue 58, item 8): the town's name alone. */
  name?: string;
}

/** What a chosen place's chip reads: a town's name (`Lyon`, not `Lyon 69001`), else its label. */
export function chipLabel(option: PlaceOption): string {
  return option.name ?? option.label;
}

export function regionOption(region: { _id: number; name: string }): PlaceOption {
  return { type: 'REGION', id: region._id, label: region.name };
}

export function departmentOption(department: { _id: number; name: string; code: string }): PlaceOption {
  return { type: 'DEPARTMENT', id: department._id, label: `${department.name} (${department.code})` };
}

export function localityOption(locality: { _id: number; name: string; postalCode: string; city: { name: string } | null }): PlaceOption {
  return {
    type: locality.city ? 'DISTRICT' : 'CITY',
    id: locality._id,
    label: `${locality.name} ${locality.postalCode}`,
    name: locality.name,
  };
}

/** `saint etienne`, `Saint-Étienne` and `SAINT-ETIENNE` all read `saint-etienne`. */
export function normalizePlaceText(text: string): string {
  return text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/œ/g, 'oe')
    .replace(/æ/g, 'ae')
    .trim()
    .replace(/[\s'’-]+/g, '-');
}

export function matchesPlace(option: PlaceOption, input: string): boolean {
  const wanted = normalizePlaceText(input);
  return wanted === '' || normalizePlaceText(option.label).includes(wanted);
}

export function samePlace<T extends PlaceRef>(a: T, b: T): boolean {
  return a.type === b.type && a.id === b.id;
}

/**
 * Regions then departments as the server orders them, with Paris (75) and Île-de-France
 * moved to the very top (spec section 9).
 */
export function orderReferenceOptions(
  regions: { _id: number; name: string }[],
  departments: { _id: number; name: string; code: string }[],
): PlaceOption[] {
  const paris = departments.find((department) => department.code === '75');
  const ileDeFrance = regions.find((region) => normalizePlaceText(region.name) === 'ile-de-france');
  return [
    ...(paris ? [departmentOption(paris)] : []),
    ...(ileDeFrance ? [regionOption(ileDeFrance)] : []),
    ...regions.filter((region) => region !== ileDeFrance).map(regionOption),
    ...departments.filter((department) => department !== paris).map(departmentOption),
  ];
}

/**
 * What the list shows for the typed text: the loaded regions and departments that match,
 * then the localities. Localities the server answered for exactly this text are kept as
 * they are; older ones (while the next answer is on its way) go through the local filter.
 */
export function filterPlaceOptions(
  reference: PlaceOption[],
  localities: { text: string; options: PlaceOption[] },
  input: string,
): PlaceOption[] {
  const text = input.trim();
  const fresh = text !== '' && normalizePlaceText(localities.text) === normalizePlaceText(text);
  const towns = text === '' ? [] : fresh ? localities.options : localities.options.filter((option) => matchesPlace(option, text));
  const seen = new Set<string>();
  return [...reference.filter((option) => matchesPlace(option, text)), ...towns].filter((option) => {
    const key = placeToken(option);
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}

/** One entry of the API's `localization_list`. */
export function localizationArgument(place: PlaceRef): string {
  return JSON.stringify({ type: place.type, id: place.id });
}
