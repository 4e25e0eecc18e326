/**
 * Scrolling on navigation: top of the page on each route change (spec section 2), or the
 * element named by the URL hash (`/faq#faq-candidat`, `/tarifs#bannieres`). Routes are
 * lazy-loaded, so the target may appear a moment after the URL changes: we wait for it.
 */
import { useEffect } from 'react';
import { useLocation } from 'react-router';

const WAIT_FOR_TARGET_MS = 5000;

function targetOf(hash: string): HTMLElement | null {
  if (!hash || hash === '#') return null;
  let id = hash.slice(1);
  try {
    id = decodeURIComponent(id);
  } catch {
    // keep the raw id
  }
  return document.getElementById(id);
}

function reveal(element: HTMLElement) {
  element.scrollIntoView({ block: 'start' });
  if (!element.hasAttribute('tabindex') && !/^(A|BUTTON|INPUT|SELECT|TEXTAREA)$/.test(element.tagName)) {
    element.setAttribute('tabindex', '-1');
  }
  element.focus({ preventScroll: true });
}

/** Scrolls to the hash target as soon as it exists; returns a cancel function. */
export function scrollToHash(hash: string): () => void {
  const now = targetOf(hash);
  if (now) {
    reveal(now);
    return () => undefined;
  }
  const observer = new MutationObserver(() => {
    const element = targetOf(hash);
    if (element) {
      stop();
      reveal(element);
    }
  });
  const timer = window.setTimeout(() => stop(), WAIT_FOR_TARGET_MS);
  function stop() {
    observer.disconnect();
    window.clearTimeout(timer);
  }
  observer.observe(document.body, { childList: true, subtree: true });
  return stop;
}

/** Mounted once in the layout. */
export function ScrollManager() {
  const { pathname, hash } = useLocation();
  useEffect(() => {
    if (hash) return scrollToHash(hash);
    window.scrollTo(0, 0);
    return undefined;
  }, [pathname, hash]);
  return null;
}

/** For a page whose content arrives later (prices): scroll to the hash again once ready. */
export function useScrollToHashWhen(ready: boolean) {
  const { hash } = useLocation();
  useEffect(() => {
    if (!ready || !hash) return undefined;
    const frame = window.requestAnimationFrame(() => {
      const element = targetOf(hash);
      if (element) element.scrollIntoView({ block: 'start' });
    });
    return () => window.cancelAnimationFrame(frame);
  }, [ready, hash]);
}
