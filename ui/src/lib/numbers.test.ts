import { describe, expect, it } from 'vitest';
import fixture from '../../../fixtures/french-numbers.json';
import { frenchDecimal, frenchNumber } from './numbers';

// The cases the server's `french_number` and `french_decimal` read too (fixtures/README.md).
describe('French numbers', () => {
  it.each(fixture.integers)('writes $number as $text', ({ number, text }) => {
    expect(frenchNumber(number)).toBe(text);
  });

  it.each(fixture.decimals)('writes $number with one decimal at most as $text', ({ number, text }) => {
    expect(frenchDecimal(number)).toBe(text);
  });
});
