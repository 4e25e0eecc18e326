import { createElement, lazy, type ComponentType } from 'react';

/** A page component whose code can be loaded before it renders (see `preloadPage`). */
export type PageComponent<P> = ComponentType<P> & { preload: () => Promise<void> };

/**
 * `lazy()` for a named export. Once its chunk is loaded (`preload`), the page renders at once
 * instead of suspending: the first render replaces the server's markup in one step.
 */
export function page<P extends object, K extends string>(load: () => Promise<Record<K, ComponentType<P>>>, name: K): PageComponent<P> {
  let loaded: ComponentType<P> | undefined;
  const Lazy = lazy(async () => ({ default: (loaded = (await load())[name]) }));
  const Page = (props: P) => createElement((loaded ?? Lazy) as ComponentType<P>, props);
  Page.preload = async () => {
    loaded = (await load())[name];
  };
  return Page;
}
