/**
 * An offer's gross pay range in words (issue 36): « 32–38 k€ brut/an », « 14 € brut/h ». The
 * server writes the same words in its pages, mails and feeds (`label` in src/offers/pay.rs);
 * fixtures/pay-ranges.json holds both to one rule.
 */
import type { PayPeriod } from '../gql/graphql';
import { euros, frenchNumber } from './numbers';

/** What follows an amount of each period. */
export const PAY_SUFFIX: Record<PayPeriod, string> = {
  HOUR: 'brut/h',
  MONTH: 'brut/mois',
  YEAR: 'brut/an',
};

/** Thousands with one decimal at most, from cents that are whole hundreds of euros. */
function thousands(cents: number): string {
  const hundreds = Math.trunc(cents / 10_000);
  const tenth = hundreds % 10;
  const whole = frenchNumber(Math.trunc(hundreds / 10));
  return tenth === 0 ? whole : `${whole},${tenth}`;
}

/**
 * Yearly amounts in k€ when both ends are whole hundreds of euros, others in euros (cents only
 * when there are some); one figure when both ends are equal; an en dash between them; a
 * no-break space before the unit.
 */
export function payLabel(minCents: number, maxCents: number, period: PayPeriod): string {
  const inThousands = period === 'YEAR' && minCents % 10_000 === 0 && maxCents % 10_000 === 0;
  const figures = inThousands ? thousands : euros;
  const amounts = minCents === maxCents ? figures(minCents) : `${figures(minCents)}–${figures(maxCents)}`;
  return `${amounts}\u00a0${inThousands ? 'k€' : '€'} ${PAY_SUFFIX[period]}`;
}

export interface OfferPay {
  minCents: number;
  maxCents: number;
  period: PayPeriod;
  variable: string;
}

/** What a card or a page shows: the range (and « + variable »), or an older offer's bracket. */
export function payText(pay: OfferPay | null | undefined, bracket: string | null | undefined): string | null {
  if (pay) {
    const label = payLabel(pay.minCents, pay.maxCents, pay.period);
    return pay.variable ? `${label} + ${pay.variable}` : label;
  }
  return bracket ?? null;
}
