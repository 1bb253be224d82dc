import type { Key } from 'ink';
import { type Binding, enter, esc, press } from '../../keymap.js';
import { listKeys } from '../../use-list-cursor.js';

/** What the lead review's keys do (`ReviewScreen` wires them to `useReviewState`). */
export interface ReviewKeyActions {
  move(input: string, key: Key): void;
  search(): void;
  toggle(): void;
  /** Shift-↑/↓: extends the selection one row up (-1) or down (1). */
  extend(by: -1 | 1): void;
  selectMatching(): void;
  clearSelection(): void;
  openFilters(): void;
  clearFilters(): void;
  editMessage(): void;
  populate(): void;
  createCampaign(): void;
  remove(): void;
  openProfile(): void;
  exportCsv(): void;
  back(): void;
}

/** Shift with ↑ or ↓ (a list key without Shift). */
const shiftArrow = (_input: string, key: Key) => key.shift && (key.upArrow || key.downArrow);

/** The lead review's keys: what the help and the footer list is what the keyboard does. */
export function reviewKeymap(act: ReviewKeyActions): Binding[] {
  return [
    {
      keys: '↑ ↓ j k PgUp PgDn',
      does: 'move',
      hint: 'move',
      hintKeys: 'j/k',
      on: listKeys('line', 'page'),
      run: act.move,
    },
    { keys: 'g G Home End', does: 'first / last profile', on: listKeys('ends'), run: act.move },
    {
      keys: '/',
      does: 'search by name or username (Enter keeps it, Esc clears it)',
      hint: 'search',
      on: press('/'),
      run: act.search,
    },
    {
      keys: 'Space',
      does: 'select or unselect the row (the cursor stays)',
      hint: 'select',
      on: press(' '),
      run: act.toggle,
    },
    {
      keys: 'Shift-↑ Shift-↓',
      does: 'extend the selection',
      on: shiftArrow,
      run: (_input, key) => act.extend(key.upArrow ? -1 : 1),
    },
    { keys: 'a', does: 'select every profile matching the filters', on: press('a'), run: act.selectMatching },
    { keys: 'A', does: 'clear the selection', on: press('A'), run: act.clearSelection },
    { keys: 'f', does: 'filters', hint: 'filter', on: press('f'), run: act.openFilters },
    { keys: 'x', does: 'clear the filters', on: press('x'), run: act.clearFilters },
    {
      keys: 'Enter',
      does: 'write the message (Esc or Ctrl-S to leave; saved as you type)',
      hint: 'message',
      on: enter,
      run: act.editMessage,
    },
    {
      keys: 'p',
      does: "populate the selected profiles' messages from a template",
      on: press('p'),
      run: act.populate,
    },
    {
      keys: 'C',
      does: 'create a campaign from the selection',
      hint: 'campaign',
      on: press('C'),
      run: act.createCampaign,
    },
    { keys: 'D', does: 'delete the selected profiles (asks first)', on: press('D'), run: act.remove },
    {
      keys: 'o',
      does: "open the profile's Instagram page in the browser",
      on: press('o'),
      run: act.openProfile,
    },
    {
      keys: 'e',
      does: 'export the list as CSV to the current directory',
      on: press('e'),
      run: act.exportCsv,
    },
    { keys: 'Esc', does: 'back to the lists', on: esc, run: act.back },
  ];
}
