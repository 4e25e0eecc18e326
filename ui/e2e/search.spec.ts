import AxeBuilder from '@axe-core/playwright';
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { stretched } from './support/time';

/**
 * The job search journey against the seeded server (40 demo offers): keywords typed without
 * accents, a contract, a place typed with spaces and without accents, infinite scroll, counts
 * that agree with the results, « Réinitialiser », the back button, the empty message and the
 * share modal. Expected numbers are asked from the API, not written down.
 */

interface SearchArgs {
  search?: string;
  job_contracts?: string[];
  localization_list?: string[];
}

async function api<T>(request: APIRequestContext, query: string, variables: Record<string, unknown> = {}): Promise<T> {
  const response = await request.post('/api/graphql', { data: { query, variables } });
  expect(response.ok()).toBe(true);
  const body = await response.json();
  expect(body.errors).toBeUndefined();
  return body.data as T;
}

async function total(request: APIRequestContext, args: SearchArgs = {}): Promise<number> {
  const variables: Record<string, unknown> = { ...args };
  const data = await api<{ jobOffers: { totalCount: number } }>(
    request,
    'query ($search: String, $job_contracts: [String!], $localization_list: [String!]) { jobOffers(search: $search, job_contracts: $job_contracts, localization_list: $localization_list) { totalCount } }',
    variables,
  );
  return data.jobOffers.totalCount;
}

const countText = (n: number) => (n === 0 ? 'Aucun résultat ne correspond à votre recherche.' : n === 1 ? '1 offre' : `${n} offres`);

/** The results a page of the search shows before scrolling: the other journeys of a run publish offers too. */
const firstPage = (n: number) => Math.min(n, 10); // searchPageSize of src/lib/sharedConstants.json

function results(page: Page) {
  return page.getByRole('region', { name: 'Résultats' }).getByRole('article');
}

async function scrollToEnd(page: Page, expected: number) {
  await expect
    .poll(
      async () => {
        await page
          .getByText(/Toutes les offres sont affichées|Afficher plus d'offres/)
          .last()
          .scrollIntoViewIfNeeded()
          .catch(() => undefined);
        await page.mouse.wheel(0, 4000);
        return results(page).count();
      },
      { timeout: stretched(20_000) },
    )
    .toBe(expected);
  await expect(page.getByText('Toutes les offres sont affichées.')).toBeVisible();
}

test.describe('job search', () => {
  test('keywords, contract, place, scroll, reset, back button and the empty message', async ({ page, request }) => {
    const all = await total(request);
    expect(all).toBeGreaterThan(20);

    await page.goto('/emploi');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText("Offres d'emploi");
    const count = page.getByTestId('search-count');
    await expect(count).toHaveText(countText(all));
    await expect(count).toHaveAttribute('aria-live', 'polite');
    await expect(results(page)).toHaveCount(10);

    // Every card links to its offer detail page.
    // (the title's link: the card's other link is the visitor's favourite heart, to the sign-up)
    const firstLink = results(page).first().getByRole('heading').getByRole('link');
    await expect(firstLink).toHaveAttribute('href', /^\/emploi\/\d+\/[\w-]+$/);

    // Keywords without accents find « Ébéniste »; 2 characters do not start a search.
    const keywords = page.getByRole('combobox', { name: 'Métier, compétence ou entreprise' });
    await expect(keywords).toHaveAttribute('placeholder', 'Quel job ?');
    await keywords.fill('eb');
    await page.waitForTimeout(1000);
    await expect(page).toHaveURL(/\/emploi$/);
    await keywords.fill('  ebeniste ');
    await expect(page).toHaveURL(/\/emploi\?search=ebeniste$/);
    // The suggestions stay open over the page as results come (issue 58, item 6): a user
    // closes them before going to the filters.
    await keywords.press('Escape');
    await expect(page.getByRole('listbox')).toHaveCount(0);
    const ebeniste = await total(request, { search: 'ebeniste' });
    expect(ebeniste).toBeGreaterThan(1);
    await expect(count).toHaveText(countText(ebeniste));
    await expect(results(page)).toHaveCount(firstPage(ebeniste));
    expect((await results(page).getByRole('heading').allTextContents()).some((title) => /ébéniste/i.test(title))).toBe(true);
    // The word searched is marked where it was found (issue 39): the first title holds it.
    await expect(results(page).first().getByRole('heading').locator('mark')).toHaveText(/^ébéniste$/i);

    // The count next to a contract is the number of results once it is ticked.
    const contracts = page.getByRole('group', { name: 'Contrat' });
    const cdi = contracts.getByRole('checkbox', { name: /^CDI \(\d+\)$/ });
    const cdiCount = Number(/\((\d+)\)/.exec((await contracts.getByText(/^CDI/).textContent()) ?? '')?.[1]);
    expect(cdiCount).toBe(await total(request, { search: 'ebeniste', job_contracts: ['/api/job_contracts/1'] }));
    await cdi.click();
    await expect(cdi).toBeChecked();
    await expect(page).toHaveURL(/\/emploi\?search=ebeniste&contracts=1$/);
    await expect(count).toHaveText(countText(cdiCount));
    await expect(results(page)).toHaveCount(firstPage(cdiCount));
    for (const card of await results(page).all()) await expect(card.getByText('CDI', { exact: true })).toBeVisible();

    // A place typed with spaces and without accents.
    const places = page.getByRole('combobox', { name: 'Lieu' });
    await expect(places).toHaveAttribute('placeholder', 'Où ?');
    await places.fill('saint etienne');
    await page.getByRole('option', { name: /^Saint-Étienne 42000/ }).click();
    await expect(page).toHaveURL(/places=city-\d+/);
    await expect(page.getByRole('button', { name: 'Saint-Étienne', exact: true })).toBeVisible();
    const saintEtienne = /places=city-(\d+)/.exec(page.url())?.[1];
    const inPlace = await total(request, {
      search: 'ebeniste',
      job_contracts: ['/api/job_contracts/1'],
      localization_list: [JSON.stringify({ type: 'CITY', id: Number(saintEtienne) })],
    });
    await expect(count).toHaveText(countText(inPlace));
    expect(inPlace).toBe(0);
    await expect(page.getByText('Aucun résultat ne correspond à votre recherche.')).toBeVisible();

    // « Réinitialiser »: back to /emploi, every part of the search cleared.
    await page.getByRole('button', { name: 'Réinitialiser' }).click();
    await expect(page).toHaveURL(/\/emploi$/);
    await expect(keywords).toHaveValue('');
    await expect(cdi).not.toBeChecked();
    await expect(page.getByRole('button', { name: 'Saint-Étienne', exact: true })).toHaveCount(0);
    await expect(count).toHaveText(countText(all));

    // Infinite scroll: pages are appended until there is none left.
    await scrollToEnd(page, all);
    const ids = await results(page)
      .getByRole('heading')
      .getByRole('link')
      .evaluateAll((links) => links.map((link) => link.getAttribute('href')));
    // On failure, the ids in the order shown (a CI run once saw 20 distinct offers among more).
    expect(new Set(ids).size, ids.map((href) => /\d+/.exec(href ?? '')?.[0]).join(' ')).toBe(all);

    // The back button restores the previous search, place label included.
    await page.goBack();
    await expect(page).toHaveURL(/search=ebeniste&places=city-\d+&contracts=1$/);
    await expect(keywords).toHaveValue('ebeniste');
    await expect(cdi).toBeChecked();
    await expect(page.getByRole('button', { name: 'Saint-Étienne', exact: true })).toBeVisible();
    await expect(count).toHaveText(countText(0));
    await page.goBack();
    await expect(page).toHaveURL(/\/emploi\?search=ebeniste&contracts=1$/);
    await expect(count).toHaveText(countText(cdiCount));

    // A shared search opens as it was.
    await page.goto('/emploi?search=ebeniste&contracts=1');
    await expect(keywords).toHaveValue('ebeniste');
    await expect(cdi).toBeChecked();
    await expect(count).toHaveText(countText(cdiCount));
  });

  test('« Trier par »: « Plus récentes » puts the newest first, Urgent or not, and stays in the URL', async ({ page, request }) => {
    // The first page's offers in an order, as the API gives them (asked again when polled: other
    // journeys may publish meanwhile).
    const firstIds = async (sort: string) => {
      const data = await api<{ jobOffers: { edges: { node: { _id: number } }[] } }>(
        request,
        'query ($sort: JobOfferSort) { jobOffers(sort: $sort) { edges { node { _id } } } }',
        { sort },
      );
      return data.jobOffers.edges.map((edge) => edge.node._id);
    };
    const shownIds = () =>
      results(page)
        .getByRole('heading')
        .getByRole('link')
        .evaluateAll((links) => links.map((link) => Number(/^\/emploi\/(\d+)\//.exec(link.getAttribute('href') ?? '')?.[1])));

    await page.goto('/emploi');
    const sort = page.getByRole('combobox', { name: 'Trier par' });
    await expect(sort).toHaveValue('relevance');
    // The seeded Urgent offers are not the newest: the two orders differ.
    expect(await firstIds('RECENT')).not.toEqual(await firstIds('RELEVANCE'));
    await expect.poll(async () => (await shownIds()).join() === (await firstIds('RELEVANCE')).join()).toBe(true);

    await sort.selectOption({ label: 'Plus récentes' });
    await expect(page).toHaveURL(/\/emploi\?sort=recent$/);
    await expect.poll(async () => (await shownIds()).join() === (await firstIds('RECENT')).join()).toBe(true);

    // Opened again (the server writes the first page): the same order, the select on it.
    await page.reload();
    await expect(page.getByRole('combobox', { name: 'Trier par' })).toHaveValue('recent');
    await expect.poll(async () => (await shownIds()).join() === (await firstIds('RECENT')).join()).toBe(true);

    // The back button returns to « Pertinence ».
    await page.goBack();
    await expect(page).toHaveURL(/\/emploi$/);
    await expect(page.getByRole('combobox', { name: 'Trier par' })).toHaveValue('relevance');
  });

  test('positions: ticking a family ticks its jobs and shows them; the counts match the results', async ({ page, request }) => {
    await page.goto('/emploi');
    await expect(page.getByTestId('search-count')).toHaveText(/offres$/);
    const positions = page.getByRole('group', { name: 'Métier' });
    const family = positions.getByRole('checkbox', { name: /^Métiers d'art/ });
    await expect(positions.getByRole('checkbox', { name: /^Ébénisterie et mobilier/ })).toHaveCount(0);
    const familyCount = Number(/\((\d+)\)/.exec((await positions.getByText(/^Métiers d'art/).textContent()) ?? '')?.[1]);
    await family.click();
    await expect(page).toHaveURL(/positions=12$/);
    await expect(page.getByTestId('search-count')).toHaveText(countText(familyCount));
    const group = positions.getByRole('checkbox', { name: /^Ébénisterie et mobilier/ });
    await expect(group).toBeChecked();
    await expect(positions.getByRole('checkbox', { name: /^Ébéniste \(/ })).toBeChecked();

    // Unticking a group removes it and its jobs; the family is then partly ticked.
    await group.click();
    await expect(group).not.toBeChecked();
    await expect(positions.getByRole('checkbox', { name: /^Ébéniste \(/ })).toHaveCount(0);
    await expect(family).toHaveAttribute('data-indeterminate', 'true');
    const data = await api<{ jobOffers: { totalCount: number } }>(
      request,
      '{ jobOffers(job_positions: ["/api/job_positions/13"]) { totalCount } }',
    );
    await expect(page.getByTestId('search-count')).toHaveText(countText(familyCount - data.jobOffers.totalCount));
  });

  test('the share modal builds the LinkedIn link of the offer', async ({ page, request }) => {
    const { lastJobOffers } = await api<{
      lastJobOffers: { _id: number; slug: string; title: string; localizedCompany: { company: { name: string } } }[];
    }>(request, '{ lastJobOffers(first: 1) { _id slug title localizedCompany { company { name } } } }');
    const offer = lastJobOffers[0];
    await page.goto(`/emploi?jobOfferId=${offer._id}&share=true`);
    const dialog = page.getByRole('dialog', { name: 'Partager cette offre' });
    await expect(dialog).toBeVisible();
    await expect(dialog).toContainText(offer.title);
    await expect(dialog).toContainText(offer.localizedCompany.company.name);
    const origin = new URL(page.url()).origin;
    const offerUrl = `${origin}/emploi/${offer._id}/${offer.slug}`;
    await expect(dialog.getByRole('link', { name: 'Partager sur LinkedIn' })).toHaveAttribute(
      'href',
      `https://www.linkedin.com/sharing/share-offsite/?url=${encodeURIComponent(offerUrl)}`,
    );
    await expect(dialog.getByRole('textbox', { name: "Lien de l'offre" })).toHaveValue(offerUrl);
    await dialog.getByRole('button', { name: 'Fermer' }).click();
    await expect(dialog).toBeHidden();
    await expect(page).toHaveURL(/\/emploi$/);

    // From a result card, keeping the search.
    await page.goto('/emploi?search=ebeniste');
    const first = page.getByRole('region', { name: 'Résultats' }).getByRole('article').first();
    await first.getByRole('button', { name: /^Partager l'offre/ }).click();
    await expect(page).toHaveURL(/\/emploi\?search=ebeniste&jobOfferId=\d+&share=true$/);
    await expect(page.getByRole('dialog', { name: 'Partager cette offre' })).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(page).toHaveURL(/\/emploi\?search=ebeniste$/);

    // An offer that cannot be loaded.
    await page.goto('/emploi?jobOfferId=999999&share=true');
    const failed = page.getByRole('dialog', { name: 'Partager cette offre' });
    await expect(failed).toContainText("Erreur lors du chargement de l'annonce");
    await expect(failed).toContainText("Impossible de charger les détails de l'offre d'emploi.");
  });

  test('at 375 px the filters open in a drawer, without horizontal overflow', async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 812 });
    await page.goto('/emploi');
    await expect(page.getByRole('group', { name: 'Contrat' })).toHaveCount(0);
    await page.getByRole('button', { name: 'Filtres' }).click();
    const drawer = page.getByRole('dialog', { name: 'Filtres' });
    await drawer.getByRole('checkbox', { name: /^CDI/ }).click();
    await expect(page).toHaveURL(/contracts=1$/);
    await drawer.getByRole('button', { name: /^Voir les \d+ offres$|^Voir l'offre$/ }).click();
    await expect(drawer).toBeHidden();
    await expect(page.getByRole('button', { name: 'Filtres (1)' })).toBeVisible();
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
    expect(overflow).toBeLessThanOrEqual(0);
  });

  test('no WCAG A/AA violation with results, ticked filters, the suggestions or the place list open and the share modal', async ({
    page,
  }) => {
    // Four axe passes over a full page: up to half a minute each on a loaded 2-core machine.
    test.setTimeout(stretched(180_000));
    const axe = async () => {
      const found = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
      return found.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
    };
    await page.goto('/emploi?positions=12&contracts=1&places=region-6');
    await expect(page.getByTestId('search-count')).toHaveText(/offres?$|Aucun résultat/);
    await expect(page.getByRole('checkbox', { name: /^Ébénisterie et mobilier/ })).toBeChecked();
    // The suggestions under « Quel job ? » open (two letters: no search).
    await page.getByRole('combobox', { name: 'Métier, compétence ou entreprise' }).pressSequentially('eb');
    await expect(page.getByRole('listbox', { name: 'Suggestions' }).getByRole('option').first()).toBeVisible();
    expect(await axe()).toEqual([]);
    await page.getByRole('combobox', { name: 'Lieu' }).fill('lyon');
    await expect(page.getByRole('option', { name: /^Lyon 69001/ })).toBeVisible();
    expect(await axe()).toEqual([]);
    await page.keyboard.press('Escape');
    await page.goto('/emploi?jobOfferId=14&share=true');
    await expect(page.getByRole('link', { name: 'Partager sur LinkedIn' })).toBeVisible();
    expect(await axe()).toEqual([]);
    await page.setViewportSize({ width: 375, height: 812 });
    await page.goto('/emploi');
    await page.getByRole('button', { name: 'Filtres' }).click();
    await expect(page.getByRole('dialog', { name: 'Filtres' })).toBeVisible();
    expect(await axe()).toEqual([]);
  });

  test('« Salaire » is one filter in numbers: the offers whose range reaches the floor, counted, and the cards show the pay', async ({
    page,
    request,
  }) => {
    const floor = await api<{ jobOffers: { totalCount: number; facets: { payFloors: { floor: number; count: number }[] } } }>(
      request,
      '{ jobOffers { totalCount facets { payFloors { floor count } } } }',
    );
    const atLeast35 = floor.jobOffers.facets.payFloors.find((item) => item.floor === 35000)?.count ?? 0;
    expect(atLeast35).toBeGreaterThan(0);
    expect(atLeast35).toBeLessThan(floor.jobOffers.totalCount);
    // An old link's pay brackets are ignored (issue 58, item 7): every offer, no bracket group.
    await page.goto('/emploi?salaries=1,2,3');
    await expect(page.getByTestId('search-count')).toHaveText(countText(floor.jobOffers.totalCount));
    await expect(page.getByRole('checkbox', { name: /Selon profil/ })).toHaveCount(0);
    await expect(page.getByRole('group', { name: 'Salaire' })).toHaveCount(0);
    const filter = page.getByRole('radiogroup', { name: 'Salaire' });
    const radio = filter.getByRole('radio', { name: new RegExp(`≥ 35.000.€ brut/an \\(${atLeast35}\\)`) });
    await radio.click();
    await expect(radio).toBeChecked();
    await expect(page).toHaveURL(/[?&]minPay=35000(&|$)/);
    await expect(page.getByRole('region', { name: 'Résultats' }).getByText(countText(atLeast35), { exact: true })).toBeVisible();
    // Every card shows its pay, and each reaches 35 k€ a year.
    const first = results(page).first();
    await expect(first.getByText(/k€ brut\/an/)).toBeVisible();
    const pays = await results(page)
      .getByText(/k€ brut\/an/)
      .allTextContents();
    for (const pay of pays) expect(Number(/–?(\d+)(?:,\d)?\s*k€/.exec(pay)?.[1])).toBeGreaterThanOrEqual(35);
  });

  test('a radius search is ordered by distance, the town itself says « à Lyon », its chip « Lyon » (issue 58, item 8)', async ({
    page,
  }) => {
    await page.goto('/emploi');
    await expect(page.getByTestId('search-count')).toHaveText(/offres?$/);
    const places = page.getByRole('combobox', { name: 'Lieu' });
    await expect(places).toHaveAttribute('placeholder', 'Où ?');
    await places.click();
    await places.fill('lyon');
    await page.getByRole('option', { name: /^Lyon 69001/ }).click();
    await expect(page.getByRole('button', { name: 'Lyon', exact: true })).toBeVisible();
    await expect(page.getByRole('button', { name: /Lyon 69001/ })).toHaveCount(0);
    await page.getByRole('combobox', { name: 'Dans un rayon de' }).selectOption('50');
    await expect(page).toHaveURL(/[?&]radius=50&sort=distance(&|$)/);
    const sort = page.getByRole('combobox', { name: 'Trier par' });
    await expect(sort).toHaveValue('distance');
    await expect(page.getByTestId('search-count')).toHaveText(/offres?$/);
    await expect(results(page).first()).toBeVisible();
    const lines = await results(page).allTextContents();
    expect(lines.join('\n')).not.toMatch(/à 0 km/);
    // Nearest first: the distances said never decrease down the page (the town itself is 0).
    const kms = lines.map((text) => {
      const km = /à (\d+(?:,\d)?)\s*km/.exec(text)?.[1];
      return km === undefined ? 0 : Number(km.replace(',', '.'));
    });
    expect(kms).toEqual([...kms].sort((a, b) => a - b));
    // Back to the town only: the order goes back to « Pertinence », « Distance » no longer offered.
    await page.getByRole('combobox', { name: 'Dans un rayon de' }).selectOption('0');
    await expect(sort).toHaveValue('relevance');
    await expect(sort.locator('option', { hasText: 'Distance' })).toHaveCount(0);
  });

  test('Enter searches at once', async ({ page }) => {
    await page.goto('/emploi');
    const keywords = page.getByRole('combobox', { name: 'Métier, compétence ou entreprise' });
    await keywords.fill('tapissier');
    await keywords.press('Enter');
    await expect(page).toHaveURL(/\/emploi\?search=tapissier$/, { timeout: 500 });
  });

  test('suggestions while typing: the trade words with their counts, a typo forgiven, one picked with the keyboard', async ({ page }) => {
    await page.goto('/emploi');
    const keywords = page.getByRole('combobox', { name: 'Métier, compétence ou entreprise' });
    // Two letters do not search (spec): the list stays under the box.
    await keywords.pressSequentially('eb', { delay: 40 });
    const list = page.getByRole('listbox', { name: 'Suggestions' });
    await expect(list.getByRole('option', { name: /^ébéniste\s*,.*\d+ offres?$/i }).first()).toBeVisible();
    await expect(keywords).toHaveAttribute('aria-expanded', 'true');
    await expect(page.getByRole('status').filter({ hasText: /\d+ suggestions?\. Flèches haut et bas pour choisir\./ })).toHaveCount(1);

    // « ebni »: searched as typed, the list staying open over its results (issue 58, minor 6)
    // on what completes it with the typo forgiven, and says so.
    await keywords.pressSequentially('ni', { delay: 40 });
    await expect(page).toHaveURL(/\/emploi\?search=ebni$/);
    await expect(keywords).toHaveAttribute('aria-expanded', 'true');
    await expect(list.getByRole('option', { name: /orthographe corrigée/i }).first()).toBeVisible();
    await keywords.press('ArrowDown');
    await expect(list.getByRole('option', { name: /^ébéniste\s*,.*orthographe corrigée/i }).first()).toBeVisible();
    const chosen = (await list.getByRole('option', { selected: true }).textContent()) ?? '';
    await keywords.press('Enter');
    const text = /^[^,]+/.exec(chosen)?.[0].trim() ?? '';
    await expect(keywords).toHaveValue(text);
    await expect(page).toHaveURL(new RegExp(`/emploi\\?search=${encodeURIComponent(text).replace(/%20/g, '\\+')}`));
    await expect(keywords).toHaveAttribute('aria-expanded', 'false');
  });

  test('the alert switch sends a visitor to the candidate sign-up, back to the search that saves the alert', async ({ page }) => {
    await page.goto('/emploi?search=ebeniste&contracts=1');
    await page.getByRole('switch', { name: 'Créer une alerte' }).click();
    await expect(page).toHaveURL(/\/candidats\?redirect=/);
    const redirect = new URL(page.url()).searchParams.get('redirect');
    expect(redirect).toBe('/emploi?search=ebeniste&contracts=1&alerte=1');
  });
});
