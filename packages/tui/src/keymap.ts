import { textWidth } from '@leadgen/core/domain';
import type { Key } from 'ink';
import { useKeys } from './app-context.js';

/** One key of a screen and what it does, for the help (`?`) and the footer. */
export interface KeyHelp {
  keys: string;
  does: string;
  /** Shown in the footer too (the few a user needs first), with these shorter words if given. */
  hint?: boolean | string;
  /** The key as the footer names it, when `keys` is long ('j/k' for '↑ ↓ j k'); else `keys` ('enter' for 'Enter'). */
  hintKeys?: string;
  /** False while the action does not apply (a completed run has no cancel): not listed, not taken. */
  when?: boolean;
}

/**
 * A key of a screen's keymap: the one table that both lists the key (help and footer) and
 * handles it, so the two never disagree. `on` says which presses are this key and `run` does it
 * (handed the press, for keys such as the cursor's that do more than one thing). Only a key
 * something else takes (a template field its variable key, each screen Esc) is listed without
 * them, saying what takes it in `takenBy`; `keymap-tables.test.tsx` holds every other entry to
 * having both, and each key it names to reaching it.
 */
export interface Binding extends KeyHelp {
  on?: (input: string, key: Key) => boolean;
  run?: (input: string, key: Key) => void;
  /** What takes this key instead of the table (listed for the help only): 'the template field'. */
  takenBy?: string;
}

const plain = (key: Key) => !key.ctrl && !key.meta;

/** A printable key with no Ctrl or Alt: `press('s')`. */
export const press =
  (char: string) =>
  (input: string, key: Key): boolean =>
    input === char && plain(key);

/** Enter, alone. */
export const enter = (_input: string, key: Key): boolean => key.return && plain(key) && !key.shift;

/** Esc, alone. */
export const esc = (_input: string, key: Key): boolean => key.escape && !key.ctrl;

/** Ctrl with a letter: `ctrl('s')`. */
export const ctrl =
  (letter: string) =>
  (input: string, key: Key): boolean =>
    key.ctrl && input === letter;

/** The entries that apply now (`when` not false). */
export const offered = <T extends KeyHelp>(keys: readonly T[]): T[] =>
  keys.filter((key) => key.when !== false);

/** Runs the first entry that applies now and takes this press; returns whether one did. */
export function dispatchKey(bindings: readonly Binding[], input: string, key: Key): boolean {
  const binding = offered(bindings).find((entry) => entry.run && entry.on?.(input, key));
  binding?.run?.(input, key);
  return binding !== undefined;
}

/** A screen's keymap as its key handler (`useKeys`), active while `active`. */
export function useKeymap(bindings: readonly Binding[], active = true): void {
  useKeys((input, key) => {
    dispatchKey(bindings, input, key);
  }, active);
}

/** The footer's form of one key: `enter open` (a named key in lower case; `R` stays `R`). */
const hintText = (key: KeyHelp) =>
  `${key.hintKeys ?? ([...key.keys].length > 1 ? key.keys.toLowerCase() : key.keys)} ${typeof key.hint === 'string' ? key.hint : key.does}`;

const SEPARATOR = ' · ';

/**
 * The footer of key hints for a terminal `columns` wide: the screen's hinted keys that apply, as
 * many as fit in order, then `? help` and the app's own (`always`: `esc back`, `q quit`). `? help`
 * is kept whatever the width, so every other key is one press away; the app's own come before
 * the screen's when room is short.
 *
 * @example
 * footerHints([{ keys: 'Enter', does: 'open', hint: true }], [{ keys: 'q', does: 'quit' }], 80)
 * // 'enter open · ? help · q quit'
 */
export function footerHints(keys: readonly KeyHelp[], always: readonly KeyHelp[], columns: number): string {
  const width = (parts: readonly string[]) => textWidth(parts.join(SEPARATOR));
  const fixed = ['? help', ...always.map(hintText)];
  while (fixed.length > 1 && width(fixed) > columns) fixed.pop();
  const shown: string[] = [];
  for (const key of offered(keys).filter((entry) => entry.hint)) {
    // a hint that does not fit is left out; a shorter one after it may still fit
    if (width([...shown, hintText(key), ...fixed]) <= columns) shown.push(hintText(key));
  }
  return [...shown, ...fixed].join(SEPARATOR);
}
