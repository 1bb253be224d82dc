import { type Binding, esc, press } from '../../keymap.js';

/** What the send screen's keys do (`SendScreen` wires them). */
export interface SendKeyActions {
  copy(): void;
  open(): void;
  sent(): void;
  skip(): void;
  replied(): void;
  undo(): void;
  /** Report "Instagram blocked me", or undo the report while a block holds. */
  block(): void;
  back(): void;
}

/**
 * The send screen's keys: what the help and the footer list is what the keyboard does. A lead's
 * keys apply while there is a lead (`hasLead`), undo once something was changed here
 * (`canUndo`), `B` once the queue has loaded (`loaded`), offering the undo while a block holds
 * (`blocked`). `x` skips: `k` is up on every screen that moves.
 */
export function sendKeymap(
  {
    hasLead,
    canUndo,
    loaded,
    blocked,
  }: { hasLead: boolean; canUndo: boolean; loaded: boolean; blocked: boolean },
  act: SendKeyActions,
): Binding[] {
  return [
    {
      keys: 'c',
      does: 'copy the message (to your clipboard, where the terminal allows it)',
      hint: 'copy',
      when: hasLead,
      on: press('c'),
      run: act.copy,
    },
    {
      keys: 'o',
      does: "open the lead's Instagram page",
      hint: 'open',
      when: hasLead,
      on: press('o'),
      run: act.open,
    },
    {
      keys: 's',
      does: 'mark the lead sent (after you pressed Send in Instagram); while the pace holds sends, asks first',
      hint: 'sent',
      when: hasLead,
      on: press('s'),
      run: act.sent,
    },
    { keys: 'x', does: 'skip the lead', hint: 'skip', when: hasLead, on: press('x'), run: act.skip },
    {
      keys: 'r',
      does: 'mark the lead replied (once it was sent)',
      hint: 'replied',
      when: hasLead,
      on: press('r'),
      run: act.replied,
    },
    { keys: 'u', does: 'undo the last change', hint: 'undo', when: canUndo, on: press('u'), run: act.undo },
    {
      keys: 'B',
      does: blocked
        ? 'undo your "Instagram blocked me" report (asks first)'
        : 'Instagram blocked me: pause sending for 24 hours, then half the cap for a day (asks first)',
      hint: blocked ? 'undo block' : 'blocked',
      when: loaded,
      on: press('B'),
      run: act.block,
    },
    { keys: 'Esc', does: 'back to the campaign', on: esc, run: act.back },
  ];
}
