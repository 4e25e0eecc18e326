import { act, renderHook } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { RestError } from '../../lib/rest';
import * as api from './api/payment';
import type { PaymentIntent } from './api/payment';
import { BILLING_MESSAGES } from './messages';
import { checkoutReducer, initialCheckout, useCheckout } from './useCheckout';

function intent(status: PaymentIntent['status'], total = 12_000): PaymentIntent {
  return {
    id: 'pi_1',
    amount: total,
    description: 'Pack 3 annonces',
    metadata: { product_name: 'Pack 3 annonces', order_reference: 'ENS-1' },
    client_secret: 'secret',
    user_name: 'Camille',
    user_email_address: 'camille@example.fr',
    status,
    order: {
      id: 'order-1',
      reference: 'ENS-1',
      status: 'pending',
      paymentMethod: 'card',
      pricingId: 2,
      productName: 'Pack 3 annonces',
      quantity: 1,
      jobOfferId: null,
      code: null,
      price: 10_000,
      discount: 0,
      net: 10_000,
      vat: 2_000,
      total,
    },
  };
}

describe('the checkout state machine', () => {
  it('starts idle, by card when cards are offered, else by transfer', () => {
    expect(initialCheckout(true)).toMatchObject({
      method: 'card',
      pay: { kind: 'idle' },
      withCode: null,
      transfer: null,
      upsellOpen: false,
    });
    expect(initialCheckout(false).method).toBe('transfer');
  });

  it('applies a code: busy, then the new intent, or the refusal under the field', () => {
    const busy = checkoutReducer(initialCheckout(true), { type: 'codeSubmitted' });
    expect(busy.code).toEqual({ busy: true });
    const applied = checkoutReducer(busy, { type: 'codeApplied', intent: intent('requires_payment_method', 9_000), upsell: true });
    expect(applied.withCode?.order.total).toBe(9_000);
    expect(applied.code).toEqual({ busy: false });
    expect(applied.pay.kind).toBe('idle');
    const refused = checkoutReducer(busy, { type: 'codeRefused', message: 'Ce code promotionnel est invalide.' });
    expect(refused.code).toEqual({ busy: false, error: 'Ce code promotionnel est invalide.' });
  });

  it('a code that makes the order free pays it at once and opens the upsell unless told not to', () => {
    const free = checkoutReducer(initialCheckout(true), { type: 'codeApplied', intent: intent('succeeded', 0), upsell: true });
    expect(free.pay.kind).toBe('success');
    expect(free.upsellOpen).toBe(true);
    const banner = checkoutReducer(initialCheckout(true), { type: 'codeApplied', intent: intent('succeeded', 0), upsell: false });
    expect(banner.upsellOpen).toBe(false);
  });

  it('pays: processing, then success or the error, and the error clears on the next try', () => {
    const processing = checkoutReducer(initialCheckout(true), { type: 'payStarted' });
    expect(processing.pay.kind).toBe('processing');
    const failed = checkoutReducer(processing, { type: 'payFailed', message: 'Votre carte a été refusée.' });
    expect(failed.pay).toEqual({ kind: 'error', message: 'Votre carte a été refusée.' });
    expect(checkoutReducer(failed, { type: 'payStarted' }).pay.kind).toBe('processing');
    const paid = checkoutReducer(processing, { type: 'paid', upsell: true });
    expect(paid.pay.kind).toBe('success');
    expect(checkoutReducer(paid, { type: 'upsellClosed' }).upsellOpen).toBe(false);
  });

  it('orders by transfer: back to idle with the order waiting for the money', () => {
    const state = checkoutReducer(checkoutReducer(initialCheckout(false), { type: 'payStarted' }), {
      type: 'transferOrdered',
      intent: intent('awaiting_transfer'),
    });
    expect(state.pay.kind).toBe('idle');
    expect(state.transfer?.status).toBe('awaiting_transfer');
  });

  it('switches the method', () => {
    expect(checkoutReducer(initialCheckout(true), { type: 'methodChosen', method: 'transfer' }).method).toBe('transfer');
  });
});

describe('useCheckout', () => {
  const request = { id: '2', userId: 'u1' };

  it('pays by card only once the server says the order is paid', async () => {
    const sync = vi
      .spyOn(api, 'syncOrder')
      .mockResolvedValueOnce({ id: 'order-1', reference: 'ENS-1', status: 'pending', lastError: null });
    const { result } = renderHook(() => useCheckout({ request, cards: true, upsell: true }));
    await act(() => result.current.payByCard('order-1', () => Promise.resolve()));
    expect(sync).toHaveBeenCalledWith('order-1');
    expect(result.current.state.pay).toEqual({ kind: 'error', message: BILLING_MESSAGES.payment.notYetPaid });
    sync.mockResolvedValueOnce({ id: 'order-1', reference: 'ENS-1', status: 'paid', lastError: null });
    await act(() => result.current.payByCard('order-1', () => Promise.resolve()));
    expect(result.current.state.pay.kind).toBe('success');
    expect(result.current.state.upsellOpen).toBe(true);
  });

  it('shows the provider’s refusal and leaves the order unpaid', async () => {
    const sync = vi.spyOn(api, 'syncOrder');
    const { result } = renderHook(() => useCheckout({ request, cards: true, upsell: true }));
    await act(() => result.current.payByCard('order-1', () => Promise.reject(new Error('Votre carte a été refusée.'))));
    expect(sync).not.toHaveBeenCalled();
    expect(result.current.state.pay).toEqual({ kind: 'error', message: 'Votre carte a été refusée.' });
  });

  it('sends the code with the request and keeps a handled failure silent', async () => {
    const apply = vi.spyOn(api, 'applyCode').mockResolvedValueOnce(intent('requires_payment_method', 9_000));
    const { result } = renderHook(() => useCheckout({ request, cards: true, upsell: false }));
    await act(() => result.current.apply('BIENVENUE'));
    expect(apply).toHaveBeenCalledWith({ ...request, code: 'BIENVENUE' });
    expect(result.current.state.withCode?.order.total).toBe(9_000);
    apply.mockRejectedValueOnce(new RestError('Session expirée', 401, null, true));
    await act(() => result.current.apply('AUTRE'));
    expect(result.current.state.code).toEqual({ busy: true });
  });

  it('orders by transfer with the applied code', async () => {
    const transfer = vi.spyOn(api, 'orderByTransfer').mockResolvedValueOnce(intent('awaiting_transfer'));
    const { result } = renderHook(() => useCheckout({ request, cards: false, upsell: true }));
    await act(() => result.current.orderTransfer('BIENVENUE'));
    expect(transfer).toHaveBeenCalledWith({ ...request, code: 'BIENVENUE' });
    expect(result.current.state.transfer?.status).toBe('awaiting_transfer');
    expect(result.current.state.pay.kind).toBe('idle');
  });
});
