import { expect, test, type Page } from '@playwright/test';
import { registerCandidate, signIn } from './support/accounts';
import { registerStaff } from './support/staff';
import { stretched } from './support/time';

/** The element is inside the viewport (not just attached). */
async function expectInViewport(page: Page, selector: string) {
  await expect
    .poll(async () =>
      page.locator(selector).evaluate((element) => {
        const { top, bottom } = element.getBoundingClientRect();
        return top >= -2 && top < window.innerHeight && bottom > 0;
      }),
    )
    .toBe(true);
}

test.describe('first journey', () => {
  test('home → pricing (server prices) → candidate FAQ, and unknown paths go home', async ({ page }) => {
    await page.goto('/');
    await expect(page).toHaveTitle(/Ensemblier/);
    await expect(page.locator('html')).toHaveAttribute('lang', 'fr');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Le job board des métiers de la décoration');
    await expect(page.locator('header')).toBeVisible();
    await expect(page.locator('main')).toBeVisible();
    await expect(page.locator('footer')).toContainText('© 2020 Ensemblier');

    // The visitor menu has no pricing entry: "Je suis une entreprise" leads to it.
    const nav = page.getByRole('navigation', { name: 'Navigation principale' });
    await nav.getByRole('link', { name: 'Je suis une entreprise' }).click();
    await expect(page).toHaveURL(/\/entreprise$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Recrutez les talents de la décoration');
    await page.getByRole('link', { name: 'Voir les tarifs' }).click();
    await expect(page).toHaveURL(/\/tarifs$/);
    await expect(page).toHaveTitle('Tarifs | Ensemblier');

    // Prices come from the server's `pricings` query.
    const pricings = await page.request.post('/api/graphql', {
      data: { query: '{ pricings(first: 30) { edges { node { name price displayGroup } } } }' },
    });
    expect(pricings.ok()).toBe(true);
    const nodes: { name: string; price: number }[] = (await pricings.json()).data.pricings.edges.map((e: { node: unknown }) => e.node);
    expect(nodes.length).toBeGreaterThan(0);
    for (const node of nodes) {
      const card = page.locator('article', { has: page.getByRole('heading', { level: 3, name: node.name, exact: true }) });
      const shown = node.price === 0 ? 'Offert !' : `${new Intl.NumberFormat('fr-FR').format(Math.round(node.price / 100))}\u00a0€ HT`;
      await expect(card).toContainText(shown);
      await expect(card.getByRole('link', { name: /S'inscrire/ })).toHaveAttribute('href', '/recruteurs?redirect=/emploi/nouvelle-annonce');
    }
    await expect(page.locator('#bannieres')).toBeAttached();

    // The footer leads to the candidate FAQ, which scrolls into view.
    await page.locator('footer').getByRole('link', { name: 'FAQ candidats' }).click();
    await expect(page).toHaveURL(/\/faq#faq-candidat$/);
    await expect(page.getByRole('heading', { level: 2, name: 'FAQ candidats' })).toBeVisible();
    await expectInViewport(page, '#faq-candidat');

    await page.goto('/nimporte/quoi');
    await expect(page).toHaveURL(/:\d+\/$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Le job board des métiers de la décoration');
  });

  test('opening /faq#faq-candidat and /tarifs#bannieres directly scrolls to the anchor', async ({ page }) => {
    await page.goto('/faq#faq-candidat');
    await expect(page.getByRole('heading', { level: 2, name: 'FAQ candidats' })).toBeVisible();
    await expectInViewport(page, '#faq-candidat');
    await page.goto('/tarifs#bannieres');
    await expect(page.getByRole('heading', { level: 2, name: 'Les bannières, comment ça marche ?' })).toBeVisible();
    await expect(page.locator('article').first()).toBeVisible();
    await expectInViewport(page, '#bannieres');
  });

  test('a guarded page sends the visitor to /login with the full path', async ({ page }) => {
    await page.goto('/dashboard/billing?page=2');
    await expect(page).toHaveURL('/login?redirect=%2Fdashboard%2Fbilling%3Fpage%3D2');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Connexion');
  });

  test('old post URLs move to /tendance-rh keeping the query', async ({ page }) => {
    await page.goto('/actualite-decoration/3/salaires-decoratrice?utm_source=lettre');
    await expect(page).toHaveURL('/tendance-rh/3/salaires-decoratrice?utm_source=lettre');
  });
});

test.describe('phone width', () => {
  test.use({ viewport: { width: 375, height: 812 }, isMobile: true, hasTouch: true });

  test('the drawer menu opens and reaches /tarifs', async ({ page }) => {
    await page.goto('/');
    const inlineNav = page.locator('header nav');
    await expect(inlineNav).toBeHidden();
    await page.getByRole('button', { name: 'Ouvrir le menu' }).click();
    const drawer = page.getByRole('presentation').getByRole('navigation', { name: 'Navigation principale' });
    await expect(drawer).toBeVisible();
    await drawer.getByRole('link', { name: 'Je suis une entreprise' }).click();
    await expect(page).toHaveURL(/\/entreprise$/);
    await expect(drawer).toBeHidden();
    await page.getByRole('link', { name: 'Voir les tarifs' }).click();
    await expect(page).toHaveURL(/\/tarifs$/);
    await expect(page.locator('article').first()).toBeVisible();
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
  });
});

test.describe('the header at every width', () => {
  const widths = [375, 768, 900, 960, 1024, 1200, 1280, 1440];

  /**
   * The page is no wider than the window at each width: nothing in the header overflows. One
   * load, then the window is resized: the layout follows the width (media queries, wrapping)
   * as it would after a reload.
   */
  async function expectNoOverflow(page: Page, who: string) {
    await page.goto('/emploi');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    for (const width of widths) {
      await page.setViewportSize({ width, height: 800 });
      await expect
        .poll(() => page.evaluate(() => document.documentElement.scrollWidth), { message: `${who} at ${width} px` })
        .toBeLessThanOrEqual(width);
    }
  }

  test('fits a visitor, a candidate and a staff member (the longest menu)', async ({ page, request }) => {
    test.setTimeout(stretched(120_000));
    await expectNoOverflow(page, 'visitor');
    const candidate = await registerCandidate(request, 'largeur');
    await signIn(page, candidate.email, candidate.password);
    await page.waitForURL((url) => !url.pathname.startsWith('/login'));
    await expectNoOverflow(page, 'candidate');
    await page.evaluate(() => localStorage.clear());
    const staff = await registerStaff(request, 'largeur');
    await signIn(page, staff.email, staff.password);
    await page.waitForURL((url) => !url.pathname.startsWith('/login'));
    await expectNoOverflow(page, 'staff');
    // Wide: « Administration » is an icon with its word (issue 35: not a bare icon); narrow: a
    // line of the menu.
    await page.setViewportSize({ width: 1280, height: 800 });
    const admin = page.getByRole('navigation', { name: 'Navigation principale' }).first().getByRole('link', { name: 'Administration' });
    await expect(admin.getByText('Administration')).toBeVisible();
    await expect.poll(() => page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(1280);
    expect((await admin.getByText('Administration').boundingBox())?.width ?? 0).toBeGreaterThan(40);
    await admin.click();
    await expect(page).toHaveURL(/\/admin\/chiffres$/);
  });
});
