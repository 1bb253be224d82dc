// "Instagram blocked me" in the popup and the profile panel (issue 36): a button that asks
// first, in place (a popup closes on the browser's own dialogs), then says what happened with
// an Undo for a mistaken tap. The words are core's messages, as the web's and the TUI's are:
// the notices come from the server, the button and the question from the bundled domain.

import { paceMessages } from '@leadgen/core/domain';
import { button, el } from './dom.js';

/** What the button does: report the block, undo it; each answers the server's notice. */
export interface BlockActions {
  report(): Promise<string>;
  undo(): Promise<string>;
}

/**
 * A block that starts as an "Instagram blocked me" button (or Undo, while a block holds); a
 * click asks (Pause sending, Cancel), a yes reports and shows the notice with Undo; an error
 * shows its words and the button again. `onChange` runs after a report or an undo.
 */
export function blockButton(
  actions: BlockActions,
  options: { blocked?: boolean; onChange?: () => void } = {},
): HTMLElement {
  const onChange = options.onChange ?? (() => {});
  const box = el('div', { class: 'blocked' });
  const say = (text: string, ...after: HTMLElement[]) =>
    box.replaceChildren(el('p', { class: 'status', role: 'status' }, text), ...after);
  const run = async (work: () => Promise<string>, after: () => HTMLElement[]) => {
    try {
      say(await work(), ...after());
      onChange();
    } catch (error) {
      say((error as Error).message, start());
    }
  };
  const start = (): HTMLElement =>
    button(paceMessages.blockButton, () => {
      box.replaceChildren(
        el('p', { class: 'question' }, paceMessages.blockConfirm),
        el(
          'div',
          { class: 'actions' },
          button(paceMessages.blockConfirmAction, () => run(actions.report, () => [undo()]), {
            class: 'primary',
          }),
          button('Cancel', () => {
            box.replaceChildren(start());
          }),
        ),
      );
    });
  const undo = (): HTMLElement =>
    button(options.blocked ? paceMessages.blockUndoButton : 'Undo', () => run(actions.undo, () => [start()]));
  box.replaceChildren(options.blocked ? undo() : start());
  return box;
}
