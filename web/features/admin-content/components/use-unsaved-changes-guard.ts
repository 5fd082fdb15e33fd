import { useEffect, useRef } from 'react';
import { useBlocker } from 'react-router';

/**
 * While dirty, in-app navigation is held for confirmation (the returned blocker) and closing or reloading
 * the tab asks the browser's own question. allowNextNavigation() lets a deliberate move (after saving or deleting) through.
 */
export function useUnsavedChangesGuard(dirty: boolean) {
  const bypass = useRef(false);
  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) =>
      dirty && !bypass.current && currentLocation.pathname !== nextLocation.pathname,
  );
  useEffect(() => {
    if (!dirty) return;
    const warn = (event: BeforeUnloadEvent) => event.preventDefault();
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, [dirty]);
  return {
    blocker,
    allowNextNavigation: () => {
      bypass.current = true;
    },
  };
}
