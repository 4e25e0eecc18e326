import { describe, expect, it } from 'vitest';
import { formatDateTime, formatEuros } from './format';

describe('admin formats', () => {
  it('writes cents as euros the French way', () => {
    expect(formatEuros(900000).replace(/\s/g, ' ')).toBe('9 000,00 €');
    expect(formatEuros(4990).replace(/\s/g, ' ')).toBe('49,90 €');
  });

  it('writes an instant in Paris time, and leaves an unreadable one as it is', () => {
    expect(formatDateTime('2026-11-23T21:41:00Z')).toBe('23/11/2026 22:41');
    expect(formatDateTime('pas une date')).toBe('pas une date');
  });
});
