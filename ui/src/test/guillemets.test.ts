// @vitest-environment node
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { bindGuillemets, guillemets } from '../lib/french';

/**
 * French binds the guillemets to what they quote (issue 58, minor 24: a closing » wrapped alone
 * at 375 px): every « … » a user reads is written by `guillemets` (or `bindGuillemets` for a
 * server's text), never with plain spaces. Comments and tests are not scanned.
 */
const src = fileURLToPath(new URL('..', import.meta.url));

function* sources(dir: string): Generator<string> {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) {
      if (entry.name !== 'gql' && entry.name !== 'test') yield* sources(path);
    } else if (/\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name)) yield path;
  }
}

const isComment = (line: string) => /^\s*(\/\/|\*|\/\*|\{\/\*)/.test(line);

describe('guillemets', () => {
  it('are never followed or preceded by a breaking space in the UI’s texts', () => {
    const found: string[] = [];
    for (const file of sources(src)) {
      readFileSync(file, 'utf8')
        .split('\n')
        .forEach((line, index) => {
          if (!isComment(line) && /« | »/.test(line)) found.push(`${relative(src, file)}:${index + 1}: ${line.trim()}`);
        });
    }
    expect(found).toEqual([]);
  });

  it('bind a text the server wrote', () => {
    expect(bindGuillemets('Vous ne recevrez plus l’alerte « ébéniste » à Lyon (69).')).toBe(
      `Vous ne recevrez plus l’alerte ${guillemets('ébéniste')} à Lyon (69).`,
    );
  });
});
