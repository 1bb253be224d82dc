import type { Key } from 'ink';
import { useKeys } from '../../app-context.js';
import { type Binding, dispatchKey } from '../../keymap.js';
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

/** What the keys of a form can do, for its keymap table. */
export interface FormKeyActions {
  next(): void;
  previous(): void;
  enter(): void;
  submit(): void;
  back(): void;
  choose(input: string, key: Key): void;
}

/**
 * The keyboard of a form, through its keymap table (`keymap`, given the form's actions): the
 * focus moves between fields (wrapping), Enter moves on (on the last field it submits; a
 * multi-line field keeps it), submit leaves the field first, back asks first when `changed()`
 * (something was typed), and a choice field hears its keys. Text fields keep every other key for
 * typing; on a choice field `q` quits the app (asking first when something was typed). The
 * focus is live state, so keys arriving together (a paste, tmux send-keys) each see where the
 * one before left it.
 */
export function useForm<Id extends string>(
  fields: FormField<Id>[],
  submit: () => void,
  changed: () => boolean,
  keymap: (form: FormKeyActions) => Binding[],
) {
  const guard = useDiscardGuard(changed);
  const [focus, setFocus, getFocus] = useLiveState(0);
  const count = fields.length;
  const move = (step: number) => {
    const from = getFocus();
    fields[from]?.onLeave?.();
    setFocus((((from + step) % count) + count) % count);
  };
  const focusedField = () => fields[getFocus()];

  const keys = keymap({
    next: () => move(1),
    previous: () => move(-1),
    enter() {
      const at = getFocus();
      const field = fields[at];
      if (!field || field.kind === 'multiline') return;
      if (field.onEnter) return field.onEnter();
      if (at === count - 1) {
        field.onLeave?.();
        return submit();
      }
      move(1);
    },
    submit() {
      focusedField()?.onLeave?.();
      submit();
    },
    back: () => guard.leave(),
    choose(input, key) {
      const field = focusedField();
      if (field?.kind === 'choice') field.onKey?.(input, key);
    },
  });

  useKeys((input, key) => {
    // "Discard changes?" asked by an earlier key of this burst has the keyboard
    if (!focusedField() || guard.liveAsking()) return;
    dispatchKey(keys, input, key);
  });

  return {
    /** The id of the field with the keyboard (none while "Discard changes?" is asked). */
    focused: guard.asking ? undefined : fields[focus]?.id,
    /** Leaving with text typed asks first: the frame shows the question (`DiscardPrompt`). */
    guard,
    /** Moves the focus to the next field. */
    next: () => move(1),
    /** The form's keys, for the frame's help and footer. */
    keymap: keys,
  };
}
