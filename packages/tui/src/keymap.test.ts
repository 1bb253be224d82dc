import { textWidth } from '@leadgen/core/domain';
import { describe, expect, it } from 'vitest';
import { type Binding, dispatchKey, footerHints, press } from './keymap.js';
import { NO_KEY } from './split-keys.js';

const HOME: Binding[] = [
  { keys: '↑ ↓ j k', does: 'move', hint: 'move', hintKeys: 'j/k' },
  { keys: 'Enter', does: 'open the list', hint: 'open' },
  { keys: '/', does: 'search by name', hint: 'search' },
  { keys: 'R', does: 'retry the run', hint: 'retry' },
  { keys: 'x', does: 'cancel', hint: 'cancel', when: false },
];
const APP = [
  { keys: 'Esc', does: 'back' },
  { keys: 'q', does: 'quit' },
];

describe('footerHints', () => {
  it('shows short hints in order, named keys in lower case, and none that does not apply', () => {
    expect(footerHints(HOME, APP, 120)).toBe(
      'j/k move · enter open · / search · R retry · ? help · esc back · q quit',
    );
  });

  it('keeps `? help` at any width, the app’s keys before the screen’s, and never cuts a hint', () => {
    for (const columns of [80, 40, 30, 20, 6]) {
      const footer = footerHints(HOME, APP, columns);
      expect(footer).toContain('? help');
      expect(footer).not.toContain('…');
      expect(textWidth(footer)).toBeLessThanOrEqual(columns);
    }
    expect(footerHints(HOME, APP, 40)).toBe('j/k move · ? help · esc back · q quit');
    expect(footerHints(HOME, APP, 20)).toBe('? help · esc back');
  });
});

describe('dispatchKey', () => {
  it('runs the binding that applies now and takes the press, nothing else', () => {
    const ran: string[] = [];
    const keys: Binding[] = [
      { keys: 'x', does: 'skip', on: press('x'), run: () => ran.push('skip') },
      { keys: 'c', does: 'cancel', when: false, on: press('c'), run: () => ran.push('cancel') },
    ];
    expect(dispatchKey(keys, 'x', NO_KEY)).toBe(true);
    expect(dispatchKey(keys, 'c', NO_KEY)).toBe(false);
    expect(dispatchKey(keys, 'x', { ...NO_KEY, ctrl: true })).toBe(false);
    expect(ran).toEqual(['skip']);
  });
});
