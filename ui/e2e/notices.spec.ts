/**
 * Notice and action (issue 54): an anonymous visitor reports a scam offer (« Signaler cette
 * offre »), confirms by the mailed link; a staff member removes it from « Signalements » with the
 * ground « arnaque ou demande d'avance d'argent »; the company reads the statement of reasons
 * naming the ground in « Décisions de modération » and contests; the same staff member may not
 * decide the contest, a second one does. A second notice by the same reporter is refused.
 */
import { expect, test, type Browser, type Page } from '@playwright/test';
import { signIn, uniqueEmail } from './support/accounts';
import { grantCredits, graphql, publishThroughApi, registerCompany, sessionToken } from './support/company';
import { linkFromMail, mailMatching } from './support/mail';
import { registerStaff } from './support/staff';
import { stretched } from './support/time';

async function newPage(browser: Browser): Promise<Page> {
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 }, locale: 'fr-FR' });
  return context.newPage();
}

async function signedInStaff(browser: Browser, request: Parameters<typeof registerStaff>[0], prefix: string) {
  const member = await registerStaff(request, prefix);
  const page = await newPage(browser);
  await signIn(page, member.email, member.password);
  await page.waitForURL((url) => !url.pathname.startsWith('/login'));
  return { page, email: member.email };
}

test('a reported offer is removed, explained to both, contested and decided by another staff member', async ({ browser, request }) => {
  test.setTimeout(stretched(180_000));
  const company = await registerCompany(request, 'recruteur-signalement');
  expect((await request.get(await linkFromMail(company.email, /^\/api\/confirm-email\//))).ok()).toBe(true);
  await grantCredits(request, company.email, company.password, 1);
  const bearer = await sessionToken(request, company.email, company.password);
  const title = `Vendeur à domicile H/F ${Math.random().toString(36).slice(2, 7)}`;
  const offer = await publishThroughApi(request, bearer, {
    title,
    town: 'Lyon',
    contract: /^CDI$/,
    pay: { min: 24000, max: 28000, period: 'YEAR' },
    companyPresentation: '<p>Atelier de décoration.</p>',
    description: '<p>Vente de luminaires en boutique.</p>',
    perfectCandidateDescription: '<p>Un goût pour la décoration.</p>',
  });

  // An anonymous visitor reports it.
  const reporter = uniqueEmail('signalant');
  const visitor = await newPage(browser);
  await visitor.goto(`/emploi/${offer._id}/${offer.slug}`);
  await expect(visitor.getByRole('heading', { level: 1 })).toHaveText(title);
  const report = async () => {
    await visitor.getByRole('button', { name: 'Signaler cette offre' }).click();
    const dialog = visitor.getByRole('dialog', { name: 'Signaler cette offre' });
    await dialog.getByRole('combobox', { name: /Motif du signalement/ }).click();
    await visitor.getByRole('option', { name: "arnaque ou demande d'argent" }).click();
    await dialog
      .getByRole('textbox', { name: /Expliquez ce qui pose problème/ })
      .fill('Au téléphone, on m’a demandé 50 € de frais de dossier.');
    await dialog.getByRole('textbox', { name: /Votre nom/ }).fill('Marc Petit');
    await dialog.getByRole('textbox', { name: /Votre adresse e-mail/ }).fill(reporter);
    await dialog.getByRole('checkbox', { name: /Je déclare de bonne foi/ }).check();
    await dialog.getByRole('button', { name: 'Envoyer le signalement' }).click();
    return dialog;
  };
  const dialog = await report();
  await expect(dialog.getByRole('status')).toContainText('suivez son lien pour confirmer votre signalement');
  await dialog.getByRole('button', { name: 'Fermer' }).click();

  // The mailed link confirms it once.
  await visitor.goto(await linkFromMail(reporter, /^\/signalement\/confirmer\//));
  await expect(visitor.getByRole('status')).toContainText('Votre signalement est confirmé');
  await mailMatching(reporter, /Nous avons bien reçu votre signalement/);

  // A second notice by the same reporter on the same offer is refused.
  await visitor.goto(`/emploi/${offer._id}/${offer.slug}`);
  const again = await report();
  await expect(again.getByRole('alert')).toHaveText('Vous avez déjà signalé cette offre.');

  // Staff remove it from « Signalements ».
  const first = await signedInStaff(browser, request, 'equipe-signalements');
  await first.page.goto('/admin/moderation');
  await first.page.getByRole('tab', { name: 'Signalements' }).click();
  const item = first.page.getByRole('listitem').filter({ hasText: title }).first();
  await expect(item).toContainText('Urgent');
  await item.getByRole('combobox', { name: /Décision/ }).selectOption({ label: 'retirée' });
  await item.getByRole('combobox', { name: /Motif/ }).selectOption({ label: "arnaque ou demande d'avance d'argent" });
  await item.getByRole('textbox', { name: /Faits et circonstances/ }).fill('Des frais de dossier sont demandés aux candidats.');
  await item.getByRole('button', { name: 'Décider' }).click();
  await expect(first.page.getByRole('status').filter({ hasText: 'Décision enregistrée' })).toBeVisible();

  // The reporter receives the decision, the company the statement of reasons.
  await mailMatching(reporter, /Sa décision : le contenu signalé a été retiré/);
  const statement = await mailMatching(company.email, /exposé des motifs/);
  expect(statement.text).toContain("Arnaque ou demande d'avance d'argent");
  expect(statement.text).toContain('Contester cette décision');

  // The company reads it in its dashboard and contests.
  const recruiter = await newPage(browser);
  await signIn(recruiter, company.email, company.password);
  await recruiter.waitForURL((url) => !url.pathname.startsWith('/login'));
  await recruiter.goto('/dashboard/moderation');
  const decision = recruiter.getByRole('listitem').filter({ hasText: title });
  await expect(decision).toContainText("Arnaque ou demande d'avance d'argent");
  await expect(decision).toContainText('Aucun moyen automatisé');
  await decision.getByRole('button', { name: 'Contester cette décision' }).click();
  await decision.getByRole('textbox', { name: /Vos arguments/ }).fill('Ces frais ne figurent pas dans notre annonce.');
  await decision.getByRole('button', { name: 'Envoyer la contestation' }).click();
  await expect(decision).toContainText('une autre personne de notre équipe la réexamine');
  await expect(decision.getByRole('button', { name: 'Contester cette décision' })).toHaveCount(0);

  // The first staff member may not decide it; a second one does.
  await first.page.reload();
  await first.page.getByRole('tab', { name: 'Signalements' }).click();
  const contest = first.page.getByRole('list', { name: 'Contestations à trancher' }).getByRole('listitem').filter({ hasText: title });
  await contest.getByRole('combobox', { name: /Décision/ }).selectOption({ label: 'Contestation rejetée (la décision est maintenue)' });
  await contest.getByRole('textbox', { name: /Faits et circonstances/ }).fill('Revu.');
  await contest.getByRole('button', { name: 'Décider' }).click();
  await expect(contest.getByRole('alert')).toContainText("Une autre personne de l'équipe doit trancher");

  const second = await signedInStaff(browser, request, 'equipe-relecture');
  await second.page.goto('/admin/moderation');
  await second.page.getByRole('tab', { name: 'Signalements' }).click();
  const same = second.page.getByRole('list', { name: 'Contestations à trancher' }).getByRole('listitem').filter({ hasText: title });
  await same.getByRole('combobox', { name: /Décision/ }).selectOption({ label: 'Contestation rejetée (la décision est maintenue)' });
  await same.getByRole('textbox', { name: /Faits et circonstances/ }).fill('Le candidat a transmis la demande de frais écrite.');
  await same.getByRole('button', { name: 'Décider' }).click();
  await expect(second.page.getByRole('status').filter({ hasText: 'Contestation tranchée' })).toBeVisible();
  await recruiter.reload();
  await expect(recruiter.getByRole('listitem').filter({ hasText: 'Décision sur votre contestation' })).toContainText('est maintenue');
});

test('a suspended company, which cannot sign in, contests through the link of its statement', async ({ browser, request }) => {
  test.setTimeout(stretched(180_000));
  const company = await registerCompany(request, 'atelier-suspendu');
  expect((await request.get(await linkFromMail(company.email, /^\/api\/confirm-email\//))).ok()).toBe(true);
  await grantCredits(request, company.email, company.password, 1);
  const bearer = await sessionToken(request, company.email, company.password);
  await publishThroughApi(request, bearer, {
    title: `Tapissier H/F ${Math.random().toString(36).slice(2, 7)}`,
    town: 'Lyon',
    contract: /^CDI$/,
    pay: { min: 26000, max: 30000, period: 'YEAR' },
    companyPresentation: '<p>Atelier de tapisserie.</p>',
    description: '<p>Réfection de sièges.</p>',
    perfectCandidateDescription: '<p>Un CAP tapissier.</p>',
  });
  const mine = await graphql(request, bearer, '{ companies(getOnlyMine: 1) { edges { node { _id } } } }');
  const companyId = mine.companies.edges[0].node._id as number;

  // A visitor reports the company and confirms by the mailed link.
  const reporter = uniqueEmail('signalant-entreprise');
  const visitor = await newPage(browser);
  await visitor.goto(`/entreprises/${companyId}/entreprise`);
  await expect(visitor.getByRole('heading', { level: 1 })).toHaveText(company.companyName);
  await visitor.getByRole('button', { name: 'Signaler cette entreprise' }).click();
  const dialog = visitor.getByRole('dialog', { name: 'Signaler cette entreprise' });
  await dialog.getByRole('combobox', { name: /Motif du signalement/ }).click();
  await visitor.getByRole('option', { name: /entreprise inexistante/ }).click();
  await dialog.getByRole('textbox', { name: /Expliquez ce qui pose problème/ }).fill('Cette entreprise utilise le nom d’un autre atelier.');
  await dialog.getByRole('textbox', { name: /Votre nom/ }).fill('Marc Petit');
  await dialog.getByRole('textbox', { name: /Votre adresse e-mail/ }).fill(reporter);
  await dialog.getByRole('checkbox', { name: /Je déclare de bonne foi/ }).check();
  await dialog.getByRole('button', { name: 'Envoyer le signalement' }).click();
  await expect(dialog.getByRole('status')).toContainText('suivez son lien');
  await visitor.goto(await linkFromMail(reporter, /^\/signalement\/confirmer\//));
  await expect(visitor.getByRole('status')).toContainText('Votre signalement est confirmé');

  // Staff suspend it.
  const first = await signedInStaff(browser, request, 'equipe-suspension');
  await first.page.goto('/admin/moderation');
  await first.page.getByRole('tab', { name: 'Signalements' }).click();
  const item = first.page.getByRole('listitem').filter({ hasText: company.companyName }).first();
  await item.getByRole('combobox', { name: /Décision/ }).selectOption({ label: 'entreprise suspendue' });
  await item.getByRole('combobox', { name: /Motif/ }).selectOption({ label: 'entreprise non identifiée' });
  await item.getByRole('textbox', { name: /Faits et circonstances/ }).fill('Le nom est celui d’un autre atelier.');
  await item.getByRole('button', { name: 'Décider' }).click();
  await expect(first.page.getByRole('status').filter({ hasText: 'Décision enregistrée' })).toBeVisible();

  // Its accounts cannot sign in; the statement's mail carries a personal link instead.
  const link = await linkFromMail(company.email, /^\/contestation\//);
  const owner = await newPage(browser);
  await owner.goto(link);
  await expect(owner.getByRole('heading', { level: 1 })).toHaveText('Contester une décision de modération');
  const decision = owner.getByRole('listitem').filter({ hasText: 'a été suspendue' });
  await expect(decision).toContainText('entreprise non identifiée', { ignoreCase: true });
  await expect(decision).toContainText('lien personnel');
  await decision.getByRole('button', { name: 'Contester cette décision' }).click();
  await decision.getByRole('textbox', { name: /Vos arguments/ }).fill('Ce nom est le nôtre depuis 1987 : voici notre Kbis.');
  await decision.getByRole('button', { name: 'Envoyer la contestation' }).click();
  await expect(decision).toContainText('une autre personne de notre équipe la réexamine');
  await expect(decision.getByRole('button', { name: 'Contester cette décision' })).toHaveCount(0);

  // Another staff member grants it: the company is back and signs in.
  const second = await signedInStaff(browser, request, 'equipe-relecture-suspension');
  await second.page.goto('/admin/moderation');
  await second.page.getByRole('tab', { name: 'Signalements' }).click();
  const contest = second.page
    .getByRole('list', { name: 'Contestations à trancher' })
    .getByRole('listitem')
    .filter({ hasText: company.companyName });
  await contest.getByRole('combobox', { name: /Décision/ }).selectOption({ label: 'Contestation acceptée (la restriction est levée)' });
  await contest.getByRole('textbox', { name: /Faits et circonstances/ }).fill('Le Kbis montre que le nom est le sien.');
  await contest.getByRole('button', { name: 'Décider' }).click();
  await expect(second.page.getByRole('status').filter({ hasText: 'Contestation tranchée' })).toBeVisible();
  await signIn(owner, company.email, company.password);
  await expect(owner).toHaveURL(/\/dashboard\//);
});
