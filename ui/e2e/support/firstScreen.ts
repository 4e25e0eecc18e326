import { expect, type Browser, type Page } from '@playwright/test';
import { withoutFaces } from './fonts';

/**
 * Issue 22: the server's first screen of a page and the UI's rendering mark the same parts `data-ssr`; their texts
 * must be the same, in the same order, in the same places, so the two cannot drift apart.
 */

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
export async function crawlerReads(browser: Browser, path: string) {
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
 * `path`'s server markup and the UI's rendering say the same, at 375 and 1280 px, without the UI asking again for
 * `queries` (the server's answers it was given).
 */
export async function sameFirstScreen(browser: Browser, target: string, queries: string[]) {
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
}
