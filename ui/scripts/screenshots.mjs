#!/usr/bin/env node
// Full-page PNGs of the main pages at phone and desktop widths, for a human look:
//   node scripts/screenshots.mjs [outDir] [baseUrl]
import { chromium } from '@playwright/test';

const out = process.argv[2] ?? 'test-results/screenshots';
const base = process.argv[3] ?? process.env.E2E_BASE_URL ?? 'http://localhost:8080';
const pages = (
  process.env.PAGES ??
  '/,/tarifs,/faq,/qui-sommes-nous,/entreprise,/candidat,/conditions,/legal,/contact,/emploi,/login,/candidats,/tendance-rh'
).split(',');
const widths = (process.env.WIDTHS ?? '375,1280').split(',').map(Number);

const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
});
try {
  for (const width of widths) {
    const context = await browser.newContext({ viewport: { width, height: width < 768 ? 812 : 900 }, locale: 'fr-FR' });
    if (process.env.SESSION) {
      await context.addInitScript((session) => globalThis.localStorage.setItem('ensemblier.session', session), process.env.SESSION);
    }
    const page = await context.newPage();
    for (const path of pages) {
      await page.goto(base + path, { waitUntil: 'networkidle' });
      await page.waitForTimeout(300);
      const name = `${out}/${width}${path.replace(/[/#?=&]+/g, '_') || '_'}.png`;
      await page.screenshot({ path: name, fullPage: process.env.FULL !== '0' });
      console.log(name);
    }
    await context.close();
  }
} finally {
  await browser.close();
}
