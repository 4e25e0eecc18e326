// @vitest-environment node
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

/**
 * A bound is written once (docs/ARCHITECTURE.md, "Where each kind of rule lives"): every limit
 * a user meets (text lengths, file sizes, counts, days) is declared in Rust and read from
 * `src/gql/limits.ts`, which `ensemblier schema --limits` writes (`cargo test --lib limits`
 * keeps it fresh). A literal copy in `src/` would drift from the server's: this test finds them.
 *
 * Not scanned: `src/gql/` (generated: the one copy), and the tests, which may pin what a user
 * reads word for word (« 5 Mo maximum »).
 */
const src = fileURLToPath(new URL('..', import.meta.url));

/** What a bound written again looks like. */
const PATTERNS: readonly { what: string; regex: RegExp }[] = [
  { what: 'maxLength={<digits>}', regex: /maxLength=\{\s*\d+/g },
  { what: 'maxLength: <digits>', regex: /maxLength:\s*\d+/g },
  { what: '<digits> * 1024 * 1024', regex: /\d[\d_]*\s*\*\s*1024\s*\*\s*1024/g },
  { what: '<digits> Mo, <digits>MB', regex: /\d[\d_ \u00a0\u202f]*(?:Mo|MB)\b/g },
  { what: '<digits> jours (or <digits> prochains jours)', regex: /\d+[ \u00a0\u202f](?:\p{L}+[ \u00a0\u202f])?jours\b/gu },
  { what: 'a MAX constant of digits', regex: /\bconst\s+\w*MAX\w*\s*=\s*\d[\d_]*/g },
];

/** What looks like a bound and is not one of the server's, each with its reason. */
const ALLOWED: readonly { file: string; text: string; reason: string }[] = [
  {
    file: 'features/admin/routes/PromoCodesPage.tsx',
    text: 'maxLength: 9',
    reason: 'a count typed as digits (maximum uses): 9 digits stay within a GraphQL Int, not a text bound',
  },
  {
    file: 'features/offers/test/fixtures.ts',
    text: '4 jours',
    reason: 'a line the server writes, as a test fixture gives it: no bound of the UI',
  },
  {
    file: 'lib/keywordCarry.ts',
    text: 'CARRY_MAX_MS',
    reason: 'how long the UI carries typed keywords between two pages: a UI timing, no server bound',
  },
];

function sources(dir: string): string[] {
  return readdirSync(dir, { recursive: true })
    .map(String)
    .filter((name) => /\.tsx?$/.test(name) && !/\.test\.tsx?$/.test(name))
    .filter((name) => !name.startsWith('gql/') && !name.startsWith('test/'))
    .map((name) => join(dir, name));
}

/** `file:line: text (what)` for each literal bound not allowed. */
function literalBounds(root: string): string[] {
  const found: string[] = [];
  for (const path of sources(root)) {
    const file = relative(root, path).split('\\').join('/');
    const lines = readFileSync(path, 'utf8').split('\n');
    lines.forEach((line, index) => {
      for (const { what, regex } of PATTERNS) {
        for (const match of line.matchAll(regex)) {
          const text = match[0].trim();
          if (ALLOWED.some((allowed) => allowed.file === file && text.includes(allowed.text))) continue;
          found.push(`${file}:${index + 1}: ${text} (${what})`);
        }
      }
    });
  }
  return found;
}

describe('bounds in src/', () => {
  it('are read from gql/limits.ts, never written as literals', () => {
    expect(literalBounds(src)).toEqual([]);
  });

  it('each allowed literal is still there, so the list does not outlive its reasons', () => {
    for (const { file, text } of ALLOWED) {
      expect(readFileSync(join(src, file), 'utf8'), file).toContain(text);
    }
  });
});
