/**
 * Job alerts (issue 16): a candidate searches « ébéniste » in Auvergne-Rhône-Alpes, switches
 * the alert on, finds it in /dashboard/alerts, sets it weekly then back to « as soon as an
 * offer appears »; a (confirmed) company publishes an offer in Lyon 3e and one in Paris; the
 * 1d job runs (`ensemblier job run job-alerts-1d`); the mail holds the Lyon offer only; its
 * unsubscribe link disables the alert; running the job again sends nothing new.
 */
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { execFileSync } from 'node:child_process';
import { confirmEmail, registerCandidate, signIn } from './support/accounts';
import { grantCredits, registerCompany } from './support/company';
import { linkFromMail, mailsTo } from './support/mail';
import { stretched } from './support/time';

const BINARY = process.env.E2E_SERVER_BIN ?? '../target/debug/ensemblier';

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

/** Publishes an offer of the company through the API (the form has its own journey). */
async function publish(request: APIRequestContext, token: string, companyId: number, title: string, locality: string) {
  const created = await graphql(
    request,
    token,
    `
      mutation ($input: JobOfferInput!) {
        createJobOffer(input: $input) {
          jobOffer {
            id
          }
        }
      }
    `,
    {
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
    },
  );
  await graphql(
    request,
    token,
    `
      mutation ($id: ID!) {
        updateStatusJobOffer(input: { id: $id, status: 2 }) {
          jobOffer {
            id
          }
        }
      }
    `,
    {
      id: created.createJobOffer.jobOffer.id,
    },
  );
}

/**
 * The server runs the 1d job itself every five minutes (on the minute, Europe/Paris): had that
 * run come between the journey's publications and its own run, it would have mailed the offer
 * first and the command would find nothing. The journey publishes at least 45 s before it.
 */
async function clearOfTheScheduledRun(page: Page) {
  const FIVE_MINUTES = 300_000;
  const left = FIVE_MINUTES - (Date.now() % FIVE_MINUTES);
  if (left < 45_000) await page.waitForTimeout(left + 5_000);
}

function alertMails(email: string) {
  return mailsTo(email).filter((mail) => /alerte/.test(mail.subject));
}

test('a candidate’s alert mails the new offer of her search once, and its link unsubscribes her', async ({ page, request }) => {
  test.setTimeout(stretched(180_000));
  const candidate = await registerCandidate(request, 'alerte');
  await confirmEmail(request, candidate.email);
  await signIn(page, candidate.email, candidate.password);
  await expect(page).toHaveURL(/\/dashboard\/alerts$/);
  await expect(page.getByText('Vous n’avez pas encore d’alerte emploi.')).toBeVisible();

  // The search, then the switch.
  await page.goto('/emploi');
  await page.getByRole('combobox', { name: 'Métier, compétence ou entreprise' }).fill('ébéniste');
  await expect(page).toHaveURL(/search=/);
  await page.getByRole('combobox', { name: 'Lieu' }).fill('auvergne');
  await page.getByRole('option', { name: /^Auvergne-Rhône-Alpes/ }).click();
  await expect(page).toHaveURL(/places=region-\d+/);
  const toggle = page.getByRole('switch', { name: 'Créer une alerte' });
  await expect(toggle).toBeEnabled();
  await expect(toggle).not.toBeChecked();
  await toggle.click();
  await expect(toggle).toBeChecked();
  await expect(page.getByRole('region', { name: 'Notifications' }).getByText('Alerte créée')).toBeVisible();

  // The bell leads to the alerts: weekly, then back to as soon as an offer appears.
  await page.getByRole('link', { name: 'Mes alertes emploi' }).click();
  await expect(page).toHaveURL(/\/dashboard\/alerts$/);
  const alert = page.getByRole('listitem').filter({ hasText: '« ébéniste » en Auvergne-Rhône-Alpes' });
  await expect(alert).toBeVisible();
  await expect(alert.getByRole('switch', { name: 'Alerte active' })).toBeChecked();
  const recurrence = alert.getByRole('combobox', { name: 'Fréquence' });
  await recurrence.click();
  await page.getByRole('option', { name: 'Une fois par semaine' }).click();
  await expect(recurrence).toHaveText('Une fois par semaine');
  await page.reload();
  await expect(recurrence).toHaveText('Une fois par semaine');
  await recurrence.click();
  await page.getByRole('option', { name: 'Dès qu’une offre paraît' }).click();
  await expect(recurrence).toHaveText('Dès qu’une offre paraît');
  await expect(alert.getByRole('link', { name: 'Voir les offres' })).toHaveAttribute('href', /^\/emploi\?search=.*places=region-\d+/);

  // A confirmed company publishes in Lyon 3e and in Paris.
  const company = await registerCompany(request, 'alerte-rh');
  const confirm = await linkFromMail(company.email, /\/api\/confirm-email\//);
  await request.get(confirm);
  await grantCredits(request, company.email, company.password, 2);
  const session = await (await request.post('/api/login_check', { data: { email: company.email, password: company.password } })).json();
  const companies = await graphql(request, session.token, '{ companies(getOnlyMine: 1) { edges { node { _id } } } }');
  const companyId = companies.companies.edges[0].node._id as number;
  const lyon3 = await localityIri(request, 'lyon 3e', 'Lyon 3e Arrondissement');
  const paris11 = await localityIri(request, 'paris 11e', 'Paris 11e Arrondissement');
  await clearOfTheScheduledRun(page);
  await publish(request, session.token, companyId, 'Ébéniste d’agencement lyonnais', lyon3);
  await publish(request, session.token, companyId, 'Ébéniste parisien', paris11);

  // The 1d job: one mail, the Lyon offer only.
  const run = execFileSync(BINARY, ['job', 'run', 'job-alerts-1d'], { encoding: 'utf8' });
  expect(run).toContain("1 mail(s) d'alerte");
  await expect.poll(() => alertMails(candidate.email).length, { timeout: stretched(20_000) }).toBe(1);
  const [mail] = alertMails(candidate.email);
  expect(mail.text).toContain('« ébéniste » en Auvergne-Rhône-Alpes');
  expect(mail.text).toContain('Ébéniste d’agencement lyonnais');
  expect(mail.text).not.toContain('parisien');

  // Its unsubscribe link disables the alert, and offers to enable it again.
  const unsubscribe = await linkFromMail(candidate.email, /\/alertes\/desinscription$/);
  await page.goto(unsubscribe);
  await expect(page.getByText('Vous ne recevrez plus l’alerte « ébéniste » en Auvergne-Rhône-Alpes.')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Réactiver l’alerte' })).toBeVisible();
  await page.goto('/dashboard/alerts');
  await expect(alert.getByRole('switch', { name: 'Alerte désactivée' })).not.toBeChecked();

  // Again: nothing new.
  const again = execFileSync(BINARY, ['job', 'run', 'job-alerts-1d'], { encoding: 'utf8' });
  expect(again).toContain("0 mail(s) d'alerte");
  await page.waitForTimeout(1500);
  expect(alertMails(candidate.email)).toHaveLength(1);
});
