/**
 * Candidates apply, recruiters triage; favourites (spec sections 2, 4, 5, 6, 8): a company
 * publishes an offer with a credit; a candidate finds it in the search, adds it to the
 * favourites, applies with two real PDFs and finds the application in the dashboard; the
 * company opens it (it becomes read), notes « Peut-être » and downloads the CV; the candidate
 * then sees the link to the applications instead of the apply button.
 */
import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Browser, type Locator, type Page } from '@playwright/test';
import { readFileSync } from 'node:fs';
import { registerCandidate, signIn, tinyPdf } from './support/accounts';
import { fillOffer, grantCredits, publicSearch, registerCompany } from './support/company';
import { linkFromMail } from './support/mail';
import { stretched } from './support/time';

function toast(page: Page, text: string): Locator {
  return page.getByRole('region', { name: 'Notifications' }).locator('.MuiAlert-root', { hasText: text });
}

async function expectNoAxeViolations(page: Page) {
  const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
  expect(results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
}

async function newPage(browser: Browser, width = 1280): Promise<Page> {
  const context = await browser.newContext({ viewport: { width, height: 900 }, locale: 'fr-FR', acceptDownloads: true });
  return context.newPage();
}

const pdf = (name: string) => ({ name, mimeType: 'application/pdf', buffer: tinyPdf() });

test.describe('applications and favourites', () => {
  test('a candidate favourites an offer and applies with two PDFs; the company opens it, notes « Peut-être » and downloads the CV', async ({
    browser,
    request,
  }) => {
    test.setTimeout(stretched(180_000));
    const suffix = Math.random().toString(36).slice(2, 7);
    const title = `Tapissier garnisseur ${suffix}`;

    // The company: registered, e-mail confirmed, one credit, a CDI published.
    const company = await registerCompany(request, 'recruteur-candidatures');
    const recruiter = await newPage(browser);
    await recruiter.goto(await linkFromMail(company.email, /^\/api\/confirm-email\//));
    await grantCredits(request, company.email, company.password, 1);
    await signIn(recruiter, company.email, company.password);
    await expect(recruiter).toHaveURL(/\/dashboard\/jobs$/);
    await recruiter.goto('/emploi/nouvelle-annonce');
    await fillOffer(recruiter, title, /^CDI$/);
    await recruiter.getByRole('button', { name: 'Publier mon annonce' }).click();
    await expect(toast(recruiter, 'Publication en ligne')).toBeVisible();
    await expect(recruiter).toHaveURL(/\/dashboard\/jobs$/);
    const offerHref =
      (await recruiter.getByRole('listitem', { name: title, exact: true }).getByRole('link', { name: title }).getAttribute('href')) ?? '';
    const offerId = /^\/emploi\/(\d+)\//.exec(offerHref)?.[1];
    expect(offerId).toBeTruthy();
    await expect.poll(() => publicSearch(request, title), { timeout: stretched(20_000) }).toContain(title);

    // The candidate finds it in the search and adds it to the favourites.
    const account = await registerCandidate(request, 'candidate-postule');
    const candidate = await newPage(browser);
    await signIn(candidate, account.email, account.password);
    await expect(candidate).toHaveURL(/\/dashboard\/alerts$/);
    await candidate.goto('/emploi');
    await candidate.getByRole('combobox', { name: 'Métier, compétence ou entreprise' }).fill(`garnisseur ${suffix}`);
    const results = candidate.getByRole('region', { name: 'Résultats' });
    const card = results.getByRole('article', { name: title });
    await expect(card).toBeVisible();
    // The heart turns at once (optimistic); leaving the page before the server has answered
    // would cancel the request (on CI's busy cores the list was then empty): wait for it.
    const saved = candidate.waitForResponse(
      (response) => response.url().endsWith('/api/graphql') && (response.request().postData() ?? '').includes('CreateFavorite'),
    );
    await card.getByRole('button', { name: `Ajouter « ${title} » aux favoris` }).click();
    expect((await saved).ok()).toBe(true);
    await expect(card.getByRole('button', { name: `Retirer « ${title} » des favoris` })).toBeVisible();

    await candidate.goto('/dashboard/favorites');
    const favorites = candidate.getByRole('list', { name: 'Mes offres favorites' });
    const favorite = favorites.getByRole('link', { name: `${company.companyName} - Lyon : ${title}` });
    await expect(favorite).toHaveAttribute('href', offerHref);
    await expectNoAxeViolations(candidate);

    // Applying: the missing document is asked for, then both PDFs go with progress.
    await favorite.click();
    await expect(candidate.getByRole('heading', { level: 1 })).toHaveText(title);
    await expect(candidate.getByRole('button', { name: 'Retirer des favoris' })).toBeVisible();
    await candidate.getByRole('button', { name: 'Postuler' }).click();
    const dialog = candidate.getByRole('dialog', { name: 'Postuler à cette offre' });
    await dialog.getByRole('textbox', { name: /Téléphone/ }).fill('06 12 34 56 78');
    await dialog
      .getByRole('textbox', { name: 'Message de motivation' })
      .fill('Six ans de garnitures traditionnelles à Lyon.\nDisponible en mars.');
    await dialog.getByRole('textbox', { name: 'Réponses aux questions de l’annonce' }).fill('Oui, je couds à la machine et à la main.');
    await dialog.getByLabel('Fichier du CV (PDF)').setInputFiles(pdf('cv-ines-garnier.pdf'));
    await dialog.getByRole('button', { name: 'Envoyer ma candidature' }).click();
    const missing = candidate.getByRole('dialog', { name: 'Documents manquants' });
    await expect(missing).toContainText('Merci de joindre votre CV et votre lettre de motivation.');
    await missing.getByRole('button', { name: 'J’ai compris' }).click();
    await dialog
      .getByLabel('Fichier de la lettre de motivation (PDF)')
      .setInputFiles({ name: 'lettre.png', mimeType: 'image/png', buffer: Buffer.from('png') });
    await expect(dialog.getByText('Merci de ne joindre que des documents au format PDF.')).toBeVisible();
    await dialog.getByLabel('Fichier de la lettre de motivation (PDF)').setInputFiles(pdf('lettre-ines-garnier.pdf'));
    await expectNoAxeViolations(candidate);
    await dialog.getByRole('button', { name: 'Envoyer ma candidature' }).click();
    await expect(toast(candidate, 'Candidature envoyée')).toBeVisible();
    await expect(dialog).toHaveCount(0);
    await expect(candidate.getByRole('button', { name: 'Postuler' })).toHaveCount(0);

    // The application in the candidate's dashboard (no « Lue le » while the company's read tracking is off).
    await candidate.getByRole('link', { name: 'Voir mes candidatures' }).click();
    await expect(candidate).toHaveURL(/\/dashboard\/applications$/);
    const table = candidate.getByRole('table', { name: 'Mes candidatures envoyées' });
    const row = table.getByRole('row', { name: new RegExp(title) });
    await expect(row).toContainText(company.companyName);
    await expect(row).toContainText('Lyon (69001)');
    const applicationHref = (await row.getByRole('link', { name: title }).getAttribute('href')) ?? '';
    expect(applicationHref).toMatch(new RegExp(`^/emploi/${offerId}/applications/\\d+$`));
    await expectNoAxeViolations(candidate);

    // The company opens it from its offer's applications: read, « Peut-être », the CV downloaded.
    await recruiter.goto(`/dashboard/jobs/${offerId}/applications`);
    await recruiter.getByRole('link', { name: /^Ouvrir la candidature d’Inès / }).click();
    await expect(recruiter).toHaveURL(new RegExp(`${applicationHref}$`));
    await expect(recruiter.getByRole('heading', { level: 1 })).toHaveText(title);
    await expect(recruiter.getByText(/^Lue le /)).toBeVisible();
    const candidateBlock = recruiter.getByRole('region', { name: 'Le candidat' });
    await expect(candidateBlock).toContainText(`${account.firstname} ${account.lastname}`);
    await expect(candidateBlock.getByRole('link', { name: account.email })).toBeVisible();
    await expect(recruiter.getByRole('region', { name: 'Message de motivation' })).toContainText(
      'Six ans de garnitures traditionnelles à Lyon.',
    );
    await recruiter.getByRole('radio', { name: 'Peut-être' }).check();
    await expect(recruiter.getByText('Statut d’entretien enregistré.')).toBeVisible();
    const [download] = await Promise.all([
      recruiter.waitForEvent('download'),
      recruiter.getByRole('link', { name: 'Télécharger le CV' }).click(),
    ]);
    expect(download.suggestedFilename()).toMatch(/\.pdf$/);
    expect(
      readFileSync((await download.path()) as string)
        .subarray(0, 5)
        .toString('latin1'),
    ).toBe('%PDF-');
    await expectNoAxeViolations(recruiter);
    await recruiter.reload();
    await expect(recruiter.getByRole('radio', { name: 'Peut-être' })).toBeChecked();

    // The candidate: the offer page now links to the applications; read tracking is off, so no « Lue le ».
    await candidate.goto(offerHref);
    await expect(candidate.getByRole('link', { name: 'Voir mes candidatures' })).toHaveAttribute('href', '/dashboard/applications');
    await expect(candidate.getByText(/^Vous avez postulé le /)).toBeVisible();
    await expect(candidate.getByRole('button', { name: 'Postuler' })).toHaveCount(0);
    await candidate.goto(applicationHref);
    await expect(candidate.getByRole('heading', { level: 1 })).toHaveText(title);
    await expect(candidate.getByText(/^Lue le /)).toHaveCount(0);
    await expect(candidate.getByRole('radio', { name: 'Peut-être' })).toHaveCount(0);

    // Issue 37: the recruiter answers from triage with the refusal template, edited; the candidate
    // reads « Non retenue » with its date (« Peut-être » stayed private), then withdraws: the
    // recruiter then reads « Candidature retirée » and nothing else.
    await expect(candidate.getByRole('list', { name: 'Suivi de la candidature' })).not.toContainText('Non retenue');
    await recruiter.goto(`/dashboard/jobs/${offerId}/applications`);
    await recruiter.getByRole('checkbox', { name: /^Sélectionner la candidature d’Inès / }).check();
    await recruiter.getByRole('button', { name: 'Refuser' }).click();
    const answer = recruiter.getByRole('dialog', { name: 'Refuser les candidatures sélectionnées' });
    await expect(answer.getByRole('textbox', { name: 'Objet' })).toHaveValue('Votre candidature');
    await answer.getByRole('textbox', { name: 'Message' }).fill('Merci pour votre candidature : nous avons retenu un autre profil.');
    await answer.getByRole('button', { name: 'Envoyer' }).click();
    await expect(toast(recruiter, 'Réponse envoyée')).toBeVisible();
    // Issue 38: the offer's applications and their documents as one ZIP.
    const [archive] = await Promise.all([
      recruiter.waitForEvent('download'),
      recruiter.getByRole('button', { name: 'Télécharger avec les CV (ZIP)' }).click(),
    ]);
    expect(archive.suggestedFilename()).toBe(`candidatures-${offerId}.zip`);
    expect(
      readFileSync((await archive.path()) as string)
        .subarray(0, 4)
        .toString('latin1'),
    ).toBe('PK\x03\x04');
    // Issue 58, minor 11: the selection noted at once, and the filter's counts are its own.
    const ines = recruiter.getByRole('checkbox', { name: /^Sélectionner la candidature d’Inès / });
    if (!(await ines.isChecked())) await ines.check();
    await recruiter.getByRole('combobox', { name: 'Noter la sélection' }).selectOption({ label: 'Oui' });
    await expect(toast(recruiter, 'Statut d’entretien')).toBeVisible();
    await recruiter.getByRole('combobox', { name: 'Entretien', exact: true }).selectOption({ label: 'Oui' });
    await expect(recruiter).toHaveURL(/\?entretien=yes$/);
    await expect(recruiter.getByTestId('totals')).toHaveText('1 candidature');
    await recruiter.getByRole('combobox', { name: 'Entretien', exact: true }).selectOption({ label: 'Non' });
    await expect(recruiter.getByText('Aucune candidature avec ce statut d’entretien.')).toBeVisible();
    await candidate.goto('/dashboard/applications');
    await expect(row).toContainText(/Non retenue le \d/);
    await candidate.goto(applicationHref);
    await candidate.getByRole('button', { name: 'Retirer ma candidature' }).click();
    await candidate
      .getByRole('dialog', { name: 'Retirer votre candidature ?' })
      .getByRole('button', { name: 'Retirer ma candidature' })
      .click();
    await expect(candidate.getByTestId('withdrawn')).toBeVisible();
    await expect(candidate.getByRole('link', { name: 'Télécharger le CV' })).toHaveCount(0);
    await expectNoAxeViolations(candidate);
    await recruiter.goto(applicationHref);
    await expect(recruiter.getByTestId('withdrawn')).toContainText('Le candidat a retiré sa candidature');
    await expect(recruiter.getByRole('region', { name: 'Le candidat' })).toHaveCount(0);

    // The favourite leaves the list with its heart.
    await candidate.goto('/dashboard/favorites');
    await favorites.getByRole('button', { name: `Retirer « ${title} » des favoris` }).click();
    await expect(candidate.getByText('Vous n’avez pas encore d’offre favorite.')).toBeVisible();

    await candidate.context().close();
    await recruiter.context().close();
  });

  test('the candidate pages fit a 375 px screen', async ({ browser, request }) => {
    const account = await registerCandidate(request, 'candidate-mobile');
    const page = await newPage(browser, 375);
    await signIn(page, account.email, account.password);
    await expect(page).toHaveURL(/\/dashboard\/alerts$/);
    const response = await request.post('/api/graphql', { data: { query: '{ lastJobOffers(first: 1) { _id slug } }' } });
    const [first] = ((await response.json()) as { data: { lastJobOffers: { _id: number; slug: string }[] } }).data.lastJobOffers;
    const paths = ['/dashboard/favorites', '/dashboard/applications', ...(first ? [`/emploi/${first._id}/${first.slug}`] : [])];
    for (const path of paths) {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await page.waitForLoadState('networkidle');
      expect(await page.evaluate(() => document.documentElement.scrollWidth), path).toBeLessThanOrEqual(375);
    }
    if (first) {
      await page.getByRole('button', { name: 'Postuler' }).click();
      const dialog = page.getByRole('dialog', { name: 'Postuler à cette offre' });
      await expect(dialog.getByRole('button', { name: 'Envoyer ma candidature' })).toBeVisible();
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
    }
    await page.context().close();
  });
});
