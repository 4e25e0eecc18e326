/** Helpers of the journeys that need a company with a published offer. */
import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { execFileSync } from 'node:child_process';
import { uniqueEmail, type Account } from './accounts';

export interface CompanyAccount extends Account {
  companyName: string;
}

/** A company account, created through `POST /api/register`. */
export async function registerCompany(request: APIRequestContext, prefix: string): Promise<CompanyAccount> {
  const account = { email: uniqueEmail(prefix), password: 'Marqueterie-2024', firstname: 'Louise', lastname: 'Martin' };
  const companyName = `Atelier ${Math.random().toString(36).slice(2, 8)}`;
  const response = await request.post('/api/register', {
    multipart: { accountType: 'company', ...account, emailConfirmation: account.email, companyName },
  });
  expect(await response.text()).toBe('ok');
  return { ...account, companyName };
}

/**
 * Gives the company ad credits with the server's own command (`ensemblier credits`), on the
 * database the runner started the server with (`DATABASE_URL`, `E2E_SERVER_BIN`).
 */
export async function grantCredits(request: APIRequestContext, email: string, password: string, ads: number) {
  const session = await (await request.post('/api/login_check', { data: { email, password } })).json();
  const companies = await request.post('/api/graphql', {
    headers: { Authorization: `Bearer ${session.token}` },
    data: { query: '{ companies(getOnlyMine: 1) { edges { node { _id } } } }' },
  });
  const companyId = (await companies.json()).data.companies.edges[0].node._id as number;
  const binary = process.env.E2E_SERVER_BIN ?? '../target/debug/ensemblier';
  const output = execFileSync(binary, ['credits', '--company', String(companyId), '--ads', String(ads)], { encoding: 'utf8' });
  expect(output).toContain(`${ads} crédit(s) d'annonce disponible(s)`);
}

/** Titles of the public search for `terms` (GraphQL, as the search page asks it). */
export async function publicSearch(request: APIRequestContext, terms: string): Promise<string[]> {
  const response = await request.post('/api/graphql', {
    data: {
      query: 'query($search: String) { jobOffers(search: $search, nb_items: 10) { edges { node { title } } } }',
      variables: { search: terms },
    },
  });
  const body = (await response.json()) as { data: { jobOffers: { edges: { node: { title: string } }[] } } };
  return body.data.jobOffers.edges.map(({ node }) => node.title);
}

/** Fills the offer form: every required field, the given contract, in Lyon. */
export async function fillOffer(page: Page, title: string, contract: RegExp) {
  const form = page.getByRole('form', { name: 'Votre annonce' });
  await form
    .getByRole('textbox', { name: /Présentation de l'entreprise/ })
    .fill('Atelier de tapisserie d’ameublement à Lyon, fondé en 1987.');
  await form.getByRole('textbox', { name: /Nom du poste/ }).fill(title);
  await form
    .getByRole('textbox', { name: /Description du poste/ })
    .fill('Vous rejoignez un atelier de **six compagnons**.\n\n- Garnitures traditionnelles\n- Couture');
  await form.getByRole('textbox', { name: /Le candidat de vos rêves/ }).fill('En CAP tapissier, curieux et minutieux.');
  await form
    .getByRole('combobox', { name: /Contrat/ })
    .selectOption({ label: (await form.getByRole('option', { name: contract }).textContent()) ?? '' });
  await form.getByRole('combobox', { name: /Salaire/ }).selectOption({ label: 'Moins de 20 000 € brut/an' });
  await form.getByRole('combobox', { name: /Métier/ }).selectOption({ label: 'Tapissier décorateur / Tapissière décoratrice' });
  await form.getByRole('checkbox', { name: 'Travail en atelier' }).check();
  await form.getByRole('combobox', { name: /Ville/ }).fill('Lyon');
  await page.getByRole('option', { name: 'Lyon 69001' }).click();
}
