import type { FilterClause } from '../domain/filter-clauses.js';
import { andBits, andNotBits, type Bitset, emptyBits, orBits, rangeBits } from './bitset.js';
import type { RowIndex } from './row-index.js';

/** What a scan reads that is not in the index's rows. */
export interface ScanContext {
  /** The rows whose person is not to be contacted again (store/contacted.ts); needed by `notContacted`. */
  contacted?: Bitset;
}

/** The rows where one of `needles` is in one of `fields` (the index's own set: read it, never change it). */
function appearing(index: RowIndex, clause: Extract<FilterClause, { kind: 'contains' | 'lacks' }>): Bitset {
  const [only] = clause.fields;
  const of = (needle: string) =>
    clause.fields.length === 1 && only !== undefined
      ? index.contains(only, needle)
      : index.containsAny(clause.fields, needle);
  const [needle] = clause.needles;
  if (clause.needles.length === 1 && needle !== undefined) return of(needle);
  const rows = emptyBits(index.size);
  for (const each of clause.needles) orBits(rows, of(each));
  return rows;
}

/** The rows of the lists (a fresh set). */
function inLists(index: RowIndex, lists: readonly string[]): Bitset {
  const rows = emptyBits(index.size);
  for (const id of new Set(lists)) orBits(rows, index.listRows(id));
  return rows;
}

/**
 * A filter's clauses (filter-clauses.ts) over a `RowIndex`: the set of rows `clauseMatcher`
 * keeps, as bits (a fresh set the caller may change). Text needles are found once per index and
 * kept; a range over followers is a run of positions (the rows are in follower order).
 */
export function scanClauses(
  index: RowIndex,
  list: readonly FilterClause[],
  context: ScanContext = {},
): Bitset {
  const rows = rangeBits(index.size, 0, index.size);
  for (const clause of list) {
    switch (clause.kind) {
      case 'contains':
        andBits(rows, appearing(index, clause));
        break;
      case 'lacks':
        andNotBits(rows, appearing(index, clause));
        break;
      case 'range':
        andBits(rows, index.countsIn(clause));
        break;
      case 'flag':
        andBits(rows, index.flagged[clause.flag]);
        break;
      case 'inLists':
        andBits(rows, inLists(index, clause.lists));
        break;
      case 'notContacted':
        if (!context.contacted) throw new Error('notContacted needs the contacted rows');
        andNotBits(rows, context.contacted);
        break;
    }
  }
  return rows;
}
