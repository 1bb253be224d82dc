import type { Key } from 'ink';
import { useLiveState } from './use-live-state.js';

/** Where End and G go: the last row, however many rows load after the key. */
export const LAST_ROW = Number.POSITIVE_INFINITY;

type ListKey = 'up' | 'down' | 'pageUp' | 'pageDown' | 'first' | 'last';

/**
 * Which list key a press is: ↑/k and ↓/j one row, PgUp/PgDn a page, Home/g the first row,
 * End/G the last; null for any other. Shifted arrows are not moves (they extend a selection).
 */
function listKey(input: string, key: Key): ListKey | null {
  if (key.ctrl || key.meta || (key.shift && (key.upArrow || key.downArrow))) return null;
  if (key.upArrow || input === 'k') return 'up';
  if (key.downArrow || input === 'j') return 'down';
  if (key.pageUp) return 'pageUp';
  if (key.pageDown) return 'pageDown';
  if (key.home || input === 'g') return 'first';
  if (key.end || input === 'G') return 'last';
  return null;
}

const LIST_KEY_GROUPS = {
  line: ['up', 'down'],
  page: ['pageUp', 'pageDown'],
  ends: ['first', 'last'],
} as const satisfies Record<string, readonly ListKey[]>;

/**
 * The `on` of a keymap entry for some of the list keys: `listKeys('line')` is ↑ ↓ j k,
 * `listKeys('page', 'ends')` PgUp PgDn Home End g G. A screen lists them as it likes and runs
 * them with the cursor's `move`.
 */
export const listKeys =
  (...groups: (keyof typeof LIST_KEY_GROUPS)[]) =>
  (input: string, key: Key): boolean => {
    const which = listKey(input, key);
    return (
      which !== null && groups.some((group) => (LIST_KEY_GROUPS[group] as readonly ListKey[]).includes(which))
    );
  };

/** The row a list key (`listKey`) moves the cursor to from `at`, or null for any other key. */
export function listMove(input: string, key: Key, at: number, last: number, page: number): number | null {
  switch (listKey(input, key)) {
    case 'up':
      return Math.max(0, at - 1);
    case 'down':
      return Math.min(last, at + 1);
    case 'pageUp':
      return Math.max(0, at - page);
    case 'pageDown':
      return Math.min(last, at + page);
    case 'first':
      return 0;
    case 'last':
      return LAST_ROW;
    default:
      return null;
  }
}

/**
 * The cursor of a list-like screen, moved by the same keys everywhere (`listMove`). `at` is the
 * cursor within `count` rows; `move(input, key)` takes a list key and returns whether it was one;
 * `onMove` hears where it went (a screen loading rows as the cursor nears their end). The cursor
 * is live state: every key of a burst moves from where the one before left it.
 */
export function useListCursor(count: number, page: number, onMove?: (index: number) => void) {
  const [cursor, setCursor, liveCursor] = useLiveState(0);
  const last = Math.max(0, count - 1);
  const liveAt = () => Math.min(liveCursor(), last);
  return {
    at: Math.min(cursor, last),
    /** The cursor after every key handled so far. */
    liveAt,
    setCursor,
    move(input: string, key: Key): boolean {
      const to = listMove(input, key, liveAt(), last, Math.max(1, page));
      if (to === null) return false;
      onMove?.(to);
      setCursor(to);
      return true;
    },
  };
}
