// Reads the Lighthouse reports of benches/lighthouse/run.sh (`<preset><path>.<run>.json`),
// prints one line per preset and page with the medians of the runs, and exits 1 when a median
// is under the thresholds of issue 22.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

const dir = process.argv[2];
const thresholds = {
  mobile: { performance: 95, lcp: 2000, cls: 0.02 },
  desktop: { performance: 98, lcp: Infinity, cls: Infinity },
};
// Signed-in pages (the gallery of an application) are rightly `noindex`: SEO is not theirs.
const PRIVATE = /\/applications\//;
const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
};

const groups = new Map();
for (const file of readdirSync(dir).filter((name) => name.endsWith('.json')).sort()) {
  const report = JSON.parse(readFileSync(join(dir, file), 'utf8'));
  const preset = file.startsWith('desktop') ? 'desktop' : 'mobile';
  const path = new URL(report.finalDisplayedUrl ?? report.requestedUrl).pathname + new URL(report.requestedUrl).search;
  const key = `${preset} ${path}`;
  if (!groups.has(key)) groups.set(key, { preset, path, runs: [] });
  const score = (id) => Math.round((report.categories[id]?.score ?? 0) * 100);
  const metric = (id) => report.audits[id]?.numericValue ?? NaN;
  groups.get(key).runs.push({
    performance: score('performance'),
    accessibility: score('accessibility'),
    bestPractices: score('best-practices'),
    seo: score('seo'),
    fcp: metric('first-contentful-paint'),
    lcp: metric('largest-contentful-paint'),
    tbt: metric('total-blocking-time'),
    cls: metric('cumulative-layout-shift'),
    failed: Object.values(report.audits)
      .filter((a) => a.score !== null && a.score < 0.9 && a.scoreDisplayMode === 'binary')
      .map((a) => a.id),
  });
}

let failures = 0;
const header = ['profile', 'page', 'runs', 'perf', 'a11y', 'b.p.', 'seo', 'FCP ms', 'LCP ms', 'TBT ms', 'CLS', ''];
console.log(header.join('\t'));
for (const { preset, path, runs } of groups.values()) {
  const m = (field) => median(runs.map((run) => run[field]));
  const limits = thresholds[preset];
  const under = [];
  if (m('performance') < limits.performance) under.push(`performance < ${limits.performance}`);
  const held = PRIVATE.test(path) ? ['accessibility', 'bestPractices'] : ['accessibility', 'bestPractices', 'seo'];
  for (const field of held) if (m(field) < 100) under.push(`${field} < 100`);
  if (m('lcp') > limits.lcp) under.push(`LCP > ${limits.lcp} ms`);
  if (m('cls') > limits.cls) under.push(`CLS > ${limits.cls}`);
  const failed = [...new Set(runs.flatMap((run) => run.failed))];
  if (under.length) failures += 1;
  console.log(
    [
      preset,
      path.length > 40 ? `${path.slice(0, 37)}…` : path,
      runs.length,
      m('performance'),
      m('accessibility'),
      m('bestPractices'),
      m('seo'),
      Math.round(m('fcp')),
      Math.round(m('lcp')),
      Math.round(m('tbt')),
      m('cls').toFixed(3),
      (under.length ? `UNDER: ${under.join(', ')}` : 'ok') + (failed.length ? ` (failed audits: ${failed.join(', ')})` : ''),
    ].join('\t'),
  );
}
if (groups.size === 0) {
  console.log('no report');
  process.exit(1);
}
process.exit(failures ? 1 : 0);
