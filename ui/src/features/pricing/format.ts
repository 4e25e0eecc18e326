/** Prices: `price` is in cents excluding tax; shown as rounded euros excl. tax. */
import { roundEuros } from '../../lib/numbers';
import { PRICING_MESSAGES } from './messages';

/** `1 490 € HT`, or `Offert !` for a free item. */
export function formatPriceExclTax(cents: number): string {
  if (cents === 0) return PRICING_MESSAGES.free;
  return `${roundEuros(cents)} ${PRICING_MESSAGES.exclTax}`;
}

/** Price of one ad in a pack, or null when it says nothing more than the price. */
export function pricePerAd(cents: number, adsAmount: number): string | null {
  if (cents === 0 || adsAmount <= 1) return null;
  return formatPriceExclTax(cents / adsAmount);
}

export interface GroupedPricings<T> {
  displayGroup: number;
  items: T[];
}

/** Groups in display order: 1 packs, 2 Urgent options, 3 banners (then any other). */
export function groupPricings<T extends { displayGroup: number }>(pricings: readonly T[]): GroupedPricings<T>[] {
  const groups = new Map<number, T[]>();
  for (const pricing of pricings) {
    const items = groups.get(pricing.displayGroup) ?? [];
    items.push(pricing);
    groups.set(pricing.displayGroup, items);
  }
  return [...groups.entries()].sort(([a], [b]) => a - b).map(([displayGroup, items]) => ({ displayGroup, items }));
}
