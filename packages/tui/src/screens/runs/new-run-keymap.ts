import type { Key } from 'ink';
import { type Binding, ctrl } from '../../keymap.js';

/** What a form's keys do (`useForm` gives them), and the run forms' own Ctrl-R. */
export interface NewRunKeyActions {
  next(): void;
  previous(): void;
  /** Enter: a multi-line field keeps it; a field's own Enter (a CSV import); else on, or submit on the last. */
  enter(): void;
  submit(): void;
  /** Back, asking first when something was typed. */
  back(): void;
  /** A key for the focused field when it is a choice (the search type). */
  choose(input: string, key: Key): void;
  toggleRefresh(): void;
}

const isTab = (input: string, key: Key) => key.tab || input === '\t';

/**
 * Every key of a run form: what the help and the footer list is what the keyboard does. Text
 * fields take every other key for typing; Ctrl keys work from any field (a text field never
 * takes one).
 */
export function newRunKeymap(kind: 'discover' | 'custom', act: NewRunKeyActions): Binding[] {
  return [
    {
      keys: 'Tab / ↓',
      does: 'next field',
      hint: true,
      hintKeys: 'tab',
      on: (input, key) => (isTab(input, key) && !key.shift) || key.downArrow,
      run: act.next,
    },
    {
      keys: 'Shift-Tab / ↑',
      does: 'previous field',
      on: (input, key) => (isTab(input, key) && key.shift) || key.upArrow,
      run: act.previous,
    },
    {
      keys: '← / → / space',
      does: 'switch followers / following (on Search type)',
      when: kind === 'discover',
      on: (input, key) => key.leftArrow || key.rightArrow || input === ' ',
      run: act.choose,
    },
    {
      keys: 'Enter',
      does:
        kind === 'discover'
          ? 'next field; on the last field, start the run'
          : 'new line in Usernames; import the CSV file; next field',
      on: (_input, key) => key.return,
      run: act.enter,
    },
    { keys: 'Ctrl-S', does: 'start the run (any field)', hint: 'start', on: ctrl('s'), run: act.submit },
    {
      keys: 'Ctrl-R',
      does: 'refresh on or off: enrich everyone again (charged)',
      on: ctrl('r'),
      run: act.toggleRefresh,
    },
    {
      keys: 'Esc',
      does: 'back (asks first when something was typed)',
      on: (_input, key) => key.escape,
      run: act.back,
    },
  ];
}
