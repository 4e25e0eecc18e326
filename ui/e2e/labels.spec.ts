import { expect, test } from '@playwright/test';
import { signIn } from './support/accounts';
import { grantCredits, publishThroughApi, registerCompany, sessionToken } from './support/company';
import { linkFromMail } from './support/mail';
import { registerStaff } from './support/staff';

/**
 * Issue 54, item 5: a craft label declared with its proof shows nowhere until staff approve it,
 * and no longer once staff revoke it with a reason.
 */
test('a label without staff approval never shows; once approved, its badge is on the offer until revoked', async ({ page, request }) => {
  const account = await registerCompany(request, 'atelier-labels');
  expect((await request.get(await linkFromMail(account.email, /^\/api\/confirm-email\//))).ok()).toBe(true);
  await grantCredits(request, account.email, account.password, 1);
  const bearer = await sessionToken(request, account.email, account.password);
  const offer = await publishThroughApi(request, bearer, {
    title: `Ébéniste H/F ${Math.random().toString(36).slice(2, 7)}`,
    town: 'Lyon',
    contract: /^CDI$/,
    pay: { min: 30000, max: 36000, period: 'YEAR' },
    companyPresentation: '<p>Atelier d’ébénisterie.</p>',
    description: '<p>Restauration de meubles anciens.</p>',
    perfectCandidateDescription: '<p>Un CAP ébéniste.</p>',
  });
  const offerPath = `/emploi/${offer._id}/${offer.slug}`;

  await signIn(page, account.email, account.password);
  await expect(page).toHaveURL(/\/dashboard\/jobs$/);
  await page.goto('/dashboard/company');
  const section = page.getByRole('region', { name: 'Labels et distinctions' });
  await section.getByRole('combobox', { name: 'Label' }).click();
  await page.getByRole('option', { name: 'Meilleur Ouvrier de France' }).click();
  await section.getByRole('textbox', { name: 'Nom de la personne titulaire' }).fill('Jeanne Martin');
  await section.locator('input[type=file]').setInputFiles({
    name: 'diplome.pdf',
    mimeType: 'application/pdf',
    buffer: Buffer.from('%PDF-1.4\n1 0 obj\n<<>>\nendobj\ntrailer\n<<>>\n%%EOF\n'),
  });
  await section.getByRole('button', { name: 'Déclarer ce label' }).click();
  await expect(section.getByText('Label déclaré')).toBeVisible();
  await expect(section.getByRole('list', { name: 'Vos labels' })).toContainText('En attente de validation');

  // Not approved: neither the offer nor the search shows it.
  await page.goto(offerPath);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByTestId('craft-badge')).toHaveCount(0);

  // Staff approve it in the back-office: the badge shows on the offer.
  const staff = await registerStaff(request, 'equipe-labels');
  const nav = page.getByRole('navigation', { name: 'Navigation principale' }).first();
  await nav.getByRole('link', { name: 'Déconnexion' }).click();
  await expect(nav.getByRole('link', { name: 'Connexion', exact: true })).toBeVisible();
  await signIn(page, staff.email, staff.password);
  // Signed in once the sign-in page is left: going on earlier would cut the request.
  await page.waitForURL((url) => !url.pathname.startsWith('/login'));
  await page.goto('/admin/labels');
  const pending = page.getByRole('listitem').filter({ hasText: 'Meilleur Ouvrier de France — Jeanne Martin' });
  await pending.getByRole('button', { name: 'Valider' }).click();
  await expect(page.getByText('Décision enregistrée')).toBeVisible();
  await expect(async () => {
    await page.goto(offerPath);
    await expect(page.getByTestId('craft-badge')).toHaveText('Meilleur Ouvrier de France', { timeout: 1000 });
  }).toPass({ timeout: 20_000 });

  // Staff take it back with a reason: it leaves the offer.
  await page.goto('/admin/labels');
  const approved = page
    .getByRole('region', { name: 'Labels validés' })
    .getByRole('listitem')
    .filter({ hasText: 'Meilleur Ouvrier de France — Jeanne Martin' });
  await approved.getByRole('textbox', { name: 'Motif du retrait' }).fill('Le diplôme présenté n’est pas celui de Jeanne Martin.');
  await approved.getByRole('button', { name: 'Retirer le label' }).click();
  await expect(page.getByText('Label retiré')).toBeVisible();
  await expect(async () => {
    await page.goto(offerPath);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible({ timeout: 1000 });
    await expect(page.getByTestId('craft-badge')).toHaveCount(0, { timeout: 1000 });
  }).toPass({ timeout: 20_000 });
});
