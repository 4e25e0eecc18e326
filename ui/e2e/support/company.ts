/** Helpers of the journeys that need a company with a published offer. */
import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { execFileSync } from 'node:child_process';
import { uniqueEmail, type Account } from './accounts';

export interface CompanyAccount extends Account {
  companyName: string;
}

/** A SIRET the test server's fake company directory finds active (`companies::directory::fake`). */
export const DIRECTORY_SIRET = '73282932000074';

/**
 * A company account, created through `POST /api/register`, its SIRET verified (publishing and
 * buying need it, issue 54) unless `siret: false`.
 */
export async function registerCompany(
  request: APIRequestContext,
  prefix: string,
  { siret = true }: { siret?: boolean } = {},
): Promise<CompanyAccount> {
  const account = { email: uniqueEmail(prefix), password: 'Marqueterie-2024', firstname: 'Louise', lastname: 'Martin' };
  const companyName = `Atelier ${Math.random().toString(36).slice(2, 8)}`;
  const response = await request.post('/api/register', {
    multipart: { accountType: 'company', ...account, emailConfirmation: account.email, companyName },
  });
  expect(await response.text()).toBe('ok');
  if (siret) {
    const bearer = await sessionToken(request, account.email, account.password);
    const companies = await graphql(request, bearer, '{ companies(getOnlyMine: 1) { edges { node { id } } } }');
    const company = companies.companies.edges[0].node.id as string;
    const verified = await graphql(
      request,
      bearer,
      'mutation ($company: ID!, $siret: String!) { verifyCompanySiret(input: {company: $company, siret: $siret}) { verification { status } } }',
      { company, siret: DIRECTORY_SIRET },
    );
    expect(verified.verifyCompanySiret.verification.status).toBe('VERIFIED');
  }
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
  await form.getByRole('textbox', { name: /Le candidat de vos rêves/ }).fill('En CAP tapissier, curieux et minutieux (H/F).');
  await form
    .getByRole('combobox', { name: /Contrat/ })
    .selectOption({ label: (await form.getByRole('option', { name: contract }).textContent()) ?? '' });
  // A training contract (stage, alternance: issue 55) asks its length and start.
  const months = form.getByRole('textbox', { name: /Durée \(mois\)/ });
  if ((await months.count()) > 0) {
    await months.fill('6');
    await form.getByLabel(/Date de début/).fill('2027-09-01');
  }
  await form.getByRole('textbox', { name: /Minimum/ }).fill('1 900');
  await form.getByRole('textbox', { name: /Maximum/ }).fill('2 200');
  await form.getByRole('combobox', { name: /Période/ }).selectOption({ label: 'Par mois' });
  await form.getByRole('combobox', { name: /Métier/ }).selectOption({ label: 'Tapissier décorateur / Tapissière décoratrice' });
  await form.getByRole('checkbox', { name: 'Travail en atelier' }).check();
  await form.getByRole('combobox', { name: /Ville/ }).fill('Lyon');
  await page.getByRole('option', { name: 'Lyon 69001' }).click();
}

/** A session token of the account (`POST /api/login_check`). */
export async function sessionToken(request: APIRequestContext, email: string, password: string): Promise<string> {
  return ((await (await request.post('/api/login_check', { data: { email, password } })).json()) as { token: string }).token;
}

/** A GraphQL call as `bearer`; an error in the answer fails the journey. */
export async function graphql(request: APIRequestContext, bearer: string, query: string, variables: Record<string, unknown> = {}) {
  const response = await request.post('/api/graphql', { headers: { Authorization: `Bearer ${bearer}` }, data: { query, variables } });
  const body = await response.json();
  expect(body.errors, JSON.stringify(body.errors)).toBeUndefined();
  return body.data;
}

interface Choice {
  id: string;
  name: string;
}

/** What an offer's input names by id: the choices of the form, the first town found for `town` and the company. */
async function offerChoices(request: APIRequestContext, bearer: string, town: string) {
  const edges = <T>(list: { edges: { node: T }[] }) => list.edges.map(({ node }) => node);
  const data = await graphql(
    request,
    bearer,
    `
      query ($town: String) {
        jobContracts {
          edges {
            node {
              id
              name
            }
          }
        }
        jobTypes {
          edges {
            node {
              id
            }
          }
        }
        jobSalaries {
          edges {
            node {
              id
            }
          }
        }
        jobPositions(first: 200) {
          edges {
            node {
              id
              name
              parent {
                id
              }
            }
          }
        }
        localities(search: $town, first: 1) {
          edges {
            node {
              id
            }
          }
        }
        companies(getOnlyMine: 1) {
          edges {
            node {
              id
            }
          }
        }
      }
    `,
    { town },
  );
  return {
    contracts: edges<Choice>(data.jobContracts),
    type: edges<{ id: string }>(data.jobTypes)[0].id,
    salary: edges<{ id: string }>(data.jobSalaries)[0].id,
    positions: edges<Choice & { parent: unknown }>(data.jobPositions),
    locality: edges<{ id: string }>(data.localities)[0].id,
    company: edges<{ id: string }>(data.companies)[0].id,
  };
}

/**
 * Publishes an offer through `createJobOffer`, as the form sends it, in the first town found
 * for `town`; `contract` and `position` pick the choices by name (the first job position when
 * `position` is left out). Returns its ids and slug.
 */
export async function publishThroughApi(
  request: APIRequestContext,
  bearer: string,
  offer: {
    title: string;
    town: string;
    contract: RegExp;
    position?: RegExp;
    pay: { min: number; max: number; period: 'HOUR' | 'MONTH' | 'YEAR' };
    companyPresentation: string;
    description: string;
    perfectCandidateDescription: string;
  },
) {
  const choices = await offerChoices(request, bearer, offer.town);
  const position = choices.positions.find(({ name, parent }) => (offer.position ? offer.position.test(name) : Boolean(parent)))!;
  const created = await graphql(
    request,
    bearer,
    'mutation ($input: JobOfferInput!) { createJobOffer(input: $input) { jobOffer { id _id slug } } }',
    {
      input: {
        companyPresentation: offer.companyPresentation,
        title: offer.title,
        description: offer.description,
        perfectCandidateDescription: offer.perfectCandidateDescription,
        jobTypesIRI: [choices.type],
        jobPositionIRI: position.id,
        jobSalaryIRI: choices.salary,
        payMin: offer.pay.min,
        payMax: offer.pay.max,
        payPeriod: offer.pay.period,
        jobContractIRI: choices.contracts.find(({ name }) => offer.contract.test(name))!.id,
        localizedCompanyLocalityIRI: choices.locality,
        localizedCompanyAddress1: '',
        localizedCompanyCompanyId: choices.company,
      },
    },
  );
  const published = created.createJobOffer.jobOffer as { id: string; _id: number; slug: string };
  const status = await graphql(
    request,
    bearer,
    'mutation ($id: ID!) { updateStatusJobOffer(input: {id: $id, status: 2}) { jobOffer { status } } }',
    {
      id: published.id,
    },
  );
  // An ad over the checker's warnings is held for staff, not public: say so here.
  if (status.updateStatusJobOffer.jobOffer.status !== 2) throw new Error(`not published: ${JSON.stringify(status)}`);
  return published;
}
