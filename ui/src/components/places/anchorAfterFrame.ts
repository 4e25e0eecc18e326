import type { Ref, RefCallback } from 'react';

const deferred = new WeakMap<RefCallback<HTMLElement>, RefCallback<HTMLElement>>();

/**
 * The Autocomplete's anchor ref (its `setAnchorEl`), handed the input's box at the next frame
 * instead of in the commit that mounts it (issue 22, docs/ui-performance.md "Blocking time", session 11).
 * MUI's Autocomplete reads `anchorEl.clientWidth` on every render once it has an anchor (the
 * popper's width, even closed), and a state set by a ref during a commit re-renders at once:
 * when the place select mounts with a whole page (the take-over of `/emploi`, the home page's
 * search block), that read forced the style and layout of the new page inside the commit's task.
 * One frame later the page has been laid out and the read is cheap. Until then the list cannot
 * open (no anchor), for one frame. Stable per ref, so React does not detach and reattach it.
 */
export function anchorAfterFrame(ref: Ref<HTMLElement> | undefined): Ref<HTMLElement> | undefined {
  if (typeof ref !== 'function') return ref;
  let wrapped = deferred.get(ref);
  if (!wrapped) {
    let frame = 0;
    wrapped = (node: HTMLElement | null) => {
      window.cancelAnimationFrame(frame);
      if (node) frame = window.requestAnimationFrame(() => ref(node));
      else ref(null);
    };
    deferred.set(ref, wrapped);
  }
  return wrapped;
}
