import { expect, test, type Browser, type Page } from '@playwright/test';
import { registerCandidate, signIn } from './support/accounts';
import { withoutFaces } from './support/fonts';
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

/** The text of each `data-ssr` part, its text nodes joined by one space (markup whitespace aside). */
const texts = (page: Page) =>
  page.locator('[data-ssr]').evaluateAll((elements) =>
    elements.map((element) => {
      const walker = element.ownerDocument.createTreeWalker(element, NodeFilter.SHOW_TEXT);
      const words: string[] = [];
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        const text = (node.textContent ?? '').replace(/\s+/g, ' ').trim();
        if (text) words.push(text);
      }
      return words.join(' ');
    }),
  );

/** Where each `data-ssr` part starts, in pixels from the top of the page. */
const ssrTops = (page: Page) =>
  page.locator('[data-ssr]').evaluateAll((elements) => elements.map((element) => Math.round(element.getBoundingClientRect().top)));

/** The page as a crawler without scripts reads it: the texts of its parts, and the whole body's. */
async function crawlerReads(browser: Browser, path: string) {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto(path);
  const result = { texts: await texts(page), body: (await page.locator('body').textContent()) ?? '' };
  await context.close();
  return result;
}

/**
 * Scripts on but the app's code withheld: the server's first screen as a phone paints it
 * before the UI takes over (title box, where each part starts), in the fallback faces as the
 * UI's rendering it is compared with (support/fonts.ts).
 */
async function painted(browser: Browser, path: string, width: number) {
  const context = await browser.newContext({ viewport: { width, height: 900 } });
  await withoutFaces(context);
  const page = await context.newPage();
  await page.route(/\/assets\/.*\.js$/, (route) => route.abort());
  await page.goto(path);
  const result = { h1: await page.locator('h1').boundingBox(), tops: await ssrTops(page) };
  await context.close();
  return result;
}

/** The page once the UI has taken over, and the GraphQL operations it asked for. */
async function withScripts(browser: Browser, path: string, width: number) {
  const context = await browser.newContext({ viewport: { width, height: 900 } });
  await withoutFaces(context);
  const page = await context.newPage();
  const operations: string[] = [];
  page.on('request', (request) => {
    if (request.url().endsWith('/api/graphql')) operations.push(/\b(?:query|mutation)\s+(\w+)/.exec(request.postData() ?? '')?.[1] ?? '?');
  });
  await page.goto(path);
  // The server's markup is gone once React has rendered the page.
  await expect(page.locator('.fs-header')).toHaveCount(0);
  await expect(page.locator('[data-ssr]').first()).toBeVisible();
  // The app's code is fetched after the server's screen has painted (main.tsx): only the entry
  // may load before the first contentful paint (on a phone, what loads before it delays it).
  const early = await page.evaluate(() => {
    const entry = document.querySelector<HTMLScriptElement>('script[type="module"][src]')?.src;
    const paint = performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? Infinity;
    return performance
      .getEntriesByType('resource')
      .filter((resource) => resource.name.endsWith('.js') && resource.name !== entry && resource.startTime < paint)
      .map((resource) => resource.name);
  });
  const result = { texts: await texts(page), h1: await page.locator('h1').boundingBox(), tops: await ssrTops(page), operations, early };
  await context.close();
  return result;
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
      // What the crawler reads does not depend on the screen's width.
      const crawler = await crawlerReads(browser, target);
      expect(crawler.texts.length).toBeGreaterThan(0);
      expect(crawler.texts.join('').length).toBeGreaterThan(40);
      for (const width of [375, 1280]) {
        const server = await painted(browser, target, width);
        const ui = await withScripts(browser, target, width);
        expect(ui.texts).toEqual(crawler.texts);
        // No jump: the title stays where the server's markup put it.
        expect(server.h1).not.toBeNull();
        expect(Math.abs((ui.h1?.y ?? 0) - (server.h1?.y ?? 0))).toBeLessThanOrEqual(4);
        expect(Math.abs((ui.h1?.height ?? 0) - (server.h1?.height ?? 0))).toBeLessThanOrEqual(4);
        // Nor does anything else the two write: each part starts where the server's did (the
        // largest text of an offer's first screen is its description, below the title band).
        expect(ui.tops.length).toBe(server.tops.length);
        ui.tops.forEach((top, index) => expect(Math.abs(top - server.tops[index]), `data-ssr part ${index}`).toBeLessThanOrEqual(4));
        expect(ui.early).toEqual([]);
        // The UI used the server's answers instead of asking again.
        for (const query of queries) expect(ui.operations).not.toContain(query);
      }
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
