import { useEffect } from 'react';
import { useLocation } from 'react-router';

/**
 * Scrolls to the element named by the URL hash once the page has rendered. Pages load on demand and the
 * layout scrolls to the top on every route change, so the browser's own jump to the anchor is lost.
 */
export function useScrollToHash(): void {
  const { hash, pathname } = useLocation();
  useEffect(() => {
    if (!hash) return;
    const target = document.getElementById(decodeURIComponent(hash.slice(1)));
    target?.scrollIntoView();
  }, [hash, pathname]);
}
