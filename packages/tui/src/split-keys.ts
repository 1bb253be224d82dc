import { plainText } from '@leadgen/core/domain';
import type { Key } from 'ink';
import { escapeKey, NO_KEY } from './escape-key.js';

export { NO_KEY };

/** One key, in the shape Ink hands `useInput` handlers; `text` marks printable text. */
export interface KeyPress {
  input: string;
  key: Key;
  /** Printable text, never a control character: typed (a run of keys) or pasted. */
  text?: 'typed' | 'paste';
}

/** Whether a bracketed paste (`ESC [200~` … `ESC [201~`) is under way, across chunks of input. */
export interface PasteState {
  pasting: boolean;
}

const PASTE_START = '\u001b[200~';
const PASTE_END = '\u001b[201~';

// biome-ignore lint/suspicious/noControlCharactersInRegex: the point is to find control characters.
const CONTROL = /[\u0000-\u001f\u007f-\u009f]/;

/** The key a control character of a burst stands for, or null for one no key sends. */
function controlKey(char: string): KeyPress | null {
  const code = char.charCodeAt(0);
  if (char === '\r' || char === '\n') return { input: '', key: { ...NO_KEY, return: true } };
  if (char === '\t') return { input: '', key: { ...NO_KEY, tab: true } };
  // Terminals send DEL for the Backspace key (some send BS).
  if (char === '\u007f' || char === '\b') return { input: '', key: { ...NO_KEY, backspace: true } };
  // Ctrl-A … Ctrl-Z, as Ink reports them: the letter with `ctrl`.
  if (code >= 1 && code <= 26)
    return { input: String.fromCharCode(code + 96), key: { ...NO_KEY, ctrl: true } };
  return null;
}

/**
 * Pasted text as one paste press: its line breaks kept as LF, escape sequences and other
 * controls dropped (Ink hands a bracketed paste over whole, a colour code inside it included).
 */
export function pastedKeys(raw: string): KeyPress[] {
  const text = plainText(raw, { multiline: true });
  return text === '' ? [] : [{ input: text, key: NO_KEY, text: 'paste' }];
}

/** Typed text as one press; a single capital letter has `shift`, as Ink reports it. */
export const typed = (text: string): KeyPress => ({
  input: text,
  key: { ...NO_KEY, shift: text.length === 1 && /[A-Z]/.test(text) },
  text: 'typed',
});

/**
 * Splits one chunk of terminal input into keys. Ink splits escape sequences off (an arrow, Home,
 * Shift-Tab, Alt-x each arrive alone: `escapeKey` names them, and drops any other sequence) but
 * hands everything else that arrived together (fast typing, key repeat, tmux send-keys) over as
 * one string: here a run of printable characters stays one text press, and each control
 * character becomes its key — Enter (CR or LF), Tab, Backspace (DEL or BS), Ctrl-letter — or is
 * dropped when no key sends it (NUL, C1 controls). The content of a bracketed paste is one paste
 * press, its line breaks kept as LF and other controls dropped; the brackets are no keys.
 *
 * @example
 * splitKeys('\u0015Renamed\r', { pasting: false })
 * // Ctrl-U, the text 'Renamed', Enter
 */
export function splitKeys(raw: string, paste: PasteState): KeyPress[] {
  if (raw === PASTE_START || raw === PASTE_END) {
    paste.pasting = raw === PASTE_START;
    return [];
  }
  if (raw.startsWith('\u001b')) {
    const key = paste.pasting ? null : escapeKey(raw);
    return key ? [key] : [];
  }
  if (paste.pasting) return pastedKeys(raw);
  const keys: KeyPress[] = [];
  let run = '';
  for (const char of raw) {
    if (!CONTROL.test(char)) {
      run += char;
      continue;
    }
    const key = controlKey(char);
    if (!key) continue;
    if (run) keys.push(typed(run));
    run = '';
    keys.push(key);
  }
  if (run) keys.push(typed(run));
  return keys;
}
