import { expect, test, type Page } from '@playwright/test';
import { registerCandidate, signIn } from './support/accounts';
import { crawlerReads, sameFirstScreen } from './support/firstScreen';
import { stretched } from './support/time';

/**
 * Issue 22: the first screen of an offer, a post, the home page, the first page of a search
 * (`/emploi`, with the search of its query string) and of `/tendance-rh` is in the HTML the server
 * sends, and the UI takes over without asking for the same data again. The server's markup
 * and the UI's rendering mark the same parts `data-ssr`; their texts must be the same, in the
 * same order, so the two cannot drift apart.
 */

interface Paths {
  offer: string;
  post: string;
  /** Lyon's locality id (the city, not a district). */
  lyon: number;
}

async function firstPaths(page: Page): Promise<Paths> {
  const response = await page.request.post('/api/graphql', {
    data: {
      query:
        '{ lastJobOffers(first: 1) { _id slug } lastPosts(nb_items: 1) { _id slug } localities(search: "Lyon", first: 10) { edges { node { _id name city { name } } } } }',
    },
  });
  const { data } = (await response.json()) as {
    data: {
      lastJobOffers: { _id: number; slug: string }[];
      lastPosts: { _id: number; slug: string }[];
      localities: { edges: { node: { _id: number; name: string; city: { name: string } | null } }[] };
    };
  };
  const lyon = data.localities.edges.find(({ node }) => node.name === 'Lyon' && node.city === null)?.node._id ?? 0;
  return {
    lyon,
    offer: `/emploi/${data.lastJobOffers[0]._id}/${data.lastJobOffers[0].slug}`,
    post: `/tendance-rh/${data.lastPosts[0]._id}/${data.lastPosts[0].slug}`,
  };
}

/**
 * The app's code is cut so that a landing page needs few requests (vite.config.ts,
 * `appChunking`): each one a phone's slow link pays for, and a task of the main thread. The
 * entry, the runtime, three stages, `public`, the page and what it loads lazily; the bundler's
 * default split made 39 to 61 of them.
 */
const MAX_CHUNKS = 8;

const pages: { name: string; path: (paths: Paths) => string; queries: string[] }[] = [
  { name: 'an offer', path: (p) => p.offer, queries: ['JobOffer'] },
  { name: 'a post', path: (p) => p.post, queries: ['Post'] },
  { name: 'the home page', path: () => '/', queries: ['HomeLatestJobOffers', 'HomeShowcase'] },
  { name: 'the search without a query', path: () => '/emploi', queries: ['SearchJobOffers', 'SearchFilters'] },
  // The server reads the query string as lib/jobSearch.ts does (trimmed keywords, ids sorted and
  // deduplicated, malformed parts and a radius without one town left out): if the two readings
  // disagreed, the UI's variables would differ from the server's and it would ask again.
  {
    name: 'a search with keywords, filters and a place',
    path: () => '/emploi?search=%20tapissier%20&contracts=2,1,x,1&types=&places=department-13,Department-13,town-4&radius=20&exact=1',
    queries: ['SearchJobOffers', 'SearchFilters'],
  },
  // A misspelt word (issue 39): the words found marked in the titles and the extracts.
  { name: 'a misspelt search, its words marked', path: () => '/emploi?search=ebenitse', queries: ['SearchJobOffers', 'SearchFilters'] },
  // « Trier par » (issue 39): the server's first page in the order of `sort=`.
  { name: 'a search by pay', path: () => '/emploi?sort=pay&minPay=25000', queries: ['SearchJobOffers', 'SearchFilters'] },
  // Issue 58: by distance around Lyon (the town's own offers without « à 0 km »), an old link's
  // pay brackets ignored on both sides.
  {
    name: 'a radius search by distance, from an old link with pay brackets',
    path: (p) => `/emploi?places=city-${p.lyon}&radius=50&sort=distance&salaries=3`,
    queries: ['SearchJobOffers', 'SearchFilters'],
  },
  { name: 'the posts list', path: () => '/tendance-rh', queries: ['PostsPage'] },
];

test.describe('first screen in the HTML', () => {
  // Five page loads per test (the crawler's, then two at each width): slow on a busy machine.
  test.describe.configure({ timeout: stretched(120_000) });

  for (const { name, path, queries } of pages) {
    test(`${name}: the server's markup and the UI's rendering say the same, without a second fetch`, async ({ browser, page }) => {
      const target = path(await firstPaths(page));
      await sameFirstScreen(browser, target, queries);
    });
  }

  test("the app's chunk, fetched after the paint, asks V8 to compile it while it downloads", async ({ page }) => {
    await page.goto('/');
    await expect(page.locator('.fs-header')).toHaveCount(0);
    const chunk = await page.evaluate(
      () => performance.getEntriesByType('resource').find((resource) => /\/assets\/start-[^/]*\.js$/.test(resource.name))?.name,
    );
    expect(chunk).toBeTruthy();
    const text = await (await page.request.get(chunk!)).text();
    expect(text.startsWith('//# allFunctionsCalledOnLoad\n')).toBe(true);
  });

  for (const { name, path } of pages) {
    test(`${name}: its code arrives in a few chunks`, async ({ page }) => {
      const target = path(await firstPaths(page));
      await page.goto(target);
      await expect(page.locator('.fs-header')).toHaveCount(0);
      await page.waitForLoadState('networkidle');
      const chunks = await page.evaluate(() =>
        performance
          .getEntriesByType('resource')
          .map((resource) => resource.name)
          .filter((url) => /\/assets\/[^/]*\.js$/.test(url)),
      );
      expect(chunks.length, chunks.join('\n')).toBeLessThanOrEqual(MAX_CHUNKS);
    });
  }

  test('a crawler without scripts reads the offer: title, company, place, contract and text', async ({ browser, page }) => {
    const { offer } = await firstPaths(page);
    const response = await page.request.post('/api/graphql', {
      data: {
        query: `{ jobOffer(id: "${offer.split('/')[2]}") { title jobContract { name } localizedCompany { company { name } address { locality { name } } } } }`,
      },
    });
    const { data } = (await response.json()) as {
      data: {
        jobOffer: {
          title: string;
          jobContract: { name: string } | null;
          localizedCompany: { company: { name: string }; address: { locality: { name: string } } };
        };
      };
    };
    const { body } = await crawlerReads(browser, offer);
    const o = data.jobOffer;
    for (const text of [
      o.title,
      o.localizedCompany.company.name,
      o.localizedCompany.address.locality.name,
      o.jobContract?.name ?? '',
      'Le poste',
    ]) {
      expect(body).toContain(text);
    }
  });

  test('a signed-in visitor gets her own answers, not the anonymous ones of the HTML', async ({ page }) => {
    const { offer } = await firstPaths(page);
    const account = await registerCandidate(page.request, 'first-screen');
    await signIn(page, account.email, account.password);
    await expect(page).not.toHaveURL(/\/login/);
    const operations: string[] = [];
    page.on('request', (request) => {
      if (request.url().endsWith('/api/graphql')) operations.push(/\bquery\s+(\w+)/.exec(request.postData() ?? '')?.[1] ?? '?');
    });
    await page.goto(offer);
    await expect.poll(() => operations).toContain('JobOffer');
  });
});
