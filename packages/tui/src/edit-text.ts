import { plainText } from '@leadgen/core/domain';
import type { Key } from 'ink';

/** A text field's value and cursor (an index into the value). */
export interface TextState {
  value: string;
  cursor: number;
}

/** What one key does to a text field: its new state, and whether it submits or cancels. */
export interface TextEdit extends TextState {
  action?: 'submit' | 'cancel';
}

const graphemes = new Intl.Segmenter('en', { granularity: 'grapheme' });

/**
 * Where the character before `at` starts: a character as a person sees it (a grapheme), so the
 * cursor never lands inside an emoji's surrogate pair or a joined sequence, and Backspace never
 * leaves half of one (drawn as a stray cell that the terminal and the layout measure apart).
 */
export function previousBoundary(value: string, at: number): number {
  let start = 0;
  for (const { index } of graphemes.segment(value)) {
    if (index >= at) break;
    start = index;
  }
  return Math.min(start, at);
}

/** Where the character at `at` ends (the next grapheme boundary), or `at` at the end. */
export function nextBoundary(value: string, at: number): number {
  for (const { index, segment } of graphemes.segment(value)) {
    if (index + segment.length > at) return index + segment.length;
  }
  return value.length;
}

/** The start of the word before `at` (spaces before it skipped first), for Ctrl-W. */
function wordStart(value: string, at: number): number {
  let start = at;
  while (start > 0 && /\s/.test(value[start - 1] ?? '')) start -= 1;
  while (start > 0 && !/\s/.test(value[start - 1] ?? '')) start -= 1;
  return start;
}

/**
 * Text as a field takes it: no control characters ever (`plainText`); a one-line field turns line
 * breaks and tabs into spaces, a multi-line one keeps line breaks and turns tabs into spaces.
 */
export function fieldText(text: string, multiline: boolean): string {
  return multiline
    ? plainText(text.replace(/\t/g, ' '), { multiline: true })
    : plainText(text.replace(/\r\n|[\r\n\t]/g, ' '));
}

/**
 * One key applied to a text field (a press from `splitKeys`): text is inserted at the cursor
 * (never a control character), ←/→, Home/End and Ctrl-A/Ctrl-E move, Backspace and Delete remove
 * the character before / after the cursor (whole characters: an emoji is one), Ctrl-U clears to the start of the field, Ctrl-W
 * removes the word before the cursor, Esc cancels, Ctrl-S submits, and Enter submits a one-line
 * field or breaks the line of a multi-line one. Any other key (Tab, ↑/↓, other Ctrl keys) is not
 * the field's: null.
 */
export function editText(state: TextState, input: string, key: Key, multiline: boolean): TextEdit | null {
  const { value } = state;
  const at = Math.max(0, Math.min(state.cursor, value.length));
  const to = (next: string, cursor: number): TextEdit => ({ value: next, cursor });
  if (key.escape) return { value, cursor: at, action: 'cancel' };
  if (key.ctrl && input === 's') return { value, cursor: at, action: 'submit' };
  if (key.return)
    return multiline
      ? to(`${value.slice(0, at)}\n${value.slice(at)}`, at + 1)
      : { value, cursor: at, action: 'submit' };
  if (key.leftArrow) return to(value, previousBoundary(value, at));
  if (key.rightArrow) return to(value, nextBoundary(value, at));
  if (key.home || (key.ctrl && input === 'a')) return to(value, 0);
  if (key.end || (key.ctrl && input === 'e')) return to(value, value.length);
  if (key.backspace) {
    const start = previousBoundary(value, at);
    return to(value.slice(0, start) + value.slice(at), start);
  }
  if (key.delete) return to(value.slice(0, at) + value.slice(nextBoundary(value, at)), at);
  if (key.ctrl && input === 'u') return to(value.slice(at), 0);
  if (key.ctrl && input === 'w') {
    const start = wordStart(value, at);
    return to(value.slice(0, start) + value.slice(at), start);
  }
  if (key.ctrl || key.meta || key.tab || key.upArrow || key.downArrow || key.pageUp || key.pageDown)
    return null;
  const text = fieldText(input, multiline);
  if (text === '') return null;
  return to(value.slice(0, at) + text + value.slice(at), at + text.length);
}
