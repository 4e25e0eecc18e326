/**
 * The payment endpoints (spec section 7). The server computes every amount: the page only
 * names the product, the offer and the code.
 */
import { restJson } from '../../../lib/rest';
import type { BannerDraft } from './banners';

export interface OrderView {
  id: string;
  reference: string;
  status: string;
  paymentMethod: 'card' | 'transfer';
  pricingId: number;
  productName: string;
  quantity: number;
  jobOfferId: number | null;
  code: string | null;
  price: number;
  discount: number;
  net: number;
  vat: number;
  total: number;
}

/** The spec's payment intent, with the order it pays. */
export interface PaymentIntent {
  id: string | null;
  amount: number;
  description: string;
  metadata: { product_name: string; order_reference: string };
  client_secret: string | null;
  user_name: string;
  user_email_address: string;
  status: 'requires_payment_method' | 'succeeded' | 'awaiting_transfer';
  order: OrderView;
}

export interface PurchaseRequest {
  id: string;
  userId?: string;
  jobOfferId?: string;
  code?: string;
  /** Pricings 4 and 5: the banner bought. */
  banner?: BannerDraft;
}

export function createIntent(request: PurchaseRequest): Promise<PaymentIntent> {
  return restJson('/api/payment/create-intent', { json: request, auth: true });
}

export function applyCode(request: PurchaseRequest): Promise<PaymentIntent> {
  return restJson('/api/payment/apply-code', { json: request, auth: true });
}

export function orderByTransfer(request: PurchaseRequest): Promise<PaymentIntent> {
  return restJson('/api/payment/transfer', { json: request, auth: true });
}

/** Asks the server to check the payment with the provider (never trusting the page). */
export function syncOrder(orderId: string): Promise<{ id: string; reference: string; status: string; lastError: string | null }> {
  return restJson(`/api/payment/orders/${encodeURIComponent(orderId)}/sync`, { json: {}, auth: true });
}

export interface TestCard {
  number: string;
  expiry: string;
  cvc: string;
}

/** The local test provider's `confirmCardPayment` (served by this server). */
export function confirmLocalCard(clientSecret: string, card: TestCard): Promise<{ id: string; status: string }> {
  return restJson('/api/payment/local/confirm', { json: { clientSecret, card } });
}
