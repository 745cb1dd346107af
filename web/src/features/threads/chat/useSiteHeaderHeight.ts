import { useSyncExternalStore } from 'react';

/** The layout's sticky header is min-h-14 (56 px); used until it can be measured. */
const FALLBACK_PX = 56;

/** The header with the banners under it (offline, update): Layout's sticky top block. */
const siteTop = () =>
  document.querySelector<HTMLElement>('[data-site-top]') ??
  document.querySelector<HTMLElement>('body header');

function subscribe(onChange: () => void): () => void {
  const top = siteTop();
  if (!top || typeof ResizeObserver === 'undefined') return () => undefined;
  const observer = new ResizeObserver(onChange);
  observer.observe(top);
  return () => observer.disconnect();
}

const snapshot = () => siteTop()?.offsetHeight ?? FALLBACK_PX;

/**
 * The height of the site header and of any banner under it, followed as it changes (going
 * offline, a larger font, a wrapped nav), so the chat fills exactly the screen below them and
 * never covers the offline notice.
 */
export function useSiteHeaderHeight(): number {
  return useSyncExternalStore(subscribe, snapshot, () => FALLBACK_PX);
}
