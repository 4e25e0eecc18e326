import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { confirmEmail, registerCandidate, signIn } from './support/accounts';
import { mailMatching } from './support/mail';
import { stretched } from './support/time';

/** Issue 18: Tendances RH, the whole home page and the contact form, against the seeded server. */

async function axeViolations(page: Page) {
  const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
  return results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
}

async function expectEveryHomeBlock(page: Page) {
  await page.goto('/');
  await expect(page.getByRole('search', { name: 'Rechercher une offre' })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Les dernières offres' }).getByRole('article')).toHaveCount(8);
  await expect(page.getByRole('region', { name: 'Tendances RH' }).getByRole('article')).toHaveCount(4);
  const partners = page.getByRole('region', { name: 'Nos partenaires' });
  await expect(partners.getByRole('img').first()).toBeVisible();
  await expect(partners.getByRole('button', { name: 'Mettre en pause le défilement' })).toBeVisible();
  // The house ad, or the banner the banners journey bought and got approved earlier in the run.
  await expect(page.getByRole('region', { name: 'Publicité' }).getByRole('link').first()).toHaveAttribute(
    'href',
    /^(\/tarifs#bannieres|\/api\/banners\/\d+\/click)$/,
  );
  await expect(page.getByRole('region', { name: 'Ils nous font confiance' }).getByRole('figure').first()).toBeVisible();
  await expect(page.getByRole('link', { name: 'Publier une offre' })).toBeVisible();
  await expect(page.getByRole('main').getByRole('heading', { name: 'Suivez-nous' })).toBeVisible();
}

test.describe('home, posts and contact', () => {
  test('the home page shows every block on a desktop and on a phone', async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 900 });
    await expectEveryHomeBlock(page);
    // 5 partners per view on a desktop: the sixth is out of view, and inert.
    const slides = page.getByRole('region', { name: 'Nos partenaires' }).getByRole('group', { includeHidden: true });
    await expect(slides.nth(4)).not.toHaveAttribute('aria-hidden', 'true');
    await expect(slides.nth(5)).toHaveAttribute('aria-hidden', 'true');
    expect(await axeViolations(page)).toEqual([]);

    await page.setViewportSize({ width: 375, height: 800 });
    await expectEveryHomeBlock(page);
    expect(await axeViolations(page)).toEqual([]);
  });

  test('the carousels move by keyboard, pause, and stay still under reduced motion', async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.goto('/');
    const testimonials = page.getByRole('region', { name: 'Ils nous font confiance' });
    const slides = testimonials.getByRole('group', { includeHidden: true });
    await expect(slides.first()).not.toHaveAttribute('aria-hidden', 'true');
    const box = await testimonials.boundingBox();
    await testimonials.getByRole('button', { name: 'Suivant' }).focus();
    await page.keyboard.press('Enter');
    await expect(slides.first()).toHaveAttribute('aria-hidden', 'true');
    await page.keyboard.press('ArrowLeft');
    await expect(slides.first()).not.toHaveAttribute('aria-hidden', 'true');
    expect((await testimonials.boundingBox())?.height, 'no layout shift').toBe(box?.height);
    const pause = testimonials.getByRole('button', { name: 'Mettre en pause le défilement' });
    await pause.click();
    await expect(testimonials.getByRole('button', { name: 'Reprendre le défilement' })).toBeVisible();

    await page.emulateMedia({ reducedMotion: 'reduce' });
    await page.reload();
    await expect(
      page.getByRole('region', { name: 'Nos partenaires' }).getByRole('button', { name: 'Reprendre le défilement' }),
    ).toBeDisabled();
  });

  test('a post opens from the home page and back returns there', async ({ page }) => {
    await page.goto('/');
    const first = page.getByRole('region', { name: 'Tendances RH' }).getByRole('article').first();
    const title = (await first.getByRole('link').textContent()) ?? '';
    await first.getByRole('link').click();
    await expect(page).toHaveURL(/\/tendance-rh\/\d+\/[a-z0-9-]+$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(title);
    await expect(page.getByRole('img', { name: `Illustration de l’article « ${title} »` })).toBeVisible();
    await expect(page.locator('article time').first()).toHaveText(/^\d{1,2}(er)? [a-zéû]+ \d{4}$/);
    expect(await axeViolations(page)).toEqual([]);
    await page.getByRole('button', { name: 'Retour' }).click();
    await expect(page).toHaveURL(/:\d+\/$/);
  });

  test('a post opened directly goes back to the list; an unknown one is not found', async ({ page }) => {
    const response = await page.goto('/tendance-rh/999999/inconnu');
    expect(response?.status()).toBe(404);
    await expect(page.getByRole('heading', { name: 'Article introuvable' })).toBeVisible();

    await page.goto('/tendance-rh');
    const href = await page.getByRole('article').first().getByRole('link').getAttribute('href');
    await page.goto(href ?? '/');
    await page.getByRole('button', { name: 'Retour' }).click();
    await expect(page).toHaveURL(/\/tendance-rh$/);
  });

  test('/tendance-rh loads the next page on scroll', async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.goto('/tendance-rh');
    const cards = page.getByRole('region', { name: 'Tendances RH' }).getByRole('article');
    await expect(cards).toHaveCount(10);
    await expect(page.getByText('12 articles')).toBeVisible();
    expect(await axeViolations(page)).toEqual([]);
    // Scrolls until the next page arrives, as a reader does: under load the first scroll can
    // come before the app has taken over the server-written page (its cards then replaced).
    await expect(async () => {
      await cards.last().scrollIntoViewIfNeeded();
      await page.mouse.wheel(0, 4000);
      await expect(cards).toHaveCount(12, { timeout: 2_000 });
    }).toPass({ timeout: stretched(30_000) });
    await expect(page.getByRole('button', { name: 'Afficher plus d’articles' })).toHaveCount(0);
  });

  test('a signed-in candidate writes to the team; the mailbox holds it with the right Reply-To', async ({ page, request }) => {
    const account = await registerCandidate(request, 'contact');
    await confirmEmail(request, account.email);
    await signIn(page, account.email, account.password);
    await expect(page).toHaveURL(/\/dashboard/);
    await page.goto('/contact?sujet=postuler');
    await expect(page.getByRole('combobox', { name: 'Sujet' })).toHaveText('Problème ou aide pour postuler à une annonce');
    await expect(page.getByRole('textbox', { name: 'Adresse e-mail' })).toHaveValue(account.email);
    const message = `Bonjour, je n'arrive pas à joindre mon CV (${Date.now()}).`;
    await page.getByRole('textbox', { name: 'Message' }).fill(message);
    expect(await axeViolations(page)).toEqual([]);
    await page.getByRole('button', { name: 'Envoyer' }).click();
    await expect(page.getByText("C'est parti ! Votre message a bien été envoyé.")).toBeVisible();

    const mail = await mailMatching('contact@ensemblier.fr', new RegExp(message.replace(/[()]/g, '\\$&')));
    expect(mail.replyTo).toContain(account.email);
    await mailMatching(account.email, /Nous avons bien reçu votre message/);
  });

  test('the school newsletter call preselects the subject', async ({ page, request }) => {
    const account = await registerCandidate(request, 'ecole');
    await signIn(page, account.email, account.password);
    await expect(page).toHaveURL(/\/dashboard/);
    await page.goto('/candidat');
    await page.getByRole('link', { name: 'Inscrire mon école' }).click();
    await expect(page).toHaveURL(/\/contact\?sujet=newsletter-ecole$/);
    await expect(page.getByRole('combobox', { name: 'Sujet' })).toHaveText('Autre question');
    await expect(page.getByRole('textbox', { name: 'Message' })).toHaveValue(/newsletter/);
  });

  test('the legal notice comes from the settings, marked as an example in development (issue 35)', async ({ page }) => {
    await page.goto('/legal');
    await expect(page.getByRole('heading', { level: 1, name: 'Mentions légales' })).toBeVisible();
    const main = page.getByRole('main');
    await expect(main).toContainText('Raison sociale : Ensemblier SAS');
    await expect(main).toContainText('SIREN : 123 456 789');
    await expect(main).toContainText('Directeur de la publication : Camille Exemple (fictive)');
    await expect(main).toContainText('Hébergeur : Hébergeur Exemple SAS (fictif)');
    await expect(main).toContainText('Données d’exemple (mode développement)');
    await expect(main).not.toContainText('compléter');
    await expect(main).not.toContainText('en cours d’immatriculation');
  });

  test('the footer opens « Comment fonctionne Ensemblier », which links to the contact page (issue 54)', async ({ page }) => {
    await page.goto('/legal');
    // The privacy section links to it too.
    await expect(page.locator('#donnees-personnelles').getByRole('link', { name: 'Comment fonctionne Ensemblier' })).toBeVisible();
    await page.getByRole('contentinfo').getByRole('link', { name: 'Comment fonctionne Ensemblier' }).click();
    await expect(page).toHaveURL(/\/comment-fonctionne-ensemblier$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Comment fonctionne Ensemblier' })).toBeVisible();
    const main = page.getByRole('main');
    await expect(main.getByRole('heading', { level: 2, name: 'L’ordre des offres' })).toBeVisible();
    await expect(main).toContainText('Aucune candidature n’est filtrée, notée, classée ni rejetée par une machine.');
    await expect(page).toHaveTitle('Comment fonctionne Ensemblier | Ensemblier');
    expect(await axeViolations(page)).toEqual([]);
    await main.getByRole('link', { name: 'Page Contact' }).click();
    await expect(page).toHaveURL(/\/contact$/);
  });

  test('an anonymous visitor sees the address only', async ({ page }) => {
    await page.goto('/contact');
    await expect(page.getByRole('link', { name: 'contact@ensemblier.fr' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Envoyer' })).toHaveCount(0);
    await expect(page.getByRole('textbox')).toHaveCount(0);
  });
});
