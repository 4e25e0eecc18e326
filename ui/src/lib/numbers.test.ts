import { describe, expect, it } from 'vitest';
import fixture from '../../../fixtures/french-numbers.json';
import { euros, eurosAsTyped, eurosToTheCent, fileSize, frenchDecimal, frenchNumber, roundEuros } from './numbers';

// The cases the server's `french_number` and `french_decimal` read too (fixtures/README.md).
describe('French numbers', () => {
  it.each(fixture.integers)('writes $number as $text', ({ number, text }) => {
    expect(frenchNumber(number)).toBe(text);
  });

  it.each(fixture.decimals)('writes $number with one decimal at most as $text', ({ number, text }) => {
    expect(frenchDecimal(number)).toBe(text);
  });

  // Built on `frenchNumber`'s groups; the cases of `euros` in src/offers/pay.rs and src/billing/pdf.rs.
  it('writes euros from cents: the figures, cents only when there are some', () => {
    expect(euros(1400)).toBe('14');
    expect(euros(1250)).toBe('12,50');
    expect(euros(182303)).toBe('1\u00a0823,03');
    expect(euros(-182303)).toBe('-1\u00a0823,03');
  });

  it('writes an amount to the cent with its unit, as on an invoice', () => {
    expect(eurosToTheCent(58800)).toBe('588,00\u00a0€');
    expect(eurosToTheCent(166800)).toBe('1\u00a0668,00\u00a0€');
    expect(eurosToTheCent(900000)).toBe('9\u00a0000,00\u00a0€');
    expect(eurosToTheCent(5)).toBe('0,05\u00a0€');
    expect(eurosToTheCent(-50)).toBe('-0,50\u00a0€');
  });

  it('rounds a price list to whole euros', () => {
    expect(roundEuros(4990)).toBe('50\u00a0€');
    expect(roundEuros(139000)).toBe('1\u00a0390\u00a0€');
  });

  it('shows cents as the euros a field reads back, without groups', () => {
    expect(eurosAsTyped(3200000)).toBe('32000');
    expect(eurosAsTyped(19000)).toBe('190');
    expect(eurosAsTyped(4990)).toBe('49,90');
    expect(eurosAsTyped(5)).toBe('0,05');
  });

  it('writes a file size in Ko under one Mo (at least 1), else in Mo', () => {
    expect(fileSize(200)).toBe('1 Ko');
    expect(fileSize(2048)).toBe('2 Ko');
    expect(fileSize(1572864)).toBe('1,5 Mo');
  });
});
