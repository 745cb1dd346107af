import { useEffect, useLayoutEffect, useRef } from 'react';
import { useLocation, useNavigationType } from 'react-router';

/** Where each visited entry of this tab's history was scrolled to, by location key. */
const positions = new Map<string, number>();

/**
 * What React Router's <ScrollRestoration> does, for its declarative mode: a new page opens
 * at the top (or at its #section, which the page scrolls to itself), and Back or Forward
 * returns to where the person was on that page.
 */
export function useScrollRestoration(): void {
  const location = useLocation();
  const navigationType = useNavigationType();
  const currentKey = useRef(location.key);

  useEffect(() => {
    if ('scrollRestoration' in history) history.scrollRestoration = 'manual';
    // Scroll events arrive after the commit that changed the page, so they are recorded
    // under the page being shown.
    const remember = () => positions.set(currentKey.current, window.scrollY);
    window.addEventListener('scroll', remember, { passive: true });
    return () => window.removeEventListener('scroll', remember);
  }, []);

  useLayoutEffect(() => {
    currentKey.current = location.key;
    if (navigationType === 'POP') {
      window.scrollTo(0, positions.get(location.key) ?? 0);
    } else if (!location.hash) {
      window.scrollTo(0, 0);
    }
  }, [location.key, location.hash, navigationType]);
}
