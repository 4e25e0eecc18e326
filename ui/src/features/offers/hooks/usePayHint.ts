import { useQuery } from '@tanstack/react-query';
import type { PayHintQuery as PayHintAnswer, PayPeriod } from '../../../gql/graphql';
import { useSettled } from '../../../lib/useSettled';
import { payHintQuery } from '../api/payHint';

export type PayHint = NonNullable<PayHintAnswer['payHint']>;

/** How long the position, the town and the period must stay still before the hint is asked. */
export const PAY_HINT_DEBOUNCE_MS = 400;

/**
 * The median range of the live offers of the position in the town's region, in the period
 * chosen, once both are chosen; null while unknown, under 5 offers, or when the call fails (a
 * help: it never blocks the form).
 */
export function usePayHint(positionId: string, localityId: string | null, period: PayPeriod): PayHint | null {
  const variables = { position: positionId, locality: localityId ?? '', period };
  const { settled } = useSettled(variables, PAY_HINT_DEBOUNCE_MS);
  const enabled = settled && positionId !== '' && Boolean(localityId);
  const query = useQuery({ ...payHintQuery(variables), enabled });
  return enabled ? (query.data?.payHint ?? null) : null;
}
