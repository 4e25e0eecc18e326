// The main-thread tasks of a page's load after its first paint, from a Chromium trace (issue 22,
// docs/ui-performance.md "Blocking time"): each task of 8 ms or more with its wall and CPU time and its
// longest events, then Lighthouse's blocking-time sum estimated from wall time and from CPU time
// (Σ max(0, 4 × t − 50 ms); CPU time is much less inflated by a loaded machine, so it is the one
// to compare builds with). Usage, against a running server:
//   node benches/lighthouse/tasks.mjs http://127.0.0.1:8114/ [runs]
import { readFileSync } from 'node:fs';
import { chromium } from '../../ui/node_modules/playwright-core/index.mjs';

const [url, runs = '1'] = process.argv.slice(2);
const short = (u) => (u || '').replace(/.*\/assets\//, '');
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox', '--disable-gpu'] });
for (let run = 1; run <= Number(runs); run++) {
  const context = await browser.newContext({ viewport: { width: 412, height: 823 }, deviceScaleFactor: 1.75, isMobile: true, hasTouch: true });
  const page = await context.newPage();
  await browser.startTracing(page, { categories: ['toplevel', 'devtools.timeline', 'disabled-by-default-devtools.timeline', 'loading'] });
  await page.goto(url, { waitUntil: 'load' });
  await page.waitForTimeout(4000);
  const events = JSON.parse((await browser.stopTracing()).toString()).traceEvents;
  await context.close();
  const fcp = events.filter((e) => e.name === 'firstContentfulPaint').pop();
  const main = events.filter((e) => e.pid === fcp.pid && e.tid === fcp.tid && e.ph === 'X');
  const tasks = main.filter((e) => e.name === 'RunTask' && e.dur >= 8000 && e.ts > fcp.ts).sort((a, b) => a.ts - b.ts);
  let wall = 0;
  let cpu = 0;
  console.log(`run ${run}: ${url}`);
  for (const task of tasks) {
    wall += Math.max(0, (4 * task.dur) / 1000 - 50);
    cpu += Math.max(0, (4 * (task.tdur ?? task.dur)) / 1000 - 50);
    const inner = main
      .filter((e) => e !== task && e.name !== 'ThreadControllerImpl::RunTask' && e.ts >= task.ts && e.ts + e.dur <= task.ts + task.dur && e.dur >= 2000)
      .slice(0, 4)
      .map((e) => `${e.name} ${(e.dur / 1000).toFixed(0)}${e.args?.data?.url ? ` ${short(e.args.data.url)}` : ''}`);
    console.log(`  +${((task.ts - fcp.ts) / 1000).toFixed(0)} ms: ${(task.dur / 1000).toFixed(1)} ms, CPU ${((task.tdur ?? 0) / 1000).toFixed(1)} ms  ${inner.join(' | ')}`);
  }
  const load = readFileSync('/proc/loadavg', 'utf8').split(' ')[0];
  console.log(`  blocking time estimate: ${wall.toFixed(0)} ms from wall time, ${cpu.toFixed(0)} ms from CPU time (load ${load})`);
}
await browser.close();
