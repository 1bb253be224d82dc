import type { Key } from 'ink';
import { describe, expect, it } from 'vitest';
import { editText } from './edit-text.js';
import { NO_KEY, splitKeys } from './split-keys.js';

/** Types a burst of raw input into a field, as the app does: split into keys, one at a time. */
function typeInto(value: string, raw: string, multiline = false, cursor = value.length) {
  let state = { value, cursor };
  const actions: string[] = [];
  for (const press of splitKeys(raw, { pasting: false })) {
    const edit = editText(state, press.input, press.key, multiline);
    if (!edit) continue;
    state = { value: edit.value, cursor: edit.cursor };
    if (edit.action) actions.push(`${edit.action}:${edit.value}`);
  }
  return { ...state, actions };
}

const key = (flags: Partial<Key>): Key => ({ ...NO_KEY, ...flags });

describe('editText', () => {
  it('clears with Ctrl-U and submits exactly the text typed after it', () => {
    expect(typeInto('natgeo', '\u0015Renamed\r')).toEqual({
      value: 'Renamed',
      cursor: 7,
      actions: ['submit:Renamed'],
    });
  });

  it('deletes one character for each Backspace of a burst', () => {
    expect(typeInto('natgeo', '\u007f\u007f')).toMatchObject({ value: 'natg', cursor: 4 });
    expect(typeInto('ab', '\u007f\u007f\u007f')).toMatchObject({ value: '', cursor: 0 });
  });

  it('moves and deletes whole characters: an emoji, a joined emoji or a flag is one', () => {
    const family = '👩‍👩‍👧';
    const text = `Hi ${family}🇯🇵👋`;
    const left = (state: { value: string; cursor: number }) =>
      editText(state, '', key({ leftArrow: true }), false) ?? state;
    let state = { value: text, cursor: text.length };
    state = left(state);
    expect(text.slice(state.cursor)).toBe('👋');
    state = left(state);
    expect(text.slice(state.cursor)).toBe('🇯🇵👋');
    state = left(state);
    expect(text.slice(state.cursor)).toBe(`${family}🇯🇵👋`);
    expect(editText(state, '', key({ rightArrow: true }), false)?.cursor).toBe(3 + family.length);
    expect(editText(state, '', key({ delete: true }), false)?.value).toBe('Hi 🇯🇵👋');
    expect(typeInto(text, '\u007f\u007f')).toMatchObject({
      value: `Hi ${family}`,
      cursor: 3 + family.length,
    });
    // no half of a surrogate pair is ever left in the value
    expect(typeInto('日本👋', '\u007f\u007f\u007f').value).toBe('');
  });

  it('deletes the word before the cursor with Ctrl-W', () => {
    expect(typeInto('one two  ', '\u0017')).toMatchObject({ value: 'one ', cursor: 4 });
  });

  it('edits at the cursor: Delete removes the character after it, Home and End move', () => {
    expect(editText({ value: 'abc', cursor: 1 }, '', key({ delete: true }), false)).toEqual({
      value: 'ac',
      cursor: 1,
    });
    expect(editText({ value: 'abc', cursor: 1 }, '', key({ home: true }), false)).toEqual({
      value: 'abc',
      cursor: 0,
    });
    expect(typeInto('ac', 'b', false, 1)).toMatchObject({ value: 'abc', cursor: 2 });
  });

  it('breaks the line in a multi-line field, where Ctrl-S submits', () => {
    expect(typeInto('Hi', '\rthere\u0013', true)).toEqual({
      value: 'Hi\nthere',
      cursor: 8,
      actions: ['submit:Hi\nthere'],
    });
  });

  it('leaves Tab, ↑/↓ and other Ctrl keys to the screen', () => {
    const state = { value: 'a', cursor: 1 };
    expect(editText(state, '', key({ tab: true }), false)).toBeNull();
    expect(editText(state, '', key({ upArrow: true }), false)).toBeNull();
    expect(editText(state, 'v', key({ ctrl: true }), true)).toBeNull();
  });

  it('never inserts a control character, even from a paste', () => {
    expect(editText({ value: '', cursor: 0 }, 'a\r\nb\tc\u001b[31m\u0007', NO_KEY, false)).toEqual({
      value: 'a b c',
      cursor: 5,
    });
    expect(editText({ value: '', cursor: 0 }, 'a\nb\tc\u0085', NO_KEY, true)).toEqual({
      value: 'a\nb c',
      cursor: 5,
    });
  });
});
