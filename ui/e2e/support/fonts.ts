import type { BrowserContext, Page } from '@playwright/test';

/*
 * The theme's faces are `font-display: optional` (src/fonts.css): a load whose faces arrive
 * later than ~100 ms keeps the fallback faces. On a busy machine that happens at random, so a
 * journey that compares boxes or pixels between two loads fixes which faces they get.
 */

/** Every load of the context paints in the fallback faces (the theme's are refused). */
export async function withoutFaces(context: BrowserContext) {
  await context.route(/\.woff2?(\?.*)?$/, (route) => route.abort());
}

/**
 * Every load of the page waits for the theme's faces (`font-display: block`), as a load on an
 * idle machine gets them. Call before the first navigation; `facesLoaded` after it.
 */
export async function waitForFaces(page: Page) {
  await page.route(/\/assets\/[^?]*\.css(\?.*)?$/, async (route) => {
    const response = await route.fetch();
    const body = (await response.text()).replace(/font-display:\s*optional/g, 'font-display:block');
    await route.fulfill({ response, body });
  });
}

/** Resolves once the faces the page uses are loaded. */
export async function facesLoaded(page: Page) {
  await page.evaluate(() => document.fonts.ready.then(() => undefined));
}
