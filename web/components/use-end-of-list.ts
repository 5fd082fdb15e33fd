import { useEffect, useRef } from 'react';

/**
 * Calls onReached when the returned marker scrolls into view while active. The observer is re-created
 * whenever `active` or `generation` changes, so a marker that is still visible after a page loads fires again.
 */
export function useEndOfList<T extends Element>(onReached: () => void, active: boolean, generation: number) {
  const markerRef = useRef<T>(null);
  const onReachedRef = useRef(onReached);
  useEffect(() => {
    onReachedRef.current = onReached;
  });
  useEffect(() => {
    const marker = markerRef.current;
    if (!marker || !active || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver((entries) => {
      if (entries.some((entry) => entry.isIntersecting)) onReachedRef.current();
    });
    observer.observe(marker);
    return () => observer.disconnect();
  }, [active, generation]);
  return markerRef;
}
