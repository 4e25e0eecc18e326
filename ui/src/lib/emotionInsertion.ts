/**
 * Stands in for `@emotion/use-insertion-effect-with-fallbacks` (alias in vite.config.ts; issue
 * 22, docs/ui-performance.md "Blocking time"). Emotion inserts a component's new CSS rules (parsed by
 * stylis) in an insertion effect, that is inside React's commit: when the UI takes over from
 * the server's first screen, every rule of the page was parsed in that one long task (about
 * four fifths of the commit). Emotion's own fallback for React without insertion effects
 * inserts them while rendering instead: our first render runs in a transition, sliced into
 * short tasks, so the parsing is sliced with it. Rules are inserted once per class (Emotion's
 * cache), before the commit that uses them: no unstyled frame. Global styles keep their
 * insertion (or layout) effect.
 */
import { useInsertionEffect, useLayoutEffect } from 'react';

export function useInsertionEffectAlwaysWithSyncFallback<T>(create: () => T): T {
  return create();
}

export const useInsertionEffectWithLayoutFallback = useInsertionEffect ?? useLayoutEffect;
