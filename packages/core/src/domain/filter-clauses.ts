import { row as checkedRow } from './filter-input.js';
import type { Profile } from './profile.js';

/**
 * The language the filters of spec §5 are written in, once each (`leadReviewClauses`,
 * `selectorClauses`): a filter is a list of clauses a row must all pass. Three engines are derived
 * from a list by small interpreters, so no rule is written twice: `clauseMatcher` here (any rows
 * in memory), `clausesWhere` (store/filter-sql.ts: SQL for SQLite and PostgreSQL) and
 * `scanClauses` (search/filter-scan.ts: a bitset over a list's `RowIndex`).
 */

/** The texts a filter searches. */
export const TEXT_FIELDS = ['username', 'full_name', 'biography'] as const;
export type TextField = (typeof TEXT_FIELDS)[number];

/** The counts a filter bounds. */
export type CountField = 'followers_count' | 'posts_count';

/** How a bound reads a row with no count, or a count of 0 or less. */
export type EmptyCount =
  /** the row fails as soon as a bound is set (spec §5 lead review) */
  | 'fails'
  /** a missing count is 0 (spec §5 create and edit screens) */
  | 'zero';

/**
 * The yes-or-no facts a filter can ask for, each read from the row as written here; the SQL
 * (store/filter-sql.ts) states the same facts for the database.
 */
export const FLAGS = {
  /** spec §5: has a profile picture: a link that is not blank (JavaScript's `trim`) */
  picture: (row: FilterRow) => typeof row.profile_pic_url === 'string' && row.profile_pic_url.trim() !== '',
  /** spec §5: business account: either of the scraper's business fields */
  business: (row: FilterRow) => row.is_business_account === true || row.is_business === true,
  verified: (row: FilterRow) => row.is_verified === true,
} as const;
export type FlagName = keyof typeof FLAGS;

/** One condition of a filter; a row passes a filter when it passes every clause. */
export type FilterClause =
  /** Some needle (folded, `foldText`) is in some field; a missing text contains nothing. */
  | { kind: 'contains'; fields: readonly TextField[]; needles: readonly string[] }
  /** No needle is in any field (the negation of `contains`: a missing text lacks every needle). */
  | { kind: 'lacks'; fields: readonly TextField[]; needles: readonly string[] }
  /** The count is within [min, max] (either end open when null), a missing or low one read as `empty` says. */
  | { kind: 'range'; field: CountField; min: number | null; max: number | null; empty: EmptyCount }
  | { kind: 'flag'; flag: FlagName }
  /** One of these lists holds the row's person (issue 30: a person's row stands for every list holding them). */
  | { kind: 'inLists'; lists: readonly string[] }
  /** The person is not to be contacted again (store/contacted.ts says who is). */
  | { kind: 'notContacted' };

/** The row fields clauses read (campaign rows have no `is_business`; `list_ids` only in the selector). */
export type FilterRow = Partial<
  Pick<
    Profile,
    | 'username'
    | 'full_name'
    | 'biography'
    | 'followers_count'
    | 'posts_count'
    | 'profile_pic_url'
    | 'is_verified'
    | 'is_business_account'
    | 'is_business'
    | 'search_list_id'
  >
> & { list_ids?: readonly string[]; contacted?: boolean };

/**
 * How filter text and row text are compared: both lowercased as JavaScript lowercases (SQLite's
 * `lower()` is replaced with it in open-store.ts), then a plain substring test.
 */
export const foldText = (text: string): string => text.toLowerCase();

/** The clauses among `candidates` that are set (falsy entries are filters left unset). */
export const setClauses = (...candidates: (FilterClause | false | null | undefined)[]): FilterClause[] =>
  candidates.filter((clause): clause is FilterClause => Boolean(clause));

/** Whether a count passes a `range` clause (spec §5: bounds inclusive). */
export function inRange(value: number | null, clause: Extract<FilterClause, { kind: 'range' }>): boolean {
  let count = value;
  if (clause.empty === 'fails') {
    // spec §5 lead review: a missing or zero count is excluded when a bound is set
    if (count === null || count <= 0) return false;
  } else count ??= 0;
  return (clause.min === null || count >= clause.min) && (clause.max === null || count <= clause.max);
}

const textOf = (row: FilterRow, field: TextField): string | null => {
  const value: unknown = row[field];
  return typeof value === 'string' ? foldText(value) : null;
};
const countOf = (row: FilterRow, field: CountField): number | null => {
  const value: unknown = row[field];
  return typeof value === 'number' ? value : null;
};

/**
 * The clauses as a predicate over rows in memory: the domain's engine, and the reference the
 * other two are held to by the property tests.
 */
export function clauseMatcher(list: readonly FilterClause[]): (row: FilterRow) => boolean {
  const tests = list.map((clause): ((row: FilterRow) => boolean) => {
    switch (clause.kind) {
      case 'contains':
      case 'lacks': {
        const found = (row: FilterRow) =>
          clause.fields.some((field) => {
            const text = textOf(row, field);
            return text !== null && clause.needles.some((needle) => text.includes(needle));
          });
        return clause.kind === 'contains' ? found : (row) => !found(row);
      }
      case 'range':
        return (row) => inRange(countOf(row, clause.field), clause);
      case 'flag':
        return FLAGS[clause.flag];
      case 'inLists': {
        const lists = new Set(clause.lists);
        return (row) =>
          (row.list_ids ?? [row.search_list_id]).some((id) => id !== undefined && lists.has(id));
      }
      case 'notContacted':
        return (row) => row.contacted !== true;
      default:
        return clause satisfies never;
    }
  });
  return (row) => {
    checkedRow(row); // a row that is not an object is refused: messages.invalidProfile
    return tests.every((test) => test(row));
  };
}
