/**
 * What the server says the payment page offers, from the page attributes it writes on
 * `<div id="root">` (spec section 7: "the payment public key comes from a page attribute").
 */

/**
 * The card payment provider's publishable key (`data-stripe-public-key="pk_…"`, written when
 * Stripe is configured). `null`: the local test provider.
 */
export function stripePublishableKey(doc: Document = document): string | null {
  const key = doc.getElementById('root')?.dataset.stripePublicKey?.trim();
  return key ? key : null;
}

/**
 * Whether buyers may pay by card. The server writes `data-payment-methods="transfer"` when it
 * takes bank transfers only; without the attribute, card and transfer are both offered.
 */
export function cardPaymentsOffered(doc: Document = document): boolean {
  const methods = doc.getElementById('root')?.dataset.paymentMethods;
  return methods === undefined || methods.split(/\s+/).includes('card');
}
