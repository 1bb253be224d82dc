import { focusManager } from '@tanstack/react-query';

/**
 * Tells TanStack Query the page came back into view on the window's `focus` too, not only on
 * `visibilitychange` (its default): coming back from another window, which leaves the tab
 * visible throughout, reads what refreshes on focus (the session and its balance) again.
 */
export function refetchOnWindowFocusEvents(target: Window = window): void {
  focusManager.setEventListener((handleFocus) => {
    const changed = () => handleFocus();
    target.addEventListener('visibilitychange', changed);
    target.addEventListener('focus', changed);
    return () => {
      target.removeEventListener('visibilitychange', changed);
      target.removeEventListener('focus', changed);
    };
  });
}
