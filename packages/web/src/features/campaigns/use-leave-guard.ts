import { useEffect, useRef } from 'react';
import { useBlocker } from 'react-router';

/**
 * Asks before leaving a screen with unsaved changes: in-app navigation is held (`blocker`) and
 * closing or reloading the tab asks the browser's question. `allow()` lets the next navigation
 * through (after a save).
 */
export function useLeaveGuard(dirty: boolean) {
  const allowed = useRef(false);
  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) =>
      dirty && !allowed.current && currentLocation.pathname !== nextLocation.pathname,
  );
  useEffect(() => {
    if (!dirty) return;
    const onBeforeUnload = (event: BeforeUnloadEvent) => event.preventDefault();
    window.addEventListener('beforeunload', onBeforeUnload);
    return () => window.removeEventListener('beforeunload', onBeforeUnload);
  }, [dirty]);
  return {
    blocker,
    allow: () => {
      allowed.current = true;
    },
  };
}
