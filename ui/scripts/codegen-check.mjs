#!/usr/bin/env node
// Fails when src/gql/ is stale: regenerates into a temporary directory and compares.
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));
// Written by the server, not by codegen (`ensemblier schema --limits`): a Rust test keeps it
// fresh (`cargo test --lib limits`), so this check needs no Rust build.
const SERVER_WRITTEN = new Set(['limits.ts']);
const committed = join(root, 'src', 'gql');
const fresh = mkdtempSync(join(tmpdir(), 'ensemblier-codegen-'));

function files(dir) {
  if (!statSync(dir, { throwIfNoEntry: false })) return [];
  return readdirSync(dir, { recursive: true })
    .map(String)
    .filter((name) => statSync(join(dir, name)).isFile() && !SERVER_WRITTEN.has(name))
    .sort();
}

try {
  execFileSync(join(root, 'node_modules', '.bin', 'graphql-codegen'), ['--config', 'codegen.ts', '--silent'], {
    cwd: root,
    env: { ...process.env, CODEGEN_OUT: `${fresh}/` },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  const expected = files(fresh);
  const actual = files(committed);
  const problems = [];
  for (const name of new Set([...expected, ...actual])) {
    if (!expected.includes(name)) problems.push(`unexpected file src/gql/${name}`);
    else if (!actual.includes(name)) problems.push(`missing file src/gql/${name}`);
    else if (readFileSync(join(fresh, name), 'utf8') !== readFileSync(join(committed, name), 'utf8')) {
      problems.push(`stale file src/gql/${name}`);
    }
  }
  if (problems.length > 0) {
    console.error(`Generated GraphQL types are stale (${relative(process.cwd(), committed) || 'src/gql'}):`);
    for (const problem of problems) console.error(`  - ${problem}`);
    console.error('Run `npm run codegen` and commit the result.');
    process.exit(1);
  }
  console.log(`src/gql is up to date (${expected.length} files).`);
} finally {
  rmSync(fresh, { recursive: true, force: true });
}
