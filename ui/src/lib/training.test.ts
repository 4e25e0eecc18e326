import { describe, expect, it } from 'vitest';
import { payText } from './pay';
import { shownPay } from './training';

describe('the pay a training offer shows', () => {
  const legalPay = { label: 'Rémunération légale : de 486,19 € à 1 823,03 € brut/mois selon l’âge et l’année du contrat' };

  it('is the law’s when the offer sets no range', () => {
    expect(shownPay({ pay: null, training: { legalPay } })).toBe(legalPay.label);
    expect(shownPay({ pay: null, training: { legalPay: null } })).toBeNull();
  });

  it('is the offer’s own range when it sets one', () => {
    const pay = { minCents: 100_000, maxCents: 120_000, period: 'MONTH', variable: '' } as const;
    expect(shownPay({ pay, training: { legalPay } })).toBe(payText(pay, undefined));
    expect(shownPay({ pay, training: { legalPay } })).not.toBe(legalPay.label);
  });
});
