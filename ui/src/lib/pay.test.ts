import { describe, expect, it } from 'vitest';
import fixture from '../../../fixtures/pay-ranges.json';
import type { PayPeriod } from '../gql/graphql';
import { payLabel, payText } from './pay';

// The cases the server's `offers::pay::label` reads too (fixtures/README.md).
describe('pay ranges', () => {
  it.each(fixture.labels)('writes $minCents–$maxCents ($period) as $label', ({ minCents, maxCents, period, label }) => {
    expect(payLabel(minCents, maxCents, period as PayPeriod)).toBe(label);
  });

  it('adds the variable part, or shows an older offer its bracket', () => {
    expect(payText({ minCents: 3200000, maxCents: 3800000, period: 'YEAR', variable: 'prime annuelle' }, null)).toBe(
      '32–38\u00a0k€ brut/an + prime annuelle',
    );
    expect(payText(null, 'De 30 000 à 35 000 € brut/an')).toBe('De 30 000 à 35 000 € brut/an');
    expect(payText(null, null)).toBeNull();
  });
});
