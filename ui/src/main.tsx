/**
 * The entry: the font faces (its stylesheet) and when the app starts. On a page whose first
 * screen the server wrote (issue 22, docs/ui-performance.md "Mobile LCP and blocking time"), the app's code
 * is fetched only once that screen is on the screen: after the `load` event (fonts and images)
 * and the browser's report of the first contentful paint. A phone then spends its bandwidth on
 * what it paints first, and React's take-over comes after. Other pages start at once.
 */
import './fonts.css';
import { hasServerMarkup } from './lib/serverMarkup';

const container = document.getElementById('root');
if (!container) throw new Error('#root is missing from index.html');

/** Resolves in a new task: what follows runs after the browser had a chance to do its own work. */
const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

/** The app's chunks, space-separated, written here by the build (vite.config.ts, `appChunks`). */
const APP_CHUNKS = '__APP_CHUNKS__';

/** Fetches (and compiles) every chunk of the app at once, without running any. */
function preloadApp() {
  if (APP_CHUNKS.startsWith('__')) return; // the dev server: no chunks
  for (const href of APP_CHUNKS.split(' ')) {
    const link = document.createElement('link');
    link.rel = 'modulepreload';
    link.href = href;
    document.head.append(link);
  }
}

/**
 * The app's code runs in stages, each in a task of its own, instead of one long task for its
 * whole module graph (issue 22, docs/ui-performance.md "Blocking time": a phone's total blocking time):
 * React's DOM renderer, then the theme (Emotion, MUI's styling, the router's links), then the
 * rest of the app (MUI's components, the layout, the routes), then its first steps. Its chunks
 * are all requested first, so the stages wait for no extra round trip.
 */
async function start() {
  preloadApp();
  await import('./lib/reactDom');
  await nextTask();
  await import('./lib/theme');
  await nextTask();
  const app = await import('./routes/start');
  await nextTask();
  app.start(container!);
}

/** A browser that never reports the paint (hidden tab, no Paint Timing) starts the app after this, from the load. */
const PAINT_WAIT_MS = 3000;

/**
 * Runs `then` once the page has loaded and its first contentful paint has been presented, plus
 * a frame (the largest paint, an image, can come a frame after the first). The `load` event
 * alone is not enough: a busy phone (or a loaded test machine) can present the first frame
 * much later, and the app's scripts would then arrive before the page they replace is seen.
 */
function afterFirstScreen(then: () => void) {
  let done = false;
  const once = () => {
    if (done) return;
    done = true;
    then();
  };
  const afterPaint = () => {
    const nextFrame = () => requestAnimationFrame(() => setTimeout(once, 0));
    setTimeout(once, PAINT_WAIT_MS);
    if (typeof PerformanceObserver === 'undefined' || !PerformanceObserver.supportedEntryTypes?.includes('paint')) return nextFrame();
    const observer = new PerformanceObserver((list) => {
      if (!list.getEntriesByName('first-contentful-paint').length) return;
      observer.disconnect();
      nextFrame();
    });
    observer.observe({ type: 'paint', buffered: true });
  };
  if (document.readyState === 'complete') afterPaint();
  else window.addEventListener('load', afterPaint, { once: true });
}

if (hasServerMarkup(container)) afterFirstScreen(() => void start());
else void start();
