#!/usr/bin/env node
// Gzip size of the JavaScript the home page loads: the entry chunk, its static imports, the
// app's stages it imports once the first screen has painted (issue 22) and the lazy home page
// chunk (named `home` by vite.config.ts, `appChunking`), with their own imports (from
// dist/.vite/manifest.json).
import { readFileSync } from 'node:fs';
import { gzipSync } from 'node:zlib';
import { join } from 'node:path';

const dist = new URL('../dist/', import.meta.url).pathname;
const manifest = JSON.parse(readFileSync(join(dist, '.vite/manifest.json'), 'utf8'));
const files = new Set();
function visit(key) {
  const chunk = manifest[key];
  if (!chunk || files.has(chunk.file)) return;
  files.add(chunk.file);
  for (const imported of chunk.imports ?? []) visit(imported);
}
const entry = Object.keys(manifest).find((key) => manifest[key].isEntry);
visit(entry);
for (const stage of manifest[entry].dynamicImports ?? []) visit(stage);
const home = Object.keys(manifest).find((key) => manifest[key].name === 'home');
if (!home) throw new Error('no chunk named home in the manifest');
visit(home);
let total = 0;
for (const file of files) {
  const size = gzipSync(readFileSync(join(dist, file)), { level: 9 }).length;
  total += size;
  console.log(`${(size / 1024).toFixed(1).padStart(7)} KB  ${file}`);
}
console.log(`${(total / 1024).toFixed(1).padStart(7)} KB  first page JavaScript (gzip)`);
if (total > 250 * 1024) {
  console.error('Over the 250 KB budget (design.md).');
  process.exit(1);
}
