import type { Page } from '@playwright/test';

/** Pays on the local test provider's card form with a Stripe test card number. */
export async function payByCard(page: Page, number: string) {
  const form = page.getByRole('form', { name: 'Carte bancaire' });
  await form.getByLabel('Numéro de carte').fill(number);
  await form.getByLabel('Date d’expiration (MM/AA)').fill('12/34');
  await form.getByLabel('Cryptogramme (CVC)').fill('123');
  await form.getByRole('button', { name: /^Payer/ }).click();
}
