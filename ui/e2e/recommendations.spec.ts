/**
 * « Offres pour vous » (issue 56): a company publishes an ébéniste offer in Lyon 3e (30–36 k€)
 * and one in Paris; a candidate says in « Mon CV » what she looks for (ébéniste, around Lyon,
 * 32 000 € a year at least); /dashboard/for-you shows the Lyon offer with why, never Paris's;
 * « Pas pour moi » takes it away, and « Effacer mes refus » brings it back.
 */
import { expect, test, type APIRequestContext } from '@playwright/test';
import { confirmEmail, registerCandidate, signIn } from './support/accounts';
import { grantCredits, registerCompany } from './support/company';
import { linkFromMail } from './support/mail';
import { stretched } from './support/time';

async function graphql(request: APIRequestContext, token: string, query: string, variables: Record<string, unknown> = {}) {
  const response = await request.post('/api/graphql', { headers: { Authorization: `Bearer ${token}` }, data: { query, variables } });
  const body = await response.json();
  expect(body.errors, JSON.stringify(body.errors)).toBeUndefined();
  return body.data;
}

async function localityIri(request: APIRequestContext, search: string, name: string): Promise<string> {
  const response = await request.post('/api/graphql', {
    data: { query: 'query($s: String) { localities(search: $s, first: 10) { edges { node { id name } } } }', variables: { s: search } },
  });
  const edges = (await response.json()).data.localities.edges as { node: { id: string; name: string } }[];
  const found = edges.find(({ node }) => node.name === name);
  expect(found, `${name} among ${JSON.stringify(edges)}`).toBeTruthy();
  return found!.node.id;
}

async function publish(request: APIRequestContext, token: string, companyId: number, title: string, locality: string) {
  const created = await graphql(request, token, 'mutation ($input: JobOfferInput!) { createJobOffer(input: $input) { jobOffer { id } } }', {
    input: {
      companyPresentation: 'Atelier d’ébénisterie fondé en 1987.',
      title,
      description: 'Fabrication de mobilier sur mesure.',
      perfectCandidateDescription: 'CAP ébéniste, minutieux (H/F).',
      jobTypesIRI: ['/api/job_types/1'],
      jobPositionIRI: '/api/job_positions/14',
      jobSalaryIRI: '/api/job_salaries/1',
      payMin: 30000,
      payMax: 36000,
      payPeriod: 'YEAR',
      jobContractIRI: '/api/job_contracts/1',
      localizedCompanyLocalityIRI: locality,
      localizedCompanyCompanyId: String(companyId),
    },
  });
  await graphql(request, token, 'mutation ($id: ID!) { updateStatusJobOffer(input: { id: $id, status: 2 }) { jobOffer { id } } }', {
    id: created.createJobOffer.jobOffer.id,
  });
}

test('a candidate’s preferences bring the offer near her town, with why, and « Pas pour moi » takes it away', async ({ page, request }) => {
  test.setTimeout(stretched(120_000));
  const company = await registerCompany(request, 'pourvous-rh');
  await request.get(await linkFromMail(company.email, /\/api\/confirm-email\//));
  await grantCredits(request, company.email, company.password, 2);
  const session = await (await request.post('/api/login_check', { data: { email: company.email, password: company.password } })).json();
  const companies = await graphql(request, session.token, '{ companies(getOnlyMine: 1) { edges { node { _id } } } }');
  const companyId = companies.companies.edges[0].node._id as number;
  const title = `Ébéniste lyonnais ${Math.random().toString(36).slice(2, 7)}`;
  await publish(request, session.token, companyId, title, await localityIri(request, 'lyon 3e', 'Lyon 3e Arrondissement'));
  await publish(request, session.token, companyId, `${title} à Paris`, await localityIri(request, 'paris 11e', 'Paris 11e Arrondissement'));

  const candidate = await registerCandidate(request, 'pourvous');
  await confirmEmail(request, candidate.email);
  await signIn(page, candidate.email, candidate.password);
  await expect(page).toHaveURL(/\/dashboard\/alerts$/);
  await page.goto('/dashboard/career');
  const form = page.getByRole('form', { name: 'Mes préférences de recherche' });
  await form.getByRole('combobox', { name: 'Métiers' }).fill('ébéni');
  await page.getByRole('option', { name: 'Ébéniste', exact: true }).click();
  await form.getByRole('combobox', { name: 'Villes' }).fill('Lyon');
  await page
    .getByRole('option', { name: /^Lyon \(69\d{3}\)$/ })
    .first()
    .click();
  await form.getByRole('textbox', { name: 'Salaire plancher brut (€)' }).fill('32000');
  await form.getByRole('button', { name: 'Enregistrer mes préférences' }).click();
  await expect(page.getByRole('region', { name: 'Notifications' }).getByText('Vos préférences ont été enregistrées.')).toBeVisible();

  await page.getByRole('navigation', { name: 'Menu du tableau de bord' }).getByRole('link', { name: 'Offres pour vous' }).click();
  await expect(page).toHaveURL(/\/dashboard\/for-you$/);
  const list = page.getByRole('list', { name: 'Offres pour vous' });
  const card = list.getByRole('listitem').filter({ has: page.getByRole('link', { name: title, exact: true }) });
  await expect(card).toBeVisible({ timeout: stretched(15_000) });
  await expect(card.getByText('ébéniste', { exact: true })).toBeVisible();
  await expect(card.getByText(/^à \d+ km de Lyon$/)).toBeVisible();
  await expect(card.getByText('atteint votre salaire plancher')).toBeVisible();
  await expect(page.getByRole('link', { name: `${title} à Paris` })).toHaveCount(0);

  await card.getByRole('button', { name: `Pas pour moi : ${title}` }).click();
  await expect(page.getByRole('link', { name: title, exact: true })).toHaveCount(0);
  await page.reload();
  await expect(page.getByRole('heading', { level: 2, name: 'Offres pour vous' })).toBeVisible();
  await expect(page.getByRole('link', { name: title, exact: true })).toHaveCount(0);

  await page.goto('/dashboard/career');
  await page.getByRole('button', { name: 'Effacer mes refus' }).click();
  await expect(page.getByText('Vous n’avez écarté aucune offre.')).toBeVisible();
  await page.goto('/dashboard/for-you');
  await expect(page.getByRole('link', { name: title, exact: true })).toBeVisible();
});
