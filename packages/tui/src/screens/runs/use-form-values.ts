import { useLiveState } from '../../use-live-state.js';

/**
 * The values of a form's fields (text, or a switch such as refresh) as live state: `get()` reads
 * them after the key before, so a submission or a field's Enter typed in the same burst as the
 * text sees that text.
 */
export function useFormValues<Values extends Record<string, string | boolean>>(initial: Values) {
  const [values, setValues, get] = useLiveState(initial);
  /** The `onChange` of one field. */
  const setter =
    <K extends keyof Values>(key: K) =>
    (value: Values[K]) =>
      setValues((current) => ({ ...current, [key]: value }));
  /** Rewrites one field from its latest value (the max-profiles clamp). */
  const update = <K extends keyof Values>(key: K, change: (value: Values[K]) => Values[K]) =>
    setValues((current) => ({ ...current, [key]: change(current[key]) }));
  /** Whether any field differs from how the form opened (something was typed or switched). */
  const changed = () => Object.keys(initial).some((key) => get()[key] !== initial[key]);
  return { values, get, setter, update, changed };
}
