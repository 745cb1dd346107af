import { useSyncExternalStore } from 'react';

const never = () => () => {};

/**
 * False while the page renders on the server and while the browser hydrates that markup,
 * true from the render after (and at once in a page drawn only in the browser). What only the
 * browser knows (the session, stored choices) waits for it, so hydration draws exactly what
 * the server sent; React re-renders with the browser's values right after.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    never,
    () => true,
    () => false,
  );
}
