import { describe, expect, it } from 'vitest';
import {
  chipLabel,
  departmentOption,
  filterPlaceOptions,
  localityOption,
  localizationArgument,
  matchesPlace,
  normalizePlaceText,
  orderReferenceOptions,
  regionOption,
} from './placeOptions';

const regions = [
  { _id: 6, name: 'Île-de-France' },
  { _id: 16, name: 'Auvergne-Rhône-Alpes' },
  { _id: 13, name: 'Bretagne' },
];
const departments = [
  { _id: 13, name: 'Paris', code: '75' },
  { _id: 93, name: 'Ain', code: '01' },
  { _id: 60, name: "Côtes-d'Armor", code: '22' },
  { _id: 80, name: 'Corse-du-Sud', code: '2A' },
  { _id: 42, name: 'Loire', code: '42' },
];

describe('place options', () => {
  it('labels and types: regions, departments with their code, towns and districts with the postal code', () => {
    expect(regionOption({ _id: 6, name: 'Île-de-France' })).toEqual({ type: 'REGION', id: 6, label: 'Île-de-France' });
    expect(departmentOption({ _id: 13, name: 'Paris', code: '75' })).toEqual({ type: 'DEPARTMENT', id: 13, label: 'Paris (75)' });
    expect(localityOption({ _id: 15792, name: 'Saint-Étienne', postalCode: '42000', city: null })).toEqual({
      type: 'CITY',
      id: 15792,
      label: 'Saint-Étienne 42000',
      name: 'Saint-Étienne',
    });
    expect(localityOption({ _id: 34884, name: 'Paris 12e Arrondissement', postalCode: '75012', city: { name: 'Paris' } })).toEqual({
      type: 'DISTRICT',
      id: 34884,
      label: 'Paris 12e Arrondissement 75012',
      name: 'Paris 12e Arrondissement',
    });
  });

  it('a chosen town reads its name alone on its chip, « Lyon » not « Lyon 69001 » (issue 58, item 8)', () => {
    expect(chipLabel(localityOption({ _id: 27457, name: 'Lyon', postalCode: '69001', city: null }))).toBe('Lyon');
    expect(chipLabel(departmentOption({ _id: 13, name: 'Paris', code: '75' }))).toBe('Paris (75)');
    expect(chipLabel(regionOption({ _id: 6, name: 'Île-de-France' }))).toBe('Île-de-France');
  });

  it('are sent as JSON strings of type and id', () => {
    expect(localizationArgument({ type: 'DISTRICT', id: 34884 })).toBe('{"type":"DISTRICT","id":34884}');
  });

  it('put Paris (75) and Île-de-France first, then the regions, then the departments', () => {
    const shuffled = orderReferenceOptions([regions[1], regions[0], regions[2]], [departments[1], departments[0], ...departments.slice(2)]);
    expect(shuffled.map((option) => option.label)).toEqual([
      'Paris (75)',
      'Île-de-France',
      'Auvergne-Rhône-Alpes',
      'Bretagne',
      'Ain (01)',
      "Côtes-d'Armor (22)",
      'Corse-du-Sud (2A)',
      'Loire (42)',
    ]);
  });
});

describe('local filter of the loaded places', () => {
  it('ignores accents and case and reads spaces as hyphens', () => {
    expect(normalizePlaceText('  Saint  Étienne ')).toBe('saint-etienne');
    expect(normalizePlaceText('Île-de-France')).toBe(normalizePlaceText('ile de france'));
    expect(normalizePlaceText("Côtes-d'Armor")).toBe(normalizePlaceText('cotes d armor'));
    expect(normalizePlaceText('Œuilly')).toBe('oeuilly');
    const ileDeFrance = regionOption(regions[0]);
    for (const typed of ['ile de fr', 'ÎLE-DE', 'de france', 'Ile-de-France']) expect(matchesPlace(ileDeFrance, typed)).toBe(true);
    expect(matchesPlace(ileDeFrance, 'bretagne')).toBe(false);
    expect(matchesPlace(departmentOption(departments[3]), '2a')).toBe(true);
  });

  const reference = orderReferenceOptions(regions, departments);

  it('shows every region and department for an empty text, and no town', () => {
    const towns = { text: 'loire', options: [localityOption({ _id: 1, name: 'Loireauxence', postalCode: '44370', city: null })] };
    expect(filterPlaceOptions(reference, towns, '  ')).toEqual(reference);
  });

  it('keeps the towns answered for this very text, and filters older answers locally while the next one comes', () => {
    const saintEtienne = localityOption({ _id: 15792, name: 'Saint-Étienne', postalCode: '42000', city: null });
    const saintDenis = localityOption({ _id: 2, name: 'Saint-Denis', postalCode: '93200', city: null });
    const stEtienne = localityOption({ _id: 3, name: 'St-Étienne-Vallée-Française', postalCode: '48330', city: null });
    // The server's answer for « st etienne » is shown whole.
    expect(filterPlaceOptions(reference, { text: 'st etienne', options: [stEtienne, saintEtienne] }, 'st etienne')).toEqual([
      stEtienne,
      saintEtienne,
    ]);
    // An answer for « saint » while « saint eti » waits for its own: filtered locally.
    expect(filterPlaceOptions(reference, { text: 'saint', options: [saintDenis, saintEtienne] }, 'saint eti')).toEqual([saintEtienne]);
  });

  it('lists the matching departments and regions before the towns', () => {
    const paris = localityOption({ _id: 28767, name: 'Paris', postalCode: '75001', city: null });
    expect(filterPlaceOptions(reference, { text: 'paris', options: [paris] }, 'PARIS').map((option) => option.label)).toEqual([
      'Paris (75)',
      'Paris 75001',
    ]);
  });
});
