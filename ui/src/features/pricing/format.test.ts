import { describe, expect, it } from 'vitest';
import { formatPriceExclTax, groupPricings, pricePerAd } from './format';

describe('price formatting', () => {
  it('shows cents excl. tax as rounded euros excl. tax', () => {
    expect(formatPriceExclTax(19000)).toBe('190\u00a0€ HT');
    expect(formatPriceExclTax(4990)).toBe('50\u00a0€ HT');
    expect(formatPriceExclTax(4949)).toBe('49\u00a0€ HT');
    expect(formatPriceExclTax(139000)).toBe('1\u00a0390\u00a0€ HT');
  });

  it('shows Offert ! for a free item', () => {
    expect(formatPriceExclTax(0)).toBe('Offert !');
  });

  it('gives the price per ad of a pack', () => {
    expect(pricePerAd(49000, 3)).toBe('163\u00a0€ HT');
    expect(pricePerAd(19000, 1)).toBeNull();
    expect(pricePerAd(0, 3)).toBeNull();
  });

  it('groups by display group in order 1, 2, 3 and keeps the server order inside', () => {
    const groups = groupPricings([
      { displayGroup: 3, name: 'b1' },
      { displayGroup: 1, name: 'p1' },
      { displayGroup: 2, name: 'u1' },
      { displayGroup: 1, name: 'p2' },
    ]);
    expect(groups.map((g) => [g.displayGroup, g.items.map((i) => i.name)])).toEqual([
      [1, ['p1', 'p2']],
      [2, ['u1']],
      [3, ['b1']],
    ]);
  });
});
