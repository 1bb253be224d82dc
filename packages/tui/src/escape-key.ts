import type { Key } from 'ink';

/** Ink's key with nothing pressed, for keys built here. */
export const NO_KEY: Key = {
  upArrow: false,
  downArrow: false,
  leftArrow: false,
  rightArrow: false,
  pageDown: false,
  pageUp: false,
  home: false,
  end: false,
  return: false,
  escape: false,
  ctrl: false,
  shift: false,
  tab: false,
  backspace: false,
  delete: false,
  meta: false,
  super: false,
  hyper: false,
  capsLock: false,
  numLock: false,
};

/** The keys a CSI or SS3 sequence's final letter names (`ESC [ A`, `ESC O H`). */
const LETTER_KEYS: Record<string, Partial<Key>> = {
  A: { upArrow: true },
  B: { downArrow: true },
  C: { rightArrow: true },
  D: { leftArrow: true },
  H: { home: true },
  F: { end: true },
  Z: { tab: true, shift: true },
};

/** The keys a `ESC [ n ~` sequence's number names (xterm, rxvt and the Linux console). */
const TILDE_KEYS: Record<string, Partial<Key>> = {
  '1': { home: true },
  '7': { home: true },
  '4': { end: true },
  '8': { end: true },
  '3': { delete: true },
  '5': { pageUp: true },
  '6': { pageDown: true },
};

/** Shift, Alt and Ctrl from xterm's modifier parameter (`ESC [ 1 ; 5 A` is Ctrl-↑). */
function modifiers(parameter: string | undefined): Partial<Key> {
  const bits = Math.max(0, Number(parameter ?? '1') - 1);
  return { shift: (bits & 1) !== 0, meta: (bits & 2) !== 0, ctrl: (bits & 4) !== 0 };
}

/**
 * The key one escape sequence from the terminal stands for, or null for any other sequence (a
 * colour code inside a paste, a report nobody asked for): Esc alone; the arrows, Home, End,
 * Page Up/Down, Delete and Shift-Tab, in their CSI and SS3 forms with xterm's modifiers; Alt with
 * a key (ESC before it). A sequence that is no key is dropped, never typed into a field.
 *
 * @example
 * escapeKey('\u001b[1;2A') // { input: '', key: { upArrow: true, shift: true, … } }
 */
export function escapeKey(sequence: string): { input: string; key: Key } | null {
  if (sequence === '\u001b' || sequence === '\u001b\u001b')
    return { input: '', key: { ...NO_KEY, escape: true } };
  // biome-ignore lint/suspicious/noControlCharactersInRegex: escape sequences start with ESC.
  const csi = /^\u001b(\u001b)?(?:\[(?:(\d+)(?:;(\d+))?)?([A-DHFZ~])|O([A-DHF]))$/.exec(sequence);
  if (csi) {
    const [, alt, number, modifier, final, ss3] = csi;
    const named = ss3
      ? LETTER_KEYS[ss3]
      : final === '~'
        ? TILDE_KEYS[number ?? '']
        : LETTER_KEYS[final ?? ''];
    if (!named) return null;
    const mods = modifiers(modifier);
    return {
      input: '',
      key: { ...NO_KEY, ...mods, ...named, meta: mods.meta === true || alt !== undefined },
    };
  }
  // Alt (or Meta) with one key: ESC, then the key.
  // biome-ignore lint/suspicious/noControlCharactersInRegex: escape sequences start with ESC.
  const alt = /^\u001b([^\u001b])$/u.exec(sequence);
  if (!alt) return null;
  const char = alt[1] ?? '';
  if (char === '\u007f' || char === '\b')
    return { input: '', key: { ...NO_KEY, meta: true, backspace: true } };
  if (char === '\r') return { input: '', key: { ...NO_KEY, meta: true, return: true } };
  // biome-ignore lint/suspicious/noControlCharactersInRegex: Alt with a control key is no key here.
  if (/[\u0000-\u001f]/.test(char)) return null;
  return { input: char, key: { ...NO_KEY, meta: true } };
}
