/** Helpers of the account journeys: unique users, tiny files, sign-in through the API. */
import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { linkFromMail } from './mail';

/** An e-mail address nobody used before (the database of a run is shared by its tests). */
export function uniqueEmail(prefix: string): string {
  return `${prefix}.${Date.now().toString(36)}${Math.random().toString(36).slice(2, 7)}@example.fr`;
}

/** A tiny but valid one-page PDF (header, objects, xref table with exact offsets, trailer). */
export function tinyPdf(): Buffer {
  const content = 'BT /F1 18 Tf 20 100 Td (CV de test) Tj ET';
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 200 200] /Contents 4 0 R /Resources << /Font << /F1 5 0 R >> >> >>',
    `<< /Length ${content.length} >>\nstream\n${content}\nendstream`,
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>',
  ];
  let pdf = '%PDF-1.4\n';
  const offsets: number[] = [];
  objects.forEach((body, index) => {
    offsets.push(Buffer.byteLength(pdf));
    pdf += `${index + 1} 0 obj\n${body}\nendobj\n`;
  });
  const xref = Buffer.byteLength(pdf);
  pdf += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  for (const offset of offsets) pdf += `${String(offset).padStart(10, '0')} 00000 n \n`;
  pdf += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(pdf, 'latin1');
}

/** A 1×1 PNG. */
export function tinyPng(): Buffer {
  return Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==', 'base64');
}

export interface Account {
  email: string;
  password: string;
  firstname: string;
  lastname: string;
}

/** Registers a candidate through `POST /api/register` (setup for journeys that start later). */
export async function registerCandidate(request: APIRequestContext, prefix: string): Promise<Account> {
  const account = { email: uniqueEmail(prefix), password: 'Tapisserie-2024', firstname: 'Inès', lastname: 'Garnier' };
  const response = await request.post('/api/register', {
    multipart: { accountType: 'candidate', ...account },
  });
  if ((await response.text()) !== 'ok') throw new Error(`registration failed: ${response.status()}`);
  return account;
}

/**
 * Confirms a registered account's address by the link of its welcome mail: alerts, the contact
 * form's acknowledgement and receipts go to proven addresses only (docs/operations.md, "Mail").
 */
export async function confirmEmail(request: APIRequestContext, email: string) {
  const link = await linkFromMail(email, /^\/api\/confirm-email\//);
  const response = await request.get(link, { maxRedirects: 0 });
  if (response.status() >= 400) throw new Error(`confirmation failed: ${response.status()}`);
}

/** Signs in on /login like a user. */
export async function signIn(page: Page, email: string, password: string) {
  await page.goto('/login');
  await page.getByLabel('Adresse e-mail').fill(email);
  await page.getByRole('textbox', { name: 'Mot de passe', exact: true }).fill(password);
  await page.getByRole('button', { name: 'Se connecter' }).click();
}

/** Signs in, and waits until the site has taken the session (it leaves /login). */
export async function signedIn(page: Page, email: string, password: string) {
  await signIn(page, email, password);
  await expect(page).not.toHaveURL(/\/login(?:[?#]|$)/);
}
