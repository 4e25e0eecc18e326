import { expect, type APIRequestContext, type Page } from '@playwright/test';

/** Pays on the local test provider's card form with a Stripe test card number. */
export async function payByCard(page: Page, number: string) {
  const form = page.getByRole('form', { name: 'Carte bancaire' });
  await form.getByLabel('Numéro de carte').fill(number);
  await form.getByLabel('Date d’expiration (MM/AA)').fill('12/34');
  await form.getByLabel('Cryptogramme (CVC)').fill('123');
  await form.getByRole('button', { name: /^Payer/ }).click();
}

/** The billing identity (issue 34) through the API, for journeys about something else. */
export async function giveBillingIdentity(request: APIRequestContext, email: string, password: string) {
  const session = await (await request.post('/api/login_check', { data: { email, password } })).json();
  const response = await request.post('/api/payment/billing-identity', {
    headers: { Authorization: `Bearer ${session.token}` },
    data: { street: '3 place des Vosges', postcode: '75004', city: 'Paris', country: 'FR', siren: '732829320', vatNumber: '' },
  });
  expect(response.status()).toBe(200);
}
