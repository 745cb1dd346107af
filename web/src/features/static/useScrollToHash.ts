import { useEffect } from 'react';
import { useLocation } from 'react-router';

/**
 * Scrolls to the section a link named (/help#safe-trading). The router's own restoration runs
 * before a lazily loaded page exists, so the page does it once it has rendered.
 */
export function useScrollToHash() {
  const { hash } = useLocation();
  useEffect(() => {
    if (!hash) return;
    document.getElementById(decodeURIComponent(hash.slice(1)))?.scrollIntoView();
  }, [hash]);
}
