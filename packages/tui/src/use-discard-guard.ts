import { useApp, useUnsaved } from './app-context.js';
import { useLiveState } from './use-live-state.js';

/**
 * Leaving a form: at once when nothing was typed (`changed()` false), else only after the user
 * answers "Discard changes? y/n" (`asking`; `discard` leaves, `keep` goes back to the form).
 * Quitting the app (`q`) likewise asks first while `changed()`.
 */
export function useDiscardGuard(changed: () => boolean) {
  const { back } = useApp();
  useUnsaved(changed);
  const [asking, setAsking, liveAsking] = useLiveState(false);
  return {
    asking,
    /** Whether the question is up, after any earlier key of the same burst. */
    liveAsking,
    leave: () => (changed() ? setAsking(true) : back()),
    discard: back,
    keep: () => setAsking(false),
  };
}
