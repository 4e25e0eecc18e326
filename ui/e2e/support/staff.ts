/** Staff members for the back-office journeys (`ensemblier staff grant`, as an operator would). */
import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { execFileSync } from 'node:child_process';
import { registerCandidate, type Account } from './accounts';

const BINARY = process.env.E2E_SERVER_BIN ?? '../target/debug/ensemblier';

/** Registers an account and grants it the back-office with the server's own command. */
export async function registerStaff(request: APIRequestContext, prefix = 'equipe'): Promise<Account> {
  const account = await registerCandidate(request, prefix);
  const output = execFileSync(BINARY, ['staff', 'grant', account.email], { encoding: 'utf8' });
  expect(output).toContain('a désormais accès à l');
  return account;
}

/** Screenshots of a back-office page at 375 and 1280 px when E2E_SHOTS names a directory (docs/admin.md). */
export async function shoot(page: Page, name: string) {
  const directory = process.env.E2E_SHOTS;
  if (!directory) return;
  for (const width of [375, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    await page.screenshot({ path: `${directory}/admin-${name}-${width}.png`, fullPage: true });
  }
  await page.setViewportSize({ width: 1280, height: 900 });
}
