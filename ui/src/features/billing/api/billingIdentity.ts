/**
 * The company's billing identity (issue 34): the address, SIREN and VAT number every invoice
 * names. The server checks each value (French messages) and refuses any purchase without it.
 */
import { restJson } from '../../../lib/rest';

export interface BillingIdentity {
  street: string;
  postcode: string;
  city: string;
  /** ISO 3166 alpha-2, an EU member state. */
  country: string;
  /** French companies only (9 digits). */
  siren: string;
  /** Derived from the SIREN in France; given by companies of other EU countries. */
  vatNumber: string;
}

export interface BillingIdentityAnswer extends BillingIdentity {
  complete: boolean;
}

export function fetchBillingIdentity(): Promise<BillingIdentityAnswer> {
  return restJson('/api/payment/billing-identity', { method: 'GET', auth: true });
}

export function saveBillingIdentity(identity: BillingIdentity): Promise<BillingIdentityAnswer> {
  return restJson('/api/payment/billing-identity', { json: identity, auth: true });
}
