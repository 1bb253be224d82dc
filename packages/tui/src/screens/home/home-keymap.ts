import type { Key } from 'ink';
import { type Binding, enter, esc, press } from '../../keymap.js';
import type { HomeTab } from '../../routes.js';
import { listKeys } from '../../use-list-cursor.js';

/** What the home screen's keys do (`HomeScreen` wires them to `useHomeState`). */
export interface HomeKeyActions {
  move(input: string, key: Key): void;
  switchTab(): void;
  open(): void;
  search(): void;
  clearSearch(): void;
  /** Esc with nothing to clear: says this is the first screen. */
  nowhereBack(): void;
  discover(): void;
  custom(): void;
  watches(): void;
  rename(): void;
  retry(): void;
  remove(): void;
  exportCsv(): void;
}

/**
 * The keys of the home screen's tab: what the help and the footer list is what the keyboard
 * does. `hasRow`: a row is under the cursor; `searching`: a search is typed (Esc clears it).
 */
export function homeKeymap(
  { tab, hasRow, searching }: { tab: HomeTab; hasRow: boolean; searching: boolean },
  act: HomeKeyActions,
): Binding[] {
  const noun = tab === 'lists' ? 'list' : 'campaign';
  return [
    { keys: '↑ ↓ j k', does: 'move', hint: 'move', hintKeys: 'j/k', on: listKeys('line'), run: act.move },
    {
      keys: 'g G Home End PgUp PgDn',
      does: `first / last ${noun}, a page up or down`,
      on: listKeys('ends', 'page'),
      run: act.move,
    },
    {
      keys: 'Tab ← →',
      does: tab === 'lists' ? 'switch to the campaigns' : 'switch to the lists',
      on: (_input, key) => key.tab || key.leftArrow || key.rightArrow,
      run: act.switchTab,
    },
    {
      keys: 'Enter',
      does: tab === 'lists' ? 'open (a running list shows its progress)' : 'open the campaign',
      hint: 'open',
      on: enter,
      run: act.open,
    },
    {
      keys: '/',
      does:
        tab === 'lists'
          ? 'search by name, target, type, description or status'
          : 'search by name, description or status',
      hint: 'search',
      on: press('/'),
      run: act.search,
    },
    { keys: 'Esc', does: 'clear the search', when: searching, on: esc, run: act.clearSearch },
    {
      keys: 'Esc',
      does: 'nothing on this first screen (q quits)',
      when: !searching,
      on: esc,
      run: act.nowhereBack,
    },
    {
      keys: 'n',
      does: 'new discovery run',
      hint: tab === 'lists' ? 'discover' : undefined,
      on: press('n'),
      run: act.discover,
    },
    {
      keys: 'c',
      does: 'new custom list (usernames or a CSV file)',
      hint: tab === 'lists' ? 'custom list' : undefined,
      on: press('c'),
      run: act.custom,
    },
    {
      keys: 'w',
      does: 'the watchlists: new followers of a target on a schedule',
      hint: tab === 'lists' ? 'watches' : undefined,
      on: press('w'),
      run: act.watches,
    },
    {
      keys: 'r',
      does: `rename the ${noun}`,
      hint: tab === 'campaigns' ? 'rename' : undefined,
      when: hasRow,
      on: press('r'),
      run: act.rename,
    },
    {
      keys: 'R',
      does: 'retry the run of a failed, paused or canceled list',
      when: tab === 'lists' && hasRow,
      on: press('R'),
      run: act.retry,
    },
    {
      keys: 'd',
      does: `delete the ${noun} (asks first)`,
      hint: tab === 'campaigns' ? 'delete' : undefined,
      when: hasRow,
      on: press('d'),
      run: act.remove,
    },
    {
      keys: 'e',
      does: `export the ${noun} as CSV to the current directory`,
      when: hasRow,
      on: press('e'),
      run: act.exportCsv,
    },
  ];
}
