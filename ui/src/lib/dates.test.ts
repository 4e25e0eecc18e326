import { describe, expect, it } from 'vitest';
import { frenchDate, frenchDateTime } from './dates';

describe('French dates', () => {
  it('writes the day in words, at Paris time', () => {
    expect(frenchDate('2026-03-12T13:05:00Z')).toBe('12 mars 2026');
    // 23:30 UTC on 31 December is already New Year's Day in Paris.
    expect(frenchDate('2025-12-31T23:30:00Z')).toBe('1er janvier 2026');
  });

  it('adds the time when asked', () => {
    expect(frenchDateTime('2026-07-01T08:05:00Z')).toBe('1er juillet 2026 à 10:05');
  });

  it('keeps 11 and 21 as they are', () => {
    expect(frenchDate('2026-05-11T10:00:00Z')).toBe('11 mai 2026');
    expect(frenchDate('2026-05-21T10:00:00Z')).toBe('21 mai 2026');
  });

  it('gives back what it cannot read', () => {
    expect(frenchDate('hier')).toBe('hier');
  });
});
