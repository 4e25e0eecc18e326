/**
 * Apprenticeships (issue 55): a workshop publishes « Apprenti(e) tapissier(e) d'ameublement, CAP, 2 ans, à partir de
 * septembre » without a pay range; the offer page shows the law's pay for an 18-year-old in each year; the search finds
 * it with « CAP » and « Début : à partir de septembre »; La bonne alternance (the server's fake of its API) publishes it,
 * which the dashboard shows.
 */
import { execFileSync } from 'node:child_process';
import { expect, test } from '@playwright/test';
import { signIn } from './support/accounts';
import { registerCompany } from './support/company';
import { sameFirstScreen } from './support/firstScreen';
import { linkFromMail } from './support/mail';
import { stretched } from './support/time';

const SERVER = process.env.E2E_SERVER_BIN ?? '../target/debug/ensemblier';

/** The first day of the coming September (this year's until it has begun), `2027-09-01`. */
function nextSeptember(): string {
  const now = new Date();
  const year = now.getUTCMonth() < 8 ? now.getUTCFullYear() : now.getUTCFullYear() + 1;
  return `${year}-09-01`;
}

test('an apprenticeship shows the legal pay by age and year, and is found by diploma and start', async ({ browser, page, request }) => {
  test.setTimeout(stretched(240_000));
  const company = await registerCompany(request, 'apprentissage');
  const suffix = Math.random().toString(36).slice(2, 7);
  const title = `Apprenti(e) tapissier(e) d'ameublement, CAP ${suffix}`;
  await page.goto(await linkFromMail(company.email, /^\/api\/confirm-email\//));
  await signIn(page, company.email, company.password);
  await expect(page).toHaveURL(/\/dashboard\/jobs$/);

  await page.goto('/emploi/nouvelle-annonce');
  const form = page.getByRole('form', { name: 'Votre annonce' });
  await form.getByRole('textbox', { name: /Présentation de l'entreprise/ }).fill('Atelier de tapisserie d’ameublement à Lyon.');
  await form.getByRole('textbox', { name: /Nom du poste/ }).fill(title);
  await form.getByRole('textbox', { name: /Description du poste/ }).fill('Garnitures traditionnelles, couture, pose de tissus.');
  await form.getByRole('textbox', { name: /Le candidat de vos rêves/ }).fill('Curieux(se) et minutieux(se).');
  await form
    .getByRole('combobox', { name: /Contrat/ })
    .selectOption({ label: (await form.getByRole('option', { name: /^Alternance/ }).textContent()) ?? '' });
  // No pay range is asked: the law sets it.
  await expect(form.getByText('Salaire brut au-delà du minimum légal (facultatif)')).toBeVisible();
  await form.getByRole('combobox', { name: /Diplôme préparé/ }).selectOption({ label: 'CAP' });
  await form.getByRole('textbox', { name: /Rythme/ }).fill('3 semaines en entreprise / 1 semaine au CFA');
  await form.getByRole('textbox', { name: /Durée \(mois\)/ }).fill('24');
  await form.getByLabel(/Date de début/).fill(nextSeptember());
  await form.getByRole('combobox', { name: /Métier/ }).selectOption({ label: 'Tapissier décorateur / Tapissière décoratrice' });
  await form.getByRole('checkbox', { name: 'Travail en atelier' }).check();
  await form.getByRole('combobox', { name: /Ville/ }).fill('Lyon');
  await page.getByRole('option', { name: 'Lyon 69001' }).click();
  await page.getByRole('button', { name: 'Publier mon annonce' }).click();
  await expect(page).toHaveURL(/\/dashboard\/jobs$/, { timeout: stretched(15_000) });

  // The search: « Diplôme préparé » CAP and « Début » from September find it.
  await page.goto('/emploi');
  const filters = page.getByRole('complementary', { name: 'Filtres' });
  await filters.getByRole('checkbox', { name: /^CAP/ }).click();
  await filters.getByRole('radio', { name: 'À partir de septembre' }).click();
  await expect(page).toHaveURL(/diplomas=\d+/);
  await expect(page).toHaveURL(/start=september/);
  const card = page.getByRole('link', { name: title });
  await expect(card).toBeVisible({ timeout: stretched(15_000) });
  // The search's first screen, written by the server, shows the training's line as the UI's card does.
  await expect(
    page
      .getByRole('listitem')
      .filter({ has: card })
      .getByText(/^CAP · 2 ans · début septembre \d{4}$/),
  ).toBeVisible();
  await sameFirstScreen(browser, page.url(), ['SearchJobOffers']);
  await card.click();

  // The offer page: the legal pay of an 18-year-old, 43 % then 51 % of the SMIC.
  const grid = page.getByRole('table', { name: 'Rémunération minimale légale' });
  await expect(grid).toBeVisible();
  const eighteen = grid.getByRole('row', { name: /^18 à 20 ans/ });
  await expect(eighteen).toContainText('43\u00a0% du SMIC');
  await expect(eighteen).toContainText('51\u00a0% du SMIC');
  await expect(page.getByText('CAP (niveau 3 RNCP)')).toBeVisible();
  await page.screenshot({ path: 'test-results/apprenticeship-offer.png', fullPage: true });
  // So does the offer's: « La formation » and its legal grid are in the HTML the server sends.
  await sameFirstScreen(browser, page.url(), ['JobOffer']);

  // La bonne alternance: the job (run now, as an operator would; the server's schedule may have sent it already) sends
  // it with the SIRET; the dashboard says so.
  expect(execFileSync(SERVER, ['task', 'run', 'la-bonne-alternance'], { encoding: 'utf8' })).toMatch(/\d+ offre\(s\)/);
  await page.goto('/dashboard/jobs');
  const row = page.getByRole('listitem').filter({ hasText: title });
  await expect(row.getByTestId('offer-la-bonne-alternance')).toHaveText('La bonne alternance : publiée');

  // Its landing page (issue 55, item 6), reached from /alternance, lists it and leads to the same search.
  const landing = 'Alternance tapissier décorateur / tapissière décoratrice — CAP';
  await page.goto('/alternance');
  await page.getByRole('link', { name: landing, exact: true }).click();
  await expect(page).toHaveURL(/\/alternance\/tapissier-decorateur\/cap$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(landing);
  await expect(page.getByRole('link', { name: title })).toBeVisible();
  await page.getByRole('link', { name: 'Voir ces offres dans la recherche' }).click();
  await expect(page).toHaveURL(/\/emploi\?.*diplomas=\d+.*&sort=recent$/);
  await expect(page.getByRole('link', { name: title })).toBeVisible({ timeout: stretched(15_000) });
});
