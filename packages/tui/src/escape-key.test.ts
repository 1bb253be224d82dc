import { describe, expect, it } from 'vitest';
import { escapeKey } from './escape-key.js';

/** The flags a sequence sets, with the input when there is one. */
function named(sequence: string): string | null {
  const press = escapeKey(sequence);
  if (!press) return null;
  const flags = Object.entries(press.key)
    .filter(([, on]) => on === true)
    .map(([name]) => name);
  return [...flags, press.input].filter(Boolean).join('+');
}

describe('escapeKey', () => {
  it('names the arrows, Home, End, Page Up/Down, Delete and Shift-Tab in their common forms', () => {
    expect(['\u001b[A', '\u001b[B', '\u001b[C', '\u001b[D', '\u001bOA'].map(named)).toEqual([
      'upArrow',
      'downArrow',
      'rightArrow',
      'leftArrow',
      'upArrow',
    ]);
    expect(['\u001b[H', '\u001bOH', '\u001b[1~', '\u001b[7~'].map(named)).toEqual([
      'home',
      'home',
      'home',
      'home',
    ]);
    expect(['\u001b[F', '\u001bOF', '\u001b[4~', '\u001b[8~'].map(named)).toEqual([
      'end',
      'end',
      'end',
      'end',
    ]);
    expect(['\u001b[5~', '\u001b[6~', '\u001b[3~', '\u001b[Z'].map(named)).toEqual([
      'pageUp',
      'pageDown',
      'delete',
      'shift+tab',
    ]);
  });

  it("reads xterm's modifiers and Alt", () => {
    expect(named('\u001b[1;2A')).toBe('upArrow+shift');
    expect(named('\u001b[1;2B')).toBe('downArrow+shift');
    expect(named('\u001b[1;5C')).toBe('rightArrow+ctrl');
    expect(named('\u001b[5;3~')).toBe('pageUp+meta');
    expect(named('\u001bb')).toBe('meta+b');
    expect(named('\u001b\u001b[A')).toBe('upArrow+meta');
    expect(named('\u001b\u007f')).toBe('backspace+meta');
    expect(named('\u001b')).toBe('escape');
  });

  it('drops a sequence that is no key: a colour code, a screen clear, a bracket', () => {
    for (const sequence of [
      '\u001b[31m',
      '\u001b[2J',
      '\u001b[?1;2c',
      '\u001b[99~',
      '\u001b]0;t',
      '\u001b\u0007',
    ]) {
      expect(escapeKey(sequence), JSON.stringify(sequence)).toBeNull();
    }
  });
});
