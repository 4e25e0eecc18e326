import { defineConfig, devices } from '@playwright/test';
import { stretched } from './e2e/support/time';

/**
 * Browser tests against a running server (the Rust server serves ui/dist and the API):
 * `E2E_BASE_URL` (default http://localhost:8080). Debian's Chromium drives them;
 * no browser is ever downloaded.
 */
const chromium = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

/**
 * scripts/test.sh runs the journeys in three groups at once, each against its own server
 * (`E2E_GROUP=1`, `2`, `3`; unset, every file): they mostly wait (on the browser, the server,
 * timers), so three at once take little more CPU than one. Playwright's `--shard` cuts by
 * number of tests, which gave one part 60 % of the time (sixteen one-page accessibility checks
 * weigh as much as sixteen long journeys); the groups are named here by file, balanced on
 * measured durations (benches/README.md, "The test run"), and the last is every other file, so a new
 * spec is never left out.
 */
const GROUPS = [
  /\/(first-screen|first-visit|accessibility|home|admin|admin-posts)\.spec\.ts$/,
  /\/(accounts|applications|content|admin-money|alerts)\.spec\.ts$/,
];
const group = Number(process.env.E2E_GROUP ?? 0);
const files = group >= 1 && group <= GROUPS.length ? { testMatch: GROUPS[group - 1] } : group > GROUPS.length ? { testIgnore: GROUPS } : {};

export default defineConfig({
  testDir: 'e2e',
  ...files,
  // One folder per group: the groups run at once.
  outputDir: process.env.E2E_OUTPUT_DIR ?? 'test-results',
  // Liveness bounds, stretched on CI (e2e/support/time.ts): there three groups, their servers,
  // the Rust tests and the end of the UI's unit tests share two cores.
  timeout: stretched(30_000),
  expect: { timeout: stretched(10_000) },
  fullyParallel: false,
  workers: 1,
  // Two more tries on CI: a machine of this kind has run the suite at a load of 24 on its two
  // cores, where a journey failed twice in a row on timeouts alone (2026-11-29).
  retries: process.env.CI ? 2 : 0,
  reporter: process.env.CI ? [['list']] : [['list'], ['html', { open: 'never', outputFolder: 'playwright-report' }]],
  use: {
    baseURL: process.env.E2E_BASE_URL ?? 'http://localhost:8080',
    locale: 'fr-FR',
    screenshot: 'only-on-failure',
    // Recording a trace (a screencast and a DOM snapshot per action) nearly doubles Chromium's
    // CPU time (one group: 111 s → 196 s), and CI's two cores are the run's limit: there it
    // records only the retry of a failed journey.
    trace: process.env.CI ? 'on-first-retry' : 'retain-on-failure',
    launchOptions: {
      executablePath: chromium,
      args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
    },
  },
  projects: [{ name: 'desktop', use: { ...devices['Desktop Chrome'], viewport: { width: 1280, height: 900 } } }],
});
