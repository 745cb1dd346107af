import { createElement, lazy, useState, type ComponentType } from 'react';

/** A page component whose code loads on first use, and can be loaded ahead with preload(). */
export type LazyPage<P extends object> = ComponentType<P> & { preload: () => Promise<void> };

/**
 * React's lazy(), plus a way to load the page's code before it is first drawn: once loaded,
 * the page renders at once instead of suspending for a turn. Suspending shows the loading
 * box first, and a page that replaces it after the first paint moves the footer (a layout
 * shift); app/firstPage.ts preloads the page a visit starts on.
 */
export function lazyPage<P extends object>(load: () => Promise<ComponentType<P>>): LazyPage<P> {
  let loaded: ComponentType<P> | undefined;
  const remember = () =>
    load().then((component) => {
      loaded = component;
      return component;
    });
  const Suspending = lazy(() => remember().then((component) => ({ default: component })));
  // Chosen once per mount: switching from Suspending to the loaded component later would
  // remount the page and lose what someone had typed.
  const Page = (props: P) => {
    const [component] = useState<ComponentType<P>>(() => loaded ?? Suspending);
    return createElement(component, props);
  };
  return Object.assign(Page, { preload: () => remember().then(() => undefined) });
}
