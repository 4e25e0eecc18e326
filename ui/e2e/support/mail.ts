/**
 * The mails the server writes as `.eml` files under `E2E_MAIL_DIR` (no SMTP in tests):
 * find the newest one addressed to a user, decode its text part, extract a link.
 */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { expect } from '@playwright/test';

export const MAIL_DIR = process.env.E2E_MAIL_DIR ?? '';
const BASE_URL = process.env.E2E_BASE_URL ?? 'http://localhost:8080';

/** Quoted-printable (RFC 2045) to bytes, then UTF-8. */
export function decodeQuotedPrintable(text: string): string {
  const softBreaksRemoved = text.replace(/=\r?\n/g, '');
  const bytes: number[] = [];
  for (let i = 0; i < softBreaksRemoved.length; i++) {
    const char = softBreaksRemoved[i];
    const hex = softBreaksRemoved.slice(i + 1, i + 3);
    if (char === '=' && /^[0-9A-F]{2}$/i.test(hex)) {
      bytes.push(parseInt(hex, 16));
      i += 2;
    } else {
      bytes.push(...Buffer.from(char, 'utf8'));
    }
  }
  return Buffer.from(bytes).toString('utf8');
}

function header(block: string, name: string): string {
  // Folded headers continue on lines starting with white space.
  const match = new RegExp(`^${name}:\\s*((?:.*)(?:\\r?\\n[ \\t].*)*)`, 'im').exec(block);
  return match ? match[1].replace(/\r?\n[ \t]+/g, ' ').trim() : '';
}

function decodePart(headers: string, body: string): string {
  const encoding = header(headers, 'Content-Transfer-Encoding').toLowerCase();
  if (encoding === 'quoted-printable') return decodeQuotedPrintable(body);
  if (encoding === 'base64') return Buffer.from(body.replace(/\s+/g, ''), 'base64').toString('utf8');
  return body;
}

/** A mail's parts (one for a single-part mail), each with its type and decoded text. */
function partsOf(eml: string): { type: string; text: string }[] {
  const [head, ...rest] = eml.split(/\r?\n\r?\n/);
  const body = rest.join('\n\n');
  const contentType = header(head, 'Content-Type');
  const boundary = /boundary="?([^";]+)"?/i.exec(contentType)?.[1];
  if (!boundary) return [{ type: contentType, text: decodePart(head, body) }];
  return body
    .split(`--${boundary}`)
    .slice(1)
    .flatMap((part) => {
      const [partHead, ...partBody] = part.replace(/^\r?\n/, '').split(/\r?\n\r?\n/);
      const type = header(partHead, 'Content-Type');
      // A nested multipart (text and HTML beside attachments): its own parts.
      if (/^multipart\//i.test(type)) return partsOf(`${partHead}\r\n\r\n${partBody.join('\n\n')}`);
      return type ? [{ type, text: decodePart(partHead, partBody.join('\n\n')) }] : [];
    });
}

/** The text of a mail: its text/plain part (multipart or not), decoded. */
export function textOf(eml: string): string {
  const parts = partsOf(eml);
  return (parts.find((part) => /text\/plain/i.test(part.type)) ?? parts[0]).text;
}

/**
 * The iCalendar invitations mailed to `address`, oldest first: each mail's first `text/calendar` part (the server
 * sends it twice, as the calendar alternative and as the attached file, RFC 6047).
 */
export function calendarsTo(address: string): string[] {
  return mailsTo(address)
    .reverse()
    .flatMap((mail) => partsOf(readFileSync(join(MAIL_DIR, mail.file), 'utf8')).find((part) => /^text\/calendar/i.test(part.type)) ?? [])
    .map((part) => part.text);
}

interface Mail {
  file: string;
  to: string;
  subject: string;
  text: string;
}

export function mailsTo(address: string): Mail[] {
  if (!MAIL_DIR) throw new Error('E2E_MAIL_DIR is not set: run the journeys with scripts/e2e.sh');
  let names: string[];
  try {
    names = readdirSync(MAIL_DIR).filter((name) => name.endsWith('.eml'));
  } catch {
    return [];
  }
  return names
    .map((name) => ({ name, time: statSync(join(MAIL_DIR, name)).mtimeMs }))
    .sort((a, b) => b.time - a.time)
    .map(({ name }) => {
      const eml = readFileSync(join(MAIL_DIR, name), 'utf8');
      const head = eml.split(/\r?\n\r?\n/)[0];
      return { file: name, to: header(head, 'To'), subject: header(head, 'Subject'), text: textOf(eml) };
    })
    .filter((mail) => mail.to.toLowerCase().includes(address.toLowerCase()));
}

/**
 * Waits for the newest mail to `address` holding a link whose path matches `pathPattern`,
 * and returns that link on the server under test (the mail's origin is replaced by
 * `E2E_BASE_URL`).
 */
export async function linkFromMail(address: string, pathPattern: RegExp): Promise<string> {
  let link: string | undefined;
  await expect
    .poll(
      () => {
        for (const mail of mailsTo(address)) {
          const found = mail.text.match(/https?:\/\/[^\s<>"]+/g)?.find((url) => pathPattern.test(new URL(url).pathname));
          if (found) {
            link = found;
            return true;
          }
        }
        return false;
      },
      { message: `a mail to ${address} with a link to ${pathPattern}`, timeout: 20_000 },
    )
    .toBe(true);
  const url = new URL(link as string);
  return new URL(url.pathname + url.search, BASE_URL).toString();
}

/** Waits for the newest mail to `address` whose text matches `textPattern`; returns its `Reply-To` and text. */
export async function mailMatching(address: string, textPattern: RegExp): Promise<{ replyTo: string; text: string }> {
  let found: { replyTo: string; text: string } | undefined;
  await expect
    .poll(
      () => {
        for (const name of MAIL_DIR ? readdirSync(MAIL_DIR).filter((n) => n.endsWith('.eml')) : []) {
          const eml = readFileSync(join(MAIL_DIR, name), 'utf8');
          const head = eml.split(/\r?\n\r?\n/)[0];
          const text = textOf(eml);
          if (header(head, 'To').toLowerCase().includes(address.toLowerCase()) && textPattern.test(text)) {
            found = { replyTo: header(head, 'Reply-To'), text };
            return true;
          }
        }
        return false;
      },
      { message: `a mail to ${address} matching ${textPattern}`, timeout: 20_000 },
    )
    .toBe(true);
  return found as { replyTo: string; text: string };
}
