import { useQuery } from '@tanstack/react-query';
import type { PayHintQuery as PayHintAnswer, PayPeriod } from '../../../gql/graphql';
import { useSettled } from '../../../lib/useSettled';
import { payHintQuery } from '../api/payHint';

export type PayHint = NonNullable<PayHintAnswer['payHint']>;

/** How long the position, the contract, the town and the period must stay still before the hint is asked. */
export const PAY_HINT_DEBOUNCE_MS = 400;

/** The choices the hint depends on (the typed amounts are compared in the browser, never sent). */
export interface PayHintChoices {
  positionId: string;
  contractId: string;
  localityId: string | null;
  period: PayPeriod;
}

/**
 * The barometer's cell of the position and contract in the town's region, in the period chosen,
 * once all are chosen; null while unknown, for a position that is no trade, or when the call
 * fails (a help: it never blocks the form).
 */
export function usePayHint({ positionId, contractId, localityId, period }: PayHintChoices): PayHint | null {
  const variables = { position: positionId, contract: contractId, locality: localityId ?? '', period };
  const { settled } = useSettled(variables, PAY_HINT_DEBOUNCE_MS);
  const enabled = settled && positionId !== '' && contractId !== '' && Boolean(localityId);
  const query = useQuery({ ...payHintQuery(variables), enabled });
  return enabled ? (query.data?.payHint ?? null) : null;
}

/** Where a typed range stands against the cell's medians: the middle of the range below the median minimum, above the median maximum, or between. */
export type Standing = 'below' | 'within' | 'above';

export function standing(hint: PayHint, minCents: number | null, maxCents: number | null): Standing | null {
  if (hint.minCents == null || hint.maxCents == null || minCents === null || maxCents === null || maxCents < minCents) return null;
  const middle = (minCents + maxCents) / 2;
  if (middle < hint.minCents) return 'below';
  if (middle > hint.maxCents) return 'above';
  return 'within';
}
