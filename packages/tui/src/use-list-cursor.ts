import type { Key } from 'ink';
import { useLiveState } from './use-live-state.js';

/** Where End and G go: the last row, however many rows load after the key. */
export const LAST_ROW = Number.POSITIVE_INFINITY;

/**
 * The row a list key moves the cursor to from `at`, or null for any other key: ↑/k and ↓/j one
 * row, PgUp/PgDn a `page`, Home/g the first row, End/G the last (`LAST_ROW`). Shifted arrows
 * are not moves (they extend a selection).
 */
export function listMove(input: string, key: Key, at: number, last: number, page: number): number | null {
  if (key.ctrl || key.meta || (key.shift && (key.upArrow || key.downArrow))) return null;
  if (key.upArrow || input === 'k') return Math.max(0, at - 1);
  if (key.downArrow || input === 'j') return Math.min(last, at + 1);
  if (key.pageUp) return Math.max(0, at - page);
  if (key.pageDown) return Math.min(last, at + page);
  if (key.home || input === 'g') return 0;
  if (key.end || input === 'G') return LAST_ROW;
  return null;
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
