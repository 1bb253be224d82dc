import { describe, expect, it } from 'vitest';
import { type KeyPress, type PasteState, pastedKeys, splitKeys } from './split-keys.js';

/** A press in short: its text, or the names of its flags (with the letter of a Ctrl key). */
function short(press: KeyPress): string {
  const flags = Object.entries(press.key)
    .filter(([, on]) => on === true)
    .map(([name]) => name);
  return [...flags, press.text ? `${press.text}:${press.input}` : press.input].filter(Boolean).join('+');
}

const split = (raw: string, paste: PasteState = { pasting: false }) => splitKeys(raw, paste).map(short);

describe('splitKeys', () => {
  it('splits Ctrl-U, text and Enter that arrived together', () => {
    expect(split('\u0015Renamed\r')).toEqual(['ctrl+u', 'typed:Renamed', 'return']);
  });

  it('makes each DEL or BS one Backspace', () => {
    expect(split('\u007f\u007f')).toEqual(['backspace', 'backspace']);
    expect(split('ab\b')).toEqual(['typed:ab', 'backspace']);
  });

  it('makes each Tab one key, with the text after it on its own', () => {
    expect(split('\t\tabc')).toEqual(['tab', 'tab', 'typed:abc']);
  });

  it('turns CR and LF into Enter and Ctrl-letters into the letter with ctrl', () => {
    expect(split('a\nb\r\u0017\u0013\u0003')).toEqual([
      'typed:a',
      'return',
      'typed:b',
      'return',
      'ctrl+w',
      'ctrl+s',
      'ctrl+c',
    ]);
  });

  it('drops control characters no key sends', () => {
    expect(split('a\u0000b\u001cc\u0085d\u009b')).toEqual(['typed:abcd']);
  });

  it('keeps one key as Ink reports it: a capital has shift', () => {
    expect(split('R')).toEqual(['shift+typed:R']);
    expect(split('é')).toEqual(['typed:é']);
  });

  it('names the key of an escape sequence, and drops one that is no key', () => {
    expect(split('\u001b[A')).toEqual(['upArrow']);
    expect(split('\u001b[H')).toEqual(['home']);
    expect(split('\u001b[31m')).toEqual([]);
  });

  it('makes a bracketed paste one paste press, across chunks, with no brackets and no controls', () => {
    const paste = { pasting: false };
    expect(split('\u001b[200~', paste)).toEqual([]);
    expect(paste.pasting).toBe(true);
    expect(split('one\r\ntwo\u0007\u007f\tend', paste)).toEqual(['paste:one\ntwo\tend']);
    // An escape sequence inside a paste is no key.
    expect(split('\u001b[31m', paste)).toEqual([]);
    expect(split('\u001b[A', paste)).toEqual([]);
    expect(split('\u001b[201~', paste)).toEqual([]);
    expect(paste.pasting).toBe(false);
    expect(split('\r', paste)).toEqual(['return']);
  });

  it('drops escape sequences whole from a paste handed over in one piece', () => {
    expect(pastedKeys('one\u001b[31m\ntwo\u001b]0;title\u0007').map(short)).toEqual(['paste:one\ntwo']);
    expect(pastedKeys('\u001b[0m')).toEqual([]);
  });

  it('never puts a control character into text', () => {
    let all = '';
    for (let code = 0; code < 0xa0; code += 1) all += `x${String.fromCharCode(code)}`;
    const texts = splitKeys(all, { pasting: false })
      .filter((press) => press.text)
      .map((press) => press.input)
      .join('');
    // biome-ignore lint/suspicious/noControlCharactersInRegex: checking for control characters.
    expect(texts).not.toMatch(/[\u0000-\u001f\u007f-\u009f]/);
  });
});
