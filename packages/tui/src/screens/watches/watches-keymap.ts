import type { Key } from 'ink';
import { type Binding, enter, press } from '../../keymap.js';
import { listKeys } from '../../use-list-cursor.js';

/** What the watches screen's keys do (`WatchesScreen` wires them). */
export interface WatchesKeyActions {
  move(input: string, key: Key): void;
  openList(): void;
  runNow(): void;
}

/** The watches screen's keys (`hasWatch`: a watch is under the cursor). */
export function watchesKeymap({ hasWatch }: { hasWatch: boolean }, act: WatchesKeyActions): Binding[] {
  return [
    { keys: '↑ ↓ j k', does: 'move', hint: 'move', hintKeys: 'j/k', on: listKeys('line'), run: act.move },
    {
      keys: 'g G Home End PgUp PgDn',
      does: 'first / last watch, a page up or down',
      on: listKeys('ends', 'page'),
      run: act.move,
    },
    {
      keys: 'Enter',
      does: "open the watch's list",
      hint: 'open list',
      when: hasWatch,
      on: enter,
      run: act.openList,
    },
    {
      keys: 'r',
      does: 'run the watch now',
      hint: 'run now',
      when: hasWatch,
      on: press('r'),
      run: act.runNow,
    },
  ];
}
