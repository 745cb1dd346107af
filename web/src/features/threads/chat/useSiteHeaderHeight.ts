import { useSyncExternalStore } from 'react';

/** The layout's sticky header is min-h-14 (56 px); used until it can be measured. */
const FALLBACK_PX = 56;

const siteHeader = () => document.querySelector<HTMLElement>('body header');

function subscribe(onChange: () => void): () => void {
  const header = siteHeader();
  if (!header || typeof ResizeObserver === 'undefined') return () => undefined;
  const observer = new ResizeObserver(onChange);
  observer.observe(header);
  return () => observer.disconnect();
}

const snapshot = () => siteHeader()?.offsetHeight ?? FALLBACK_PX;

/**
 * The height of the site header, followed as it changes (a larger font, a wrapped nav), so
 * the chat can fill exactly the screen below it.
 */
export function useSiteHeaderHeight(): number {
  return useSyncExternalStore(subscribe, snapshot, () => FALLBACK_PX);
}
