import { describe, expect, it } from 'vitest';
import fixture from '../../../fixtures/french-dates.json';
import { frenchDate, frenchDateTime } from './dates';

describe('French dates', () => {
  // The cases the server's `french_date` reads too (fixtures/README.md).
  it.each(fixture.cases)('writes $instant as $date', ({ instant, date }) => {
    expect(frenchDate(instant)).toBe(date);
  });

  it('adds the time when asked', () => {
    expect(frenchDateTime('2026-07-01T08:05:00Z')).toBe('1er juillet 2026 à 10:05');
  });

  it('gives back what it cannot read', () => {
    expect(frenchDate('hier')).toBe('hier');
  });
});
