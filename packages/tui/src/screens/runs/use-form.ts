import type { Key } from 'ink';
import { useKeys } from '../../app-context.js';
import { useDiscardGuard } from '../../use-discard-guard.js';
import { useLiveState } from '../../use-live-state.js';

/** One field of a run form, as the keyboard moves through it. */
export interface FormField<Id extends string = string> {
  id: Id;
  /** text: a one-line input; multiline: Enter breaks the line; choice: keys pick a value. */
  kind: 'text' | 'multiline' | 'choice';
  /** Enter on this field does this instead of moving on (importing a CSV path). */
  onEnter?: () => void;
  /** Called as the focus leaves the field (the max-profiles input is clamped then). */
  onLeave?: () => void;
  /** The keys of a choice field (←/→ and space toggle the search type). */
  onKey?: (input: string, key: Key) => void;
}

/**
 * The keyboard of a form: Tab/↓ and Shift-Tab/↑ move between fields (wrapping), Enter moves on
 * (on the last field it submits), Ctrl-S submits from anywhere, Esc goes back, asking first when
 * `changed()` (something was typed). `ctrlKeys` are the form's other Ctrl keys, which work from
 * any field (`{ r: toggleRefresh }`: text fields never take a Ctrl key). Text fields keep every
 * other key for typing; on a choice field `q` quits the app (asking first when
 * something was typed). The focus is live state, so keys
 * arriving together (a paste, tmux send-keys) each see where the one before left it.
 */
export function useForm<Id extends string>(
  fields: FormField<Id>[],
  submit: () => void,
  changed: () => boolean,
  ctrlKeys: Record<string, () => void> = {},
) {
  const guard = useDiscardGuard(changed);
  const [focus, setFocus, getFocus] = useLiveState(0);
  const count = fields.length;
  const move = (step: number) => {
    const from = getFocus();
    fields[from]?.onLeave?.();
    setFocus((((from + step) % count) + count) % count);
  };

  useKeys((input, key) => {
    const at = getFocus();
    const field = fields[at];
    if (!field) return;
    if (guard.liveAsking()) return;
    if (key.escape) return guard.leave();
    if (key.ctrl && input === 's') {
      field.onLeave?.();
      return submit();
    }
    if (key.ctrl && Object.hasOwn(ctrlKeys, input)) return ctrlKeys[input]?.();
    if (key.tab || input === '\t') return move(key.shift ? -1 : 1);
    if (key.downArrow) return move(1);
    if (key.upArrow) return move(-1);
    if (key.return) {
      if (field.kind === 'multiline') return;
      if (field.onEnter) return field.onEnter();
      if (at === count - 1) {
        field.onLeave?.();
        return submit();
      }
      return move(1);
    }
    if (field.kind !== 'choice') return;
    field.onKey?.(input, key);
  });

  return {
    /** The id of the field with the keyboard (none while "Discard changes?" is asked). */
    focused: guard.asking ? undefined : fields[focus]?.id,
    /** Leaving with text typed asks first: the frame shows the question (`DiscardPrompt`). */
    guard,
    /** Moves the focus to the next field. */
    next: () => move(1),
  };
}
