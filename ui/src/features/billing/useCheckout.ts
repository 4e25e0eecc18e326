/**
 * The checkout's state machine (issue 33): promotion code, payment method, card or transfer
 * payment, success and the Urgent upsell. `checkoutReducer` holds every transition, so they
 * are tested without a page; `useCheckout` binds it to the payment endpoints. The page
 * (`routes/PaymentPage.tsx`) only renders the state.
 */
import { useReducer } from 'react';
import { failureOf } from '../../lib/failure';
import { applyCode, orderByTransfer, syncOrder, type PaymentIntent, type PurchaseRequest } from './api/payment';
import type { PaymentMethod } from './components/PaymentMethodChoice';
import { BILLING_MESSAGES as M } from './messages';

export type PayState = { kind: 'idle' } | { kind: 'processing' } | { kind: 'error'; message: string } | { kind: 'success' };

export interface CheckoutState {
  /** The intent after a promotion code was applied (it replaces the first one). */
  withCode: PaymentIntent | null;
  code: { busy: boolean; error?: string };
  method: PaymentMethod;
  pay: PayState;
  /** The order placed by bank transfer, waiting for the money. */
  transfer: PaymentIntent | null;
  upsellOpen: boolean;
}

export type CheckoutEvent =
  | { type: 'codeSubmitted' }
  | { type: 'codeApplied'; intent: PaymentIntent; upsell: boolean }
  | { type: 'codeRefused'; message: string }
  | { type: 'methodChosen'; method: PaymentMethod }
  | { type: 'payStarted' }
  | { type: 'paid'; upsell: boolean }
  | { type: 'payFailed'; message: string }
  | { type: 'transferOrdered'; intent: PaymentIntent }
  | { type: 'upsellClosed' };

export function initialCheckout(cards: boolean): CheckoutState {
  return {
    withCode: null,
    code: { busy: false },
    method: cards ? 'card' : 'transfer',
    pay: { kind: 'idle' },
    transfer: null,
    upsellOpen: false,
  };
}

export function checkoutReducer(state: CheckoutState, event: CheckoutEvent): CheckoutState {
  switch (event.type) {
    case 'codeSubmitted':
      return { ...state, code: { busy: true } };
    case 'codeApplied':
      // A code that brings the total to zero pays the order at once.
      return event.intent.status === 'succeeded'
        ? { ...state, withCode: event.intent, code: { busy: false }, pay: { kind: 'success' }, upsellOpen: event.upsell }
        : { ...state, withCode: event.intent, code: { busy: false } };
    case 'codeRefused':
      return { ...state, code: { busy: false, error: event.message } };
    case 'methodChosen':
      return { ...state, method: event.method };
    case 'payStarted':
      return { ...state, pay: { kind: 'processing' } };
    case 'paid':
      return { ...state, pay: { kind: 'success' }, upsellOpen: event.upsell };
    case 'payFailed':
      return { ...state, pay: { kind: 'error', message: event.message } };
    case 'transferOrdered':
      return { ...state, transfer: event.intent, pay: { kind: 'idle' } };
    case 'upsellClosed':
      return { ...state, upsellOpen: false };
  }
}

/**
 * The checkout of `request`. `upsell`: whether a success opens the Urgent upsell (not after a
 * banner). The returned actions call the server and move the state; a failure the session
 * already handled (a 401 sent to sign-in) leaves it as it was.
 */
export function useCheckout({ request, cards, upsell }: { request: PurchaseRequest; cards: boolean; upsell: boolean }) {
  const [state, dispatch] = useReducer(checkoutReducer, cards, initialCheckout);

  const apply = async (text: string) => {
    dispatch({ type: 'codeSubmitted' });
    try {
      dispatch({ type: 'codeApplied', intent: await applyCode({ ...request, code: text }), upsell });
    } catch (error) {
      const failure = failureOf(error);
      if (!failure.handled) dispatch({ type: 'codeRefused', message: failure.message });
    }
  };

  /** `confirm` asks the provider from the page; the server then checks with it before crediting. */
  const payByCard = async (orderId: string, confirm: () => Promise<void>) => {
    dispatch({ type: 'payStarted' });
    try {
      await confirm();
      const synced = await syncOrder(orderId);
      if (synced.status !== 'paid') dispatch({ type: 'payFailed', message: synced.lastError ?? M.payment.notYetPaid });
      else dispatch({ type: 'paid', upsell });
    } catch (error) {
      const failure = failureOf(error);
      if (!failure.handled) dispatch({ type: 'payFailed', message: failure.message });
    }
  };

  const orderTransfer = async (code: string | undefined) => {
    dispatch({ type: 'payStarted' });
    try {
      dispatch({ type: 'transferOrdered', intent: await orderByTransfer({ ...request, code }) });
    } catch (error) {
      const failure = failureOf(error);
      if (!failure.handled) dispatch({ type: 'payFailed', message: failure.message });
    }
  };

  return {
    state,
    apply,
    payByCard,
    orderTransfer,
    chooseMethod: (method: PaymentMethod) => dispatch({ type: 'methodChosen', method }),
    closeUpsell: () => dispatch({ type: 'upsellClosed' }),
  };
}
