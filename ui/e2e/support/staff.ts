/** Staff members for the back-office journeys (`ensemblier staff grant`, as an operator would). */
import { expect, type APIRequestContext } from '@playwright/test';
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
