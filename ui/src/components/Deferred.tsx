import { startTransition, useEffect, useState, type ReactNode } from 'react';

/**
 * Renders its children one commit after the rest, in a transition of their own (issue 22,
 * docs/ui-performance.md "Blocking time"): what is off screen when the UI takes over from the server's first
 * screen (the footer, the home page's lower sections) stays out of the commit that replaces it,
 * so a phone's main thread runs two shorter tasks instead of one long one. Only for parts below
 * the fold: they appear a frame later, where nobody sees them appear.
 */
export function Deferred({ children }: { children: ReactNode }) {
  const [shown, setShown] = useState(false);
  useEffect(() => startTransition(() => setShown(true)), []);
  return shown ? children : null;
}
