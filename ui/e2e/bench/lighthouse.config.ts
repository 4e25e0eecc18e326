/**
 * The set-up of Lighthouse's signed-in pages (benches/lighthouse/run.sh): not a journey of the
 * test run, which never matches `*.setup.ts`.
 */
import { defineConfig } from '@playwright/test';
import base from '../../playwright.config';

export default defineConfig({
  ...base,
  testDir: '.',
  testMatch: /\.setup\.ts$/,
  outputDir: '../../test-results/lighthouse',
  retries: 0,
  reporter: 'list',
});
