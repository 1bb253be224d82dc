import type { Key } from 'ink';
import { type Binding, esc, press } from '../../keymap.js';
import { listKeys } from '../../use-list-cursor.js';

/** What the variants screen's keys do (`VariantsScreen` wires them). */
export interface VariantsKeyActions {
  move(input: string, key: Key): void;
  add(): void;
  pick(): void;
  back(): void;
}

/**
 * The variants screen's keys while browsing: what the help and the footer list is what the
 * keyboard does. `open`: the variants have loaded and no winner is picked yet (adding and
 * picking end with the pick).
 */
export function variantsKeymap({ open }: { open: boolean }, act: VariantsKeyActions): Binding[] {
  return [
    {
      keys: '↑/↓ j/k',
      does: 'move through the variants',
      hint: 'move',
      hintKeys: 'j/k',
      on: listKeys('line'),
      run: act.move,
    },
    {
      keys: 'PgUp/PgDn Home/End g/G',
      does: 'a page up or down, first or last variant',
      on: listKeys('page', 'ends'),
      run: act.move,
    },
    {
      keys: 'a',
      does: 'add a variant (type its message; blank copies A)',
      hint: 'add',
      when: open,
      on: press('a'),
      run: act.add,
    },
    {
      keys: 'p',
      does: 'pick the highlighted variant as the winner (asks first; final)',
      hint: 'pick',
      when: open,
      on: press('p'),
      run: act.pick,
    },
    { keys: 'Esc', does: 'back to the campaign', on: esc, run: act.back },
  ];
}
