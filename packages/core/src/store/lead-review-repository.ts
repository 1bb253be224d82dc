import type { LeadReviewFilter } from '../domain/lead-review-filter.js';
import {
  DEFAULT_LEAD_REVIEW_SORT,
  isDefaultLeadReviewSort,
  type LeadReviewSort,
} from '../domain/lead-review-sort.js';
import type { Profile } from '../domain/profile.js';
import type { ProfileInsight } from '../domain/profile-insight.js';
import { decodeCursor, decodeSortedCursor, encodeCursor, encodeSortedCursor } from './cursor.js';
import { clampLimit, type Engine, type Executor, type StoreDeps } from './executor.js';
import {
  defaultOrderCursor,
  leadReviewOrderBy,
  leadReviewSortExpression,
  leadReviewWhere,
  rowsAfter,
} from './lead-review-sql.js';
import { insightColumns, readInsight } from './profile-insight-sql.js';
import { toProfile } from './rows.js';
import { visibleProfile } from './visible-profile.js';

/** A page of a list in its order (followers descending by default); pass `nextCursor` back for the next page. */
export interface ProfilePage {
  profiles: Profile[];
  nextCursor: string | null;
}

const PAGE_MAX = 1000;
const STREAM_PAGE = 500;
/** Ids asked for in one query: well under SQLite's and PostgreSQL's limits on parameters. */
const IDS_CHUNK = 500;

/**
 * The visible rows of one list that pass the lead-review filter: what lead-review pages, counts
 * and select-all read, all answered from the `profiles_list_followers` index (migration 0007),
 * text filters from the trigram index unless `textIndex` is false (`leadReviewWhere`).
 */
export function visibleListRows(
  db: Executor,
  engine: Engine,
  userId: string,
  listId: string,
  filter: LeadReviewFilter,
  textIndex = true,
) {
  return db
    .selectFrom('profiles')
    .where('search_list_id', '=', listId)
    .where('user_id', '=', userId)
    .where(visibleProfile())
    .where(leadReviewWhere(filter, engine, textIndex));
}

/** A sort value as the driver read it: counts may come back as bigint or text from PostgreSQL. */
function sortValue(value: unknown): number | string | null {
  if (value === null || value === undefined) return null;
  if (typeof value === 'bigint') return Number(value);
  return value as number | string;
}

/**
 * Lead review's reads of one list (spec §2, §5): pages followers-descending with keyset paging,
 * counts, the ids of matching rows (select all matching), the list's shape, and its rows whole
 * for the list's `RowIndex`. A list holds each person once; every read sees visible rows only
 * (`visibleProfile`) and is scoped to `userId`.
 */
export function leadReviewRepository(db: Executor, deps: StoreDeps) {
  const pageOrder = leadReviewOrderBy(DEFAULT_LEAD_REVIEW_SORT, deps.engine);
  /**
   * A page in any order but the default one: the sort value is read from the database with the
   * row, so the next page starts after exactly what the database compared (its lowercasing, its
   * collation), whatever the engine.
   */
  async function sortedPage(
    userId: string,
    listId: string,
    options: {
      filter?: LeadReviewFilter;
      limit?: number;
      cursor?: string | null;
      textIndex?: boolean;
      sort: LeadReviewSort;
    },
  ): Promise<ProfilePage> {
    const { sort } = options;
    const limit = clampLimit(options.limit, 100, PAGE_MAX);
    const after = options.cursor ? decodeSortedCursor(options.cursor, sort) : null;
    const rows = await rowsAfter(after, deps.engine, limit + 1, (where, rowLimit) =>
      visibleListRows(db, deps.engine, userId, listId, options.filter ?? {}, options.textIndex)
        .selectAll()
        .select(leadReviewSortExpression(sort.by, deps.engine).as('sort_value'))
        .$if(where !== null, (q) => q.where(where as NonNullable<typeof where>))
        .orderBy(leadReviewOrderBy(sort, deps.engine))
        .limit(rowLimit)
        .execute(),
    );
    const page = rows.slice(0, limit);
    const last = page.at(-1);
    const nextCursor =
      rows.length > limit && last
        ? encodeSortedCursor({ sort, value: sortValue(last.sort_value), id: last.id })
        : null;
    return { profiles: page.map(({ sort_value: _value, ...row }) => toProfile(row)), nextCursor };
  }

  const reads = {
    /**
     * One page of a list, followers descending (missing counts last), filtered by the lead-review
     * filter (spec §5), with keyset paging so page 500 costs what page 1 costs. `textIndex: false`
     * reads the list in order and checks text filters row by row instead of looking them up in
     * the trigram index: cheaper when many rows match (the page fills after a few rows), which
     * the caller knows from the count.
     */
    async page(
      userId: string,
      listId: string,
      options: {
        filter?: LeadReviewFilter;
        limit?: number;
        cursor?: string | null;
        textIndex?: boolean;
        /** Any lead-review order (default followers descending); its cursors are its own. */
        sort?: LeadReviewSort;
      } = {},
    ): Promise<ProfilePage> {
      if (options.sort && !isDefaultLeadReviewSort(options.sort)) {
        return sortedPage(userId, listId, { ...options, sort: options.sort });
      }
      const limit = clampLimit(options.limit, 100, PAGE_MAX);
      const after = options.cursor ? decodeCursor(options.cursor) : null;
      const rows = await rowsAfter(defaultOrderCursor(after), deps.engine, limit + 1, (where, rowLimit) =>
        visibleListRows(db, deps.engine, userId, listId, options.filter ?? {}, options.textIndex)
          .selectAll()
          .$if(where !== null, (q) => q.where(where as NonNullable<typeof where>))
          .orderBy(pageOrder)
          .limit(rowLimit)
          .execute(),
      );
      const profiles = rows.slice(0, limit).map(toProfile);
      const last = profiles.at(-1);
      const nextCursor =
        rows.length > limit && last ? encodeCursor({ followers: last.followers_count, id: last.id }) : null;
      return { profiles, nextCursor };
    },

    /** The ids of a list's rows that match the lead-review filter, in page order (select all matching). */
    async matchingIds(userId: string, listId: string, filter: LeadReviewFilter = {}): Promise<string[]> {
      const rows = await visibleListRows(db, deps.engine, userId, listId, filter)
        .select('id')
        .orderBy(pageOrder)
        .execute();
      return rows.map((row) => row.id);
    },

    /** `matchingIds` with each row's username: what Open IG needs for "select all matching". */
    async matchingUsernames(
      userId: string,
      listId: string,
      filter: LeadReviewFilter = {},
    ): Promise<{ id: string; username: string }[]> {
      return visibleListRows(db, deps.engine, userId, listId, filter)
        .select(['id', 'username'])
        .orderBy(pageOrder)
        .execute();
    },

    /**
     * The shape of a list (`ProfileInsight`), counted by the database in one pass: the follower
     * bands are the domain's FOLLOWER_BANDS, so this and `profileInsight` count alike.
     */
    async insight(userId: string, listId: string): Promise<ProfileInsight> {
      const row = await db
        .selectFrom('profiles')
        .select(insightColumns('profiles'))
        .where('search_list_id', '=', listId)
        .where('user_id', '=', userId)
        .where(visibleProfile())
        .executeTakeFirstOrThrow();
      return readInsight(row);
    },

    /** How many visible rows a list holds: the count kept on the list, read rather than counted. */
    async total(userId: string, listId: string): Promise<number> {
      const row = await db
        .selectFrom('search_lists')
        .select('profile_rows')
        .where('id', '=', listId)
        .where('user_id', '=', userId)
        .executeTakeFirst();
      return Number(row?.profile_rows ?? 0);
    },

    /**
     * How many visible rows of a list match the lead-review filter; with `atMost`, counted no
     * further than that (a question of "fewer than n?" reads at most n rows).
     */
    async count(
      userId: string,
      listId: string,
      filter: LeadReviewFilter = {},
      options: { textIndex?: boolean; atMost?: number } = {},
    ): Promise<number> {
      const rows = visibleListRows(db, deps.engine, userId, listId, filter, options.textIndex);
      const row =
        options.atMost === undefined
          ? await rows.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow()
          : await db
              .selectFrom(rows.select('profiles.id').limit(options.atMost).as('counted'))
              .select((eb) => eb.fn.countAll<number>().as('n'))
              .executeTakeFirstOrThrow();
      return Number(row.n);
    },

    /**
     * Yields a list's rows followers-descending, a page at a time, never holding the list in
     * memory (CSV export). Reads by keyset pages rather than one long cursor, so a slow
     * consumer never holds the database connection that other queries are waiting for.
     */
    async *stream(
      userId: string,
      listId: string,
      filter: LeadReviewFilter = {},
      sort?: LeadReviewSort,
    ): AsyncIterable<Profile> {
      let cursor: string | null = null;
      do {
        const page: ProfilePage = await reads.page(userId, listId, {
          filter,
          limit: STREAM_PAGE,
          cursor,
          sort,
        });
        yield* page.profiles;
        cursor = page.nextCursor;
      } while (cursor);
    },

    /**
     * The visible rows of one list among `ids` (a selection), whole, in `sort`'s order: ids of
     * other lists or users are left out. A small selection is one query; a large one is the
     * list streamed in order, keeping the selected rows (no statement with 100,000 parameters).
     */
    async *streamIds(
      userId: string,
      listId: string,
      ids: readonly string[],
      sort: LeadReviewSort,
    ): AsyncIterable<Profile> {
      const unique = new Set(ids);
      if (unique.size === 0) return;
      if (unique.size > IDS_CHUNK) {
        for await (const row of reads.stream(userId, listId, {}, sort)) if (unique.has(row.id)) yield row;
        return;
      }
      const rows = await visibleListRows(db, deps.engine, userId, listId, {})
        .selectAll()
        .where('id', 'in', [...unique])
        .orderBy(leadReviewOrderBy(sort, deps.engine))
        .execute();
      yield* rows.map(toProfile);
    },

    /** How many of `ids` are visible rows of the list (a selection's export). */
    async countIds(userId: string, listId: string, ids: readonly string[]): Promise<number> {
      const unique = [...new Set(ids)];
      let total = 0;
      for (let start = 0; start < unique.length; start += IDS_CHUNK) {
        const row = await visibleListRows(db, deps.engine, userId, listId, {})
          .select((eb) => eb.fn.countAll<number>().as('n'))
          .where('id', 'in', unique.slice(start, start + IDS_CHUNK))
          .executeTakeFirstOrThrow();
        total += Number(row.n);
      }
      return total;
    },

    /**
     * Every visible row of one list, whole, in page order: what the list's `RowIndex` is built
     * from. One read (paging a list of 50,000 by keyset costs three times as much in all).
     */
    async listRows(userId: string, listId: string): Promise<Profile[]> {
      const rows = await visibleListRows(db, deps.engine, userId, listId, {})
        .selectAll()
        .orderBy(pageOrder)
        .execute();
      return rows.map(toProfile);
    },
  };
  return reads;
}
