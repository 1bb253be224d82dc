import { type Binding, ctrl, press } from './keymap.js';

/** Ctrl-C: quits whatever has the keyboard, a text field or a question. */
export const CTRL_C = ctrl('c');

/** What the app's own keys do (`App` wires them). */
export interface AppKeyActions {
  openHelp(): void;
  /** `q`: quits, asking first when something typed would be lost. */
  quit(): void;
  /** Ctrl-C: saves what is being edited and quits. */
  saveAndQuit(): void;
}

/**
 * The app's own keys, the same on every screen: listed at the end of each help, `esc back` and
 * `q quit` in the footer (their `hint`). Esc is each screen's (back, or closing its dialog).
 */
export function appKeymap(act: AppKeyActions): Binding[] {
  return [
    { keys: '?', does: 'show or hide this help', on: press('?'), run: act.openHelp },
    {
      keys: 'Esc',
      does: 'back, close a dialog or clear the search (never quits)',
      hint: 'back',
      takenBy: 'each screen',
    },
    {
      keys: 'q',
      does: 'quit (asks first when something typed is not saved)',
      hint: 'quit',
      on: press('q'),
      run: act.quit,
    },
    { keys: 'Ctrl-C', does: 'save what is being edited and quit', on: CTRL_C, run: act.saveAndQuit },
  ];
}
