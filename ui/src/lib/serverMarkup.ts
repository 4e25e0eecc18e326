/**
 * Whether the server wrote the first screen into #root (issue 22): then the app starts after
 * that screen has painted and renders once its page's code is here. Its own module, free of
 * imports, because the entry (`main.tsx`) reads it before the app's code is loaded.
 */
export function hasServerMarkup(root: HTMLElement): boolean {
  return root.firstElementChild !== null;
}
