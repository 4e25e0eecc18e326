/**
 * The entry: the font faces (its stylesheet) and when the app starts. On a page whose first
 * screen the server wrote (issue 22, docs/ui.md "Mobile LCP and blocking time"), the app's code
 * is fetched only once that screen is on the screen: after the `load` event (fonts and images)
 * and the browser's report of the first contentful paint. A phone then spends its bandwidth on
 * what it paints first, and React's take-over comes after. Other pages start at once.
 */
import './fonts.css';
import { hasServerMarkup } from './lib/serverMarkup';

const container = document.getElementById('root');
if (!container) throw new Error('#root is missing from index.html');

// The app's first steps in a task of their own, not in the one that evaluated its code: two
// shorter tasks instead of one long one (a phone's blocking time).
const start = () => void import('./routes/start').then(({ start }) => setTimeout(() => start(container), 0));

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

if (hasServerMarkup(container)) afterFirstScreen(start);
else start();
