/**
 * Moderation in the back-office (issue 19, parts 5 and 7): a recruiter writing « jeune et
 * dynamique, 25-30 ans » sees the checker's warning in the form and publishes anyway; a staff
 * member sees the offer flagged in the queue and removes it for « contenu discriminatoire »:
 * it leaves /emploi at once and the company gets the mail. The staff member finds the company
 * in « Entreprises », suspends and reactivates it, then answers its contact message by mail.
 * The company is this spec's own (later specs use the demo data); it ends active.
 */
import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Browser, type Page } from '@playwright/test';
import { signIn } from './support/accounts';
import { fillOffer, publicSearch, registerCompany } from './support/company';
import { linkFromMail, mailMatching } from './support/mail';
import { registerStaff, shoot } from './support/staff';
import { stretched } from './support/time';

async function newPage(browser: Browser): Promise<Page> {
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 }, locale: 'fr-FR' });
  return context.newPage();
}

async function axeViolations(page: Page): Promise<string[]> {
  const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
  return results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
}

const toast = (page: Page, text: string) =>
  page.getByRole('region', { name: 'Notifications' }).locator('.MuiAlert-root', { hasText: text });

test('a flagged offer is removed from the queue, its company mailed; a contact message is answered by mail', async ({
  browser,
  request,
}) => {
  test.setTimeout(stretched(180_000));
  const suffix = Math.random().toString(36).slice(2, 7);
  const title = `Stagiaire vendeur H/F ${suffix}`;

  // The recruiter writes an offer that speaks of looks: the form warns, publishing stays
  // possible, and the ad waits for staff (an age limit would be refused: an offence).
  const company = await registerCompany(request, 'recruteur-moderation');
  const recruiter = await newPage(browser);
  await recruiter.goto(await linkFromMail(company.email, /^\/api\/confirm-email\//));
  await signIn(recruiter, company.email, company.password);
  await expect(recruiter).toHaveURL(/\/dashboard\/jobs$/);
  await recruiter.goto('/emploi/nouvelle-annonce');
  await fillOffer(recruiter, title, /^Stage/);
  const form = recruiter.getByRole('form', { name: 'Votre annonce' });
  await form.getByRole('textbox', { name: /Le candidat de vos rêves/ }).fill('Physique agréable exigé.');
  const warnings = recruiter.getByTestId('wording-warnings');
  await expect(warnings).toContainText("Votre annonce mentionne l'apparence physique");
  await warnings.scrollIntoViewIfNeeded();
  await shoot(recruiter, 'moderation-formulaire');
  await recruiter.getByRole('button', { name: 'Publier mon annonce' }).click();
  await expect(toast(recruiter, 'Annonce en cours de validation')).toBeVisible();

  // It also writes to the team.
  const question = `Pourquoi mon annonce a-t-elle disparu ? (${suffix})`;
  await recruiter.goto('/contact?sujet=publier');
  await recruiter.getByRole('textbox', { name: 'Message' }).fill(question);
  await recruiter.getByRole('button', { name: 'Envoyer' }).click();
  await expect(recruiter.getByText("C'est parti ! Votre message a bien été envoyé.")).toBeVisible();

  // Staff see it flagged in the queue and remove it for « contenu discriminatoire ».
  const member = await registerStaff(request, 'equipe-moderation');
  const staff = await newPage(browser);
  await signIn(staff, member.email, member.password);
  await staff.waitForURL((url) => !url.pathname.startsWith('/login'));
  await staff.goto('/admin/moderation');
  const nav = staff.getByRole('navigation', { name: 'Sections de l’administration' });
  await expect(nav.getByRole('link', { name: 'Modération' })).toBeVisible();
  const card = staff.getByRole('listitem', { name: title, exact: true });
  await expect(card).toContainText('1 alerte du vérificateur');
  // Staff read the rule's French name and its law, not the recruiter's wording nor a code.
  await expect(card).toContainText('Apparence physique (Code du travail, article L1132-1)');
  await expect(card).not.toContainText('APPEARANCE');
  await expect(card).not.toContainText('Votre annonce');
  await expect(card.locator('mark')).toHaveText('« Physique agréable exigé »');
  await expect(card.getByRole('link', { name: 'Voir l’annonce' })).toHaveAttribute('href', /^\/emploi\/\d+\//);
  expect(await axeViolations(staff)).toEqual([]);
  await shoot(staff, 'moderation');
  // « Signalées seulement »: only what the checker flags, the seeded clean offers left out.
  const allCount = staff.getByText(/^\d+ annonces publiées$/);
  await expect(allCount).toBeVisible();
  await staff.getByText('Signalées seulement').click();
  await expect(staff.getByText(/^\d+ annonces? signalées?$/)).toBeVisible();
  await expect(card).toBeVisible();
  const cards = staff.getByRole('list', { name: 'Modération' }).locator(':scope > li');
  for (const flagged of await cards.all()) await expect(flagged).toContainText('du vérificateur');
  await expect(cards.filter({ hasText: 'Rien à signaler par le vérificateur.' })).toHaveCount(0);
  await shoot(staff, 'moderation-signalees');
  await card.getByRole('button', { name: 'Retirer' }).click();
  const dialog = staff.getByRole('dialog', { name: `Retirer l’annonce « ${title} »` });
  await expect(dialog).toContainText('rien n’est remboursé');
  await dialog.getByRole('combobox', { name: /Motif/ }).selectOption({ label: 'contenu discriminatoire' });
  await dialog.getByRole('button', { name: 'Retirer l’annonce' }).click();
  await expect(staff.getByRole('status').filter({ hasText: `L’annonce « ${title} » a été retirée` })).toBeVisible();
  await expect(card).toHaveCount(0);

  // Gone from /emploi at once; the company is told why, and that nothing is refunded.
  await expect.poll(() => publicSearch(request, title), { timeout: 5_000 }).not.toContain(title);
  await staff.goto(`/emploi?search=${encodeURIComponent(title)}`);
  await expect(staff.getByText('Aucun résultat ne correspond à votre recherche.')).toBeVisible();
  const removal = await mailMatching(company.email, /a été retirée d'Ensemblier/);
  expect(removal.text).toContain(`« ${title} »`);
  expect(removal.text).toContain('pour le motif suivant : contenu discriminatoire.');
  expect(removal.text).toContain("n'est pas remboursée");

  // « Entreprises »: found by name, suspended then reactivated, each after a confirmation.
  await staff.goto('/admin/entreprises');
  await staff.getByLabel('Rechercher (nom ou adresse e-mail)').fill(company.companyName);
  await staff.getByRole('button', { name: 'Rechercher' }).click();
  const row = staff.getByRole('listitem', { name: company.companyName, exact: true });
  await expect(row).toContainText(company.email);
  await expect(row).toContainText('E-mail confirmé');
  await expect(row).toContainText('0 annonce');
  expect(await axeViolations(staff)).toEqual([]);
  await shoot(staff, 'entreprises');
  await row.getByRole('button', { name: 'Suspendre' }).click();
  await staff
    .getByRole('dialog', { name: `Suspendre « ${company.companyName} » ?` })
    .getByRole('button', { name: 'Suspendre' })
    .click();
  await expect(row).toContainText('Suspendue');
  const refused = await request.post('/api/login_check', { data: { email: company.email, password: company.password } });
  expect(refused.status()).toBe(422);
  await row.getByRole('button', { name: 'Réactiver' }).click();
  await staff
    .getByRole('dialog', { name: `Réactiver « ${company.companyName} » ?` })
    .getByRole('button', { name: 'Réactiver' })
    .click();
  await expect(row.getByRole('button', { name: 'Suspendre' })).toBeVisible();
  const signedIn = await request.post('/api/login_check', { data: { email: company.email, password: company.password } });
  expect(signedIn.status()).toBe(200);

  // « Messages »: the question is answered by mail; the reply shows under it.
  await nav.getByRole('link', { name: 'Messages' }).click();
  const message = staff.getByRole('listitem').filter({ hasText: question });
  await expect(message).toContainText('À traiter');
  await message.getByRole('button', { name: 'Répondre par e-mail' }).click();
  const answer = `Votre annonce a été retirée : elle indiquait un âge. (${suffix})`;
  await message.getByRole('textbox', { name: `Votre réponse à ${company.email}` }).fill(answer);
  await message.getByRole('button', { name: 'Envoyer la réponse' }).click();
  await expect(staff.getByRole('status').filter({ hasText: 'Réponse envoyée.' })).toBeVisible();
  await expect(message.getByRole('region', { name: 'Réponses envoyées' })).toContainText(answer);
  await expect(message).toContainText('Traité le');
  expect(await axeViolations(staff)).toEqual([]);
  await shoot(staff, 'messages');
  const reply = await mailMatching(company.email, new RegExp(answer.replace(/[()]/g, '\\$&')));
  expect(reply.replyTo).toContain('contact@');
  expect(reply.text).toContain(question);
});
