import { expect, test, type Page } from '@playwright/test';
import { signIn } from './support/accounts';
import { fillOffer, grantCredits, registerCompany, sessionToken } from './support/company';
import { linkFromMail } from './support/mail';
import { shoot } from './support/staff';

/** The SIRET section of the dashboard's company page. */
function siretSection(page: Page) {
  return page.getByRole('region', { name: 'SIRET et vérification' });
}

async function giveSiret(page: Page, siret: string) {
  const section = siretSection(page);
  await section.getByRole('textbox', { name: /SIRET \(14 chiffres\)/ }).fill(siret);
  await section.getByRole('button', { name: 'Vérifier le SIRET' }).click();
}

/**
 * Issue 54, item 4: a company with a closed SIRET cannot publish; a valid SIRET fills the
 * company's legal name. The test server answers for the State's directory with its fake
 * (`companies::directory::fake`: 22222222600011 is a closed establishment, 55210055400013
 * « MAISON LEMOINE DECORATION » in Lyon).
 */
test('a closed SIRET cannot publish; a valid one names the company and opens publishing', async ({ page, request }) => {
  test.setTimeout(180_000);
  const company = await registerCompany(request, 'siret-ferme', { siret: false });
  expect((await request.get(await linkFromMail(company.email, /^\/api\/confirm-email\//))).ok()).toBe(true);
  await grantCredits(request, company.email, company.password, 1);
  await signIn(page, company.email, company.password);
  await expect(page).toHaveURL(/\/dashboard\/jobs$/);

  // A closed establishment is refused in French, and nothing is stored.
  await page.goto('/dashboard/company');
  await giveSiret(page, '222 222 226 00011');
  await expect(siretSection(page).getByRole('alert')).toContainText('Cet établissement est fermé');
  await expect(siretSection(page).getByText('Entreprise vérifiée')).toHaveCount(0);

  // So publishing is refused, saying what to do.
  const title = `Tapissier décorateur ${Math.random().toString(36).slice(2, 7)}`;
  await page.goto('/emploi/nouvelle-annonce');
  await fillOffer(page, title, /^CDI$/);
  await page.getByRole('button', { name: 'Publier mon annonce' }).click();
  await expect(page.getByText(/indiquez le SIRET de votre entreprise dans « Mon entreprise »/).first()).toBeVisible({
    timeout: 15_000,
  });

  // A valid SIRET: the directory's legal name, address, NAF code and size fill the company.
  await page.goto('/dashboard/company');
  await giveSiret(page, '55210055400013');
  const section = siretSection(page);
  await expect(section.getByText('SIRET vérifié : MAISON LEMOINE DECORATION.')).toBeVisible();
  await expect(section.getByText('Entreprise vérifiée')).toBeVisible();
  await expect(section.getByText('MAISON LEMOINE DECORATION', { exact: true })).toBeVisible();
  await expect(section.getByText('552 100 554 00013')).toBeVisible();
  await expect(section.getByText('74.10Z')).toBeVisible();
  await expect(section.getByText('6 à 9 salariés')).toBeVisible();
  await shoot(page, 'siret-dashboard');

  // The billing identity is the directory's.
  const bearer = await sessionToken(request, company.email, company.password);
  const identity = await (await request.get('/api/payment/billing-identity', { headers: { Authorization: `Bearer ${bearer}` } })).json();
  expect(identity).toMatchObject({ street: '12 RUE DE LA REPUBLIQUE', postcode: '69002', city: 'LYON', siren: '552100554' });

  // Now it publishes.
  await page.goto('/emploi/nouvelle-annonce');
  await fillOffer(page, `${title} bis`, /^CDI$/);
  await page.getByRole('button', { name: 'Publier mon annonce' }).click();
  await expect(
    page.getByRole('region', { name: 'Notifications' }).locator('.MuiAlert-root', { hasText: 'Publication en ligne' }),
  ).toBeVisible({ timeout: 15_000 });
});
