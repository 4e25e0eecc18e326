import { describe, expect, it } from 'vitest';
import fixture from '../../../../fixtures/result-distance.json';
import { distanceText } from './components/ResultCard';

describe('where a result of a radius search is (issue 58, item 8; fixtures/result-distance.json)', () => {
  it.each(fixture.cases)('$km km from the centre, in $locality: $text', ({ km, locality, city, text }) => {
    expect(distanceText(km, { name: locality, city: city === null ? null : { name: city } })).toBe(text);
  });
});
