/**
 * Calls `onReach` when the returned element comes near the viewport (IntersectionObserver).
 * The observer is set up again whenever `deps` change, so a list still too short to fill the
 * screen after a page arrives asks for the next one at once.
 */
import { useEffect, useRef } from 'react';

export function useInfiniteScroll<T extends Element>(onReach: () => void, enabled: boolean, deps: unknown[]) {
  const ref = useRef<T | null>(null);
  const callback = useRef(onReach);
  useEffect(() => {
    callback.current = onReach;
  });
  useEffect(() => {
    const element = ref.current;
    if (!enabled || !element || typeof IntersectionObserver === 'undefined') return undefined;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) callback.current();
      },
      { rootMargin: '0px 0px 400px 0px' },
    );
    observer.observe(element);
    return () => observer.disconnect();
    // The caller's `deps` say when to observe again; the rule cannot check a spread list.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [enabled, ...deps]);
  return ref;
}
