import AxeBuilder from '@axe-core/playwright';
import { expect, test } from '@playwright/test';

/** Public pages of this foundation: no WCAG A/AA violation, one h1, a title and a description. */
const PAGES = [
  '/',
  '/tarifs',
  '/faq',
  '/qui-sommes-nous',
  '/entreprise',
  '/candidat',
  '/conditions',
  '/legal',
  '/comment-fonctionne-ensemblier',
  '/contact',
  '/emploi',
  '/login',
  '/candidats',
  '/recruteurs',
  '/password-reset',
  '/password-reset/un-jeton',
  '/tendance-rh',
];

for (const path of PAGES) {
  test(`${path} is accessible`, async ({ page }) => {
    await page.goto(path);
    await expect(page.locator('h1')).toHaveCount(1);
    await expect(page.locator('main')).toHaveCount(1);
    await expect(page.locator('header')).toHaveCount(1);
    await expect(page.locator('footer')).toHaveCount(1);
    await expect(page).toHaveTitle(/Ensemblier/);
    await expect(page.locator('meta[name="description"]')).toHaveAttribute('content', /\S{20,}|.{60,}/);
    if (path === '/tarifs') await expect(page.locator('article').first()).toBeVisible();
    const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
    const summary = results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
    expect(summary).toEqual([]);
  });
}
