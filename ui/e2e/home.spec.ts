import { expect, test } from '@playwright/test';

/** The home page against the seeded server: the 8 latest offers and the search block. */
test.describe('home', () => {
  test('shows the 8 latest offers of the server, each linking to its page', async ({ page, request }) => {
    const response = await request.post('/api/graphql', { data: { query: '{ lastJobOffers(first: 8) { _id slug title } }' } });
    const offers: { _id: number; slug: string; title: string }[] = (await response.json()).data.lastJobOffers;
    expect(offers).toHaveLength(8);

    await page.goto('/');
    const section = page.getByRole('region', { name: 'Les dernières offres' });
    const cards = section.getByRole('article');
    await expect(cards).toHaveCount(8);
    for (const [index, offer] of offers.entries()) {
      const link = cards.nth(index).getByRole('link', { name: offer.title, exact: true });
      await expect(link).toHaveAttribute('href', `/emploi/${offer._id}/${offer.slug}`);
    }
    await section.getByRole('link', { name: 'Voir toutes les offres' }).click();
    await expect(page).toHaveURL(/\/emploi$/);
  });

  test('the search block opens the job list with the keywords and the places', async ({ page }) => {
    await page.goto('/');
    const block = page.getByRole('search', { name: 'Rechercher une offre' });

    // A click on the place select stays on the page; a click elsewhere on the block opens the list.
    const places = block.getByRole('combobox', { name: 'Lieu' });
    await places.click();
    await expect(page.getByRole('option', { name: /^Paris \(75\)/ })).toBeVisible();
    await expect(page).toHaveURL(/:\d+\/$/);
    await page.getByRole('option', { name: /^Paris \(75\)/ }).click();
    await expect(page).toHaveURL(/:\d+\/$/);
    await expect(block.getByRole('button', { name: 'Paris (75)' })).toBeVisible();

    // Typed without accents, with a space: the region is found by the local filter.
    await places.fill('ile de fr');
    await page.getByRole('option', { name: /^Île-de-France/ }).click();
    await expect(page).toHaveURL(/:\d+\/$/);

    await block.getByRole('combobox', { name: 'Métier, compétence ou entreprise' }).fill('  tapissier ');
    await block.getByRole('button', { name: 'Rechercher' }).click();
    await expect(page).toHaveURL(/\/emploi\?search=tapissier&places=department-\d+,region-\d+$/);
    await expect(page.getByRole('combobox', { name: 'Métier, compétence ou entreprise' })).toHaveValue('tapissier');
    await expect(page.getByRole('button', { name: 'Paris (75)' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Île-de-France' })).toBeVisible();
    await expect(page.getByTestId('search-count')).toHaveText(/offres?$|Aucun résultat/);

    await page.goto('/');
    await page.getByRole('search', { name: 'Rechercher une offre' }).click({ position: { x: 40, y: 3 } });
    await expect(page).toHaveURL(/\/emploi$/);
  });

  test('the keyword box suggests in place; a suggestion picked opens the job list with it (issue 58, items 6 and 35)', async ({ page }) => {
    await page.goto('/');
    const block = page.getByRole('search', { name: 'Rechercher une offre' });
    const box = block.getByRole('combobox', { name: 'Métier, compétence ou entreprise' });
    await box.click();
    await page.keyboard.type('eb');
    const list = block.getByRole('listbox', { name: 'Suggestions' });
    const option = list.getByRole('option', { name: /^ébéniste\s*,/i }).first();
    await expect(option).toBeVisible();
    // Still on the home page, the list open a while later (it is not closed by anything).
    await expect(page).toHaveURL(/:\d+\/$/);
    await page.waitForTimeout(1000);
    await expect(option).toBeVisible();
    // Each suggestion says what it is, visibly.
    await expect(option.locator('[data-kind]')).toBeVisible();
    await expect(option.locator('[data-kind]')).toHaveText(/^(Métier|Mot-clé|Annonce)/);
    await option.click();
    await expect(page).toHaveURL(/\/emploi\?search=%C3%A9b%C3%A9niste$|\/emploi\?search=%C3%89b%C3%A9niste$/);
    await expect(page.getByRole('combobox', { name: 'Métier, compétence ou entreprise' })).toHaveValue(/^ébéniste$/i);
  });
});
