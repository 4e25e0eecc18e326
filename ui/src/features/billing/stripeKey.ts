/**
 * The card payment provider's publishable key, from the page attribute the server writes
 * when Stripe is configured (`<div id="root" data-stripe-public-key="pk_…">`, spec section 7:
 * "the payment public key comes from a page attribute"). `null`: the local test provider.
 */
export function stripePublishableKey(doc: Document = document): string | null {
  const key = doc.getElementById('root')?.dataset.stripePublicKey?.trim();
  return key ? key : null;
}
