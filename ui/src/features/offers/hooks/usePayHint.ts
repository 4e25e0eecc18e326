import { useEffect, useState } from 'react';
import type { PayHintQuery as PayHintAnswer, PayPeriod } from '../../../gql/graphql';
import { graphqlRequest } from '../../../lib/graphql';
import { PayHintQuery } from '../api/payHint';

export type PayHint = NonNullable<PayHintAnswer['payHint']>;

/** How long the position, the town and the period must stay still before the hint is asked. */
export const PAY_HINT_DEBOUNCE_MS = 400;

/**
 * The median range of the live offers of the position in the town's region, in the period
 * chosen, once both are chosen; null while unknown, under 5 offers, or when the call fails (a
 * help: it never blocks the form).
 */
export function usePayHint(positionId: string, localityId: string | null, period: PayPeriod): PayHint | null {
  const [hint, setHint] = useState<PayHint | null>(null);
  useEffect(() => {
    setHint(null);
    if (!positionId || !localityId) return;
    let active = true;
    const timer = setTimeout(() => {
      graphqlRequest(PayHintQuery, { position: positionId, locality: localityId, period }).then(
        (data) => {
          if (active) setHint(data.payHint);
        },
        () => {
          if (active) setHint(null);
        },
      );
    }, PAY_HINT_DEBOUNCE_MS);
    return () => {
      active = false;
      clearTimeout(timer);
    };
  }, [positionId, localityId, period]);
  return hint;
}
