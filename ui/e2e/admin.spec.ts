/**
 * The back-office (issue 19): staff read the audit log; anyone else finds no /admin.
 */
import { expect, test } from '@playwright/test';
import { registerCandidate, signIn } from './support/accounts';
import { registerStaff, shoot } from './support/staff';

test('a staff member opens the back-office and reads the audit log', async ({ page, request }) => {
  const staff = await registerStaff(request);
  await signIn(page, staff.email, staff.password);
  await page.waitForURL((url) => !url.pathname.startsWith('/login'));
  await page.goto('/admin');
  await expect(page).toHaveURL(/\/admin\/chiffres$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Administration' })).toBeVisible();
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex');
  const nav = page.getByRole('navigation', { name: 'Sections de l’administration' });
  await nav.getByRole('link', { name: 'Journal' }).click();
  await expect(page).toHaveURL(/\/admin\/journal$/);
  // Her own grant, by the command line, is in the log.
  await page.getByLabel('Rechercher (adresse e-mail ou action)').fill('staff.grant');
  await page.getByRole('button', { name: 'Rechercher' }).click();
  const entry = page.getByRole('listitem').filter({ hasText: "Accès à l'administration donné" }).first();
  await expect(entry).toContainText('ligne de commande');
  await entry.getByText('Voir le détail').click();
  await expect(entry.getByRole('row', { name: /^Équipe/ })).toContainText('true');
  await shoot(page, 'journal');

  await nav.getByRole('link', { name: 'Chiffres' }).click();
  await expect(page.getByRole('heading', { level: 2, name: 'Chiffres' })).toBeVisible();
  await expect(page.getByText('Offres en ligne')).toBeVisible();
  await expect(page.getByText('Chiffre d’affaires HT du mois')).toBeVisible();
  await shoot(page, 'chiffres');
});

test('a candidate finds no back-office', async ({ page, request }) => {
  const candidate = await registerCandidate(request, 'curieuse');
  await signIn(page, candidate.email, candidate.password);
  await page.waitForURL((url) => !url.pathname.startsWith('/login'));
  await page.goto('/admin/journal');
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('heading', { name: 'Administration' })).toHaveCount(0);
});
