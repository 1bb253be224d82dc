import { type Binding, enter, esc, press } from '../../keymap.js';

/** What the run screen's keys do (`RunScreen` wires them). */
export interface RunKeyActions {
  openList(): void;
  cancel(): void;
  retry(): void;
  runHere(): void;
  back(): void;
}

/**
 * The keys that apply to the run as it stands: what the help and the footer list is what the
 * keyboard does. A completed run opens its list and has nothing to cancel or retry.
 */
export function runKeymap(
  can: { openList: boolean; cancel: boolean; retry: boolean; runHere: boolean },
  act: RunKeyActions,
): Binding[] {
  return [
    {
      keys: 'Enter',
      does: 'open the list',
      hint: 'open list',
      when: can.openList,
      on: enter,
      run: act.openList,
    },
    {
      keys: 'c',
      does: 'cancel the run (asks first)',
      hint: 'cancel',
      when: can.cancel,
      on: press('c'),
      run: act.cancel,
    },
    {
      keys: 'R',
      does: 'retry the run: it continues its list',
      hint: 'retry',
      when: can.retry,
      on: press('R'),
      run: act.retry,
    },
    {
      keys: 'r',
      does: 'run the queued job here, in this terminal',
      hint: 'run here',
      when: can.runHere,
      on: press('r'),
      run: act.runHere,
    },
    { keys: 'Esc', does: 'back (the run goes on)', on: esc, run: act.back },
  ];
}
