import { FOLLOWER_BANDS, type ProfileInsight } from '../domain/profile-insight.js';
import type { ProfileCursor } from '../store/cursor.js';
import { type Bitset, countBits, takeBits } from './bitset.js';
import type { RowIndex } from './row-index.js';

/** Where a page starts: after a keyset `cursor`, or else after skipping `offset` matching rows. */
export interface PageStart {
  limit: number;
  cursor?: ProfileCursor | null;
  offset?: number;
}

/** A page read from a `RowIndex`: its rows' positions, where the next starts, and the counts. */
export interface ScannedPage {
  positions: number[];
  nextCursor: ProfileCursor | null;
  matching: number;
  insight: ProfileInsight;
}

const BAND_MAXES = FOLLOWER_BANDS.map((band) => band.max);

/**
 * The page of `matching` (the rows that pass a filter) from `start`, with how many rows match
 * and their insight, counted as `profileInsight` counts: bands, missing counts and flags are
 * each a popcount over the rows' bits.
 */
export function readPage(index: RowIndex, matching: Bitset, start: PageStart): ScannedPage {
  const skip = start.cursor ? 0 : Math.max(start.offset ?? 0, 0);
  const from = start.cursor ? index.positionAfter(start.cursor) : 0;
  const taken = takeBits(matching, from, skip + start.limit + 1).slice(skip);
  const positions = taken.slice(0, start.limit);
  const last = positions.at(-1);
  const count = (also?: Bitset) => countBits(matching, 0, index.size, also);
  const total = count();
  return {
    positions,
    nextCursor: taken.length > start.limit && last !== undefined ? index.cursorAt(last) : null,
    matching: total,
    insight: {
      total,
      followers: index.bandRanges(BAND_MAXES).map(([bandFrom, bandTo], band) => ({
        label: FOLLOWER_BANDS[band]?.label ?? '',
        count: countBits(matching, bandFrom, bandTo),
      })),
      unknownFollowers: countBits(matching, index.counted, index.size),
      business: count(index.flagged.business),
      verified: count(index.flagged.verified),
      private: count(index.flagged.private),
    },
  };
}
