import {
  createContext,
  startTransition,
  useContext,
  useEffect,
  useState,
  type ReactNode,
} from 'react';

/** True outside a HydrationProvider: a tree drawn only in the browser knows everything at once. */
const HydratedContext = createContext(true);

/**
 * Around a tree that renders the server's markup (on the server, and in the browser while
 * hydrating it): it says "not hydrated" until hydration is done, then switches in a
 * transition. The render that brings in what only the browser knows (the session, the
 * device's clock) then yields to the phone every few milliseconds instead of holding it for
 * one long task: a store read with useSyncExternalStore would force that render to be
 * synchronous, and on a slow phone it was the longest task after the page had drawn.
 */
export function HydrationProvider({
  serverMarkup,
  children,
}: {
  /** The tree draws the server's markup (false: a page drawn only in the browser). */
  serverMarkup: boolean;
  children: ReactNode;
}) {
  const [hydrated, setHydrated] = useState(!serverMarkup);
  useEffect(() => {
    if (!hydrated) startTransition(() => setHydrated(true));
  }, [hydrated]);
  return <HydratedContext.Provider value={hydrated}>{children}</HydratedContext.Provider>;
}

/**
 * False while the page renders on the server and while the browser hydrates that markup,
 * true from the render after (and at once in a page drawn only in the browser). What only the
 * browser knows (the session, stored choices) waits for it, so hydration draws exactly what
 * the server sent; React re-renders with the browser's values right after.
 */
export function useHydrated(): boolean {
  return useContext(HydratedContext);
}
