import { type RawBuilder, type SqlBool, sql } from 'kysely';
import { DEFAULT_LEAD_REVIEW_SORT } from '../domain/lead-review-sort.js';
import type { Profile } from '../domain/profile.js';
import type { ProfileInsight } from '../domain/profile-insight.js';
import type { SearchType } from '../domain/search-list.js';
import { type SelectorFilter, selectorClauses } from '../domain/selector-filter.js';
import { type ContactedSets, contactedTerm, readContacted } from './contacted.js';
import { decodeCursor, encodeCursor } from './cursor.js';
import { clampLimit, type Engine, type Executor, type StoreDeps } from './executor.js';
import { clausesWhere } from './filter-sql.js';
import { visibleListRows } from './lead-review-repository.js';
import { defaultOrderCursor, leadReviewOrderBy, rowsAfter } from './lead-review-sql.js';
import { insightColumns, readInsight } from './profile-insight-sql.js';
import { readTextArray, toBool, toProfile } from './rows.js';
import { visibleProfile } from './visible-profile.js';

/** A profile of a completed list with its list's name, search type and targets. */
export interface SelectableProfile extends Profile {
  search_list_name: string;
  search_list_type: SearchType;
  target_accounts: string[];
  /** Every completed list that holds this person (the selector shows each person once). */
  list_ids: string[];
}

/** A profile in the campaign selector, with its list and whether another campaign has it. */
export interface SelectorProfile extends SelectableProfile {
  contacted: boolean;
}

const PAGE_MAX = 1000;

/**
 * The row that stands for its person in the selector: the one of the person's newest completed,
 * undeleted list (the selector shows each person once, issue 30); `selectableRows` picks alike.
 */
function representative(): RawBuilder<SqlBool> {
  return sql<SqlBool>`not exists (select 1 from profiles other
    join search_lists ol on ol.id = other.search_list_id
    where other.person_id = profiles.person_id and other.user_id = profiles.user_id
      and other.enriched_at is not null and ol.status = 'completed' and ol.deleted_at is null
      and (ol.created_at > search_lists.created_at
        or (ol.created_at = search_lists.created_at and ol.id > search_lists.id)))`;
}

/** The user's visible people of completed, undeleted lists that pass the selector filter. */
function selectorBase(
  db: Executor,
  engine: Engine,
  userId: string,
  filter: SelectorFilter,
  exceptCampaign?: string,
) {
  return db
    .selectFrom('profiles')
    .innerJoin('search_lists', 'search_lists.id', 'profiles.search_list_id')
    .where('profiles.user_id', '=', userId)
    .where('search_lists.user_id', '=', userId)
    .where('search_lists.status', '=', 'completed')
    .where('search_lists.deleted_at', 'is', null)
    .where(visibleProfile())
    .where(representative())
    .where(
      clausesWhere(selectorClauses(filter), {
        engine,
        contacted: contactedTerm(db, userId, { exceptCampaign }),
      }),
    );
}

/** The user's completed, undeleted lists: those whose rows the selector offers. */
const completedLists = (db: Executor, userId: string) =>
  db
    .selectFrom('search_lists')
    .where('user_id', '=', userId)
    .where('status', '=', 'completed')
    .where('deleted_at', 'is', null);

/**
 * How many people the selected completed lists hold (all completed lists when none is selected),
 * each counted once however many lists hold them.
 */
async function selectableCount(db: Executor, userId: string, selectedLists: readonly string[]) {
  const row = await db
    .selectFrom('profiles')
    .innerJoin('search_lists', 'search_lists.id', 'profiles.search_list_id')
    .select(sql<number>`count(distinct profiles.person_id)`.as('n'))
    .where('profiles.user_id', '=', userId)
    .where('search_lists.user_id', '=', userId)
    .where('search_lists.status', '=', 'completed')
    .where('search_lists.deleted_at', 'is', null)
    .where(visibleProfile())
    .$if(selectedLists.length > 0, (q) => q.where('search_lists.id', 'in', selectedLists))
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/** `selectorBase` with every field the selector shows, in page order. */
function selectorRows(
  db: Executor,
  engine: Engine,
  userId: string,
  filter: SelectorFilter,
  exceptCampaign?: string,
) {
  return selectorBase(db, engine, userId, filter, exceptCampaign)
    .selectAll('profiles')
    .select([
      'search_lists.name as search_list_name',
      'search_lists.search_type as search_list_type',
      'search_lists.target_accounts as list_targets',
      contactedTerm(db, userId, { exceptCampaign }).as('contacted'),
    ])
    .orderBy(leadReviewOrderBy(DEFAULT_LEAD_REVIEW_SORT, engine));
}

type SelectorRow = Awaited<ReturnType<ReturnType<typeof selectorRows>['execute']>>[number];

/** The completed lists holding each of these people, by person id. */
async function listsOfPeople(db: Executor, userId: string, personIds: readonly string[]) {
  const byPerson = new Map<string, string[]>();
  if (personIds.length === 0) return byPerson;
  const rows = await db
    .selectFrom('profiles')
    .innerJoin('search_lists', 'search_lists.id', 'profiles.search_list_id')
    .select(['profiles.person_id', 'profiles.search_list_id'])
    .where('profiles.user_id', '=', userId)
    .where('profiles.person_id', 'in', [...new Set(personIds)])
    .where('search_lists.status', '=', 'completed')
    .where('search_lists.deleted_at', 'is', null)
    .where(visibleProfile())
    .execute();
  for (const row of rows) {
    const person = row.person_id as string;
    byPerson.set(person, [...(byPerson.get(person) ?? []), row.search_list_id]);
  }
  return byPerson;
}

async function toSelectorProfiles(
  db: Executor,
  userId: string,
  rows: SelectorRow[],
): Promise<SelectorProfile[]> {
  const lists = await listsOfPeople(
    db,
    userId,
    rows.map((row) => row.person_id as string),
  );
  return rows.map(({ search_list_name, search_list_type, list_targets, contacted, ...row }) => ({
    ...toProfile(row),
    search_list_name,
    search_list_type: search_list_type as SearchType,
    target_accounts: readTextArray(list_targets),
    list_ids: lists.get(row.person_id as string) ?? [row.search_list_id],
    contacted: toBool(contacted),
  }));
}

/**
 * The campaign selector's reads (spec §2, §5 create and edit screens) over the user's completed,
 * undeleted lists: each person once (issue 30), in the row of their newest list, with every list
 * holding them; counts count people. Scoped to `userId`.
 */
export function selectorRepository(db: Executor, deps: StoreDeps) {
  return {
    /**
     * One page of the profile selector: the people passing the selector filter (checked by the
     * caller), with their list and `contacted` (in one of the user's campaigns other than
     * `exceptCampaign`, or not to be contacted), followers descending. Paged by keyset
     * (`cursor`) or, for callers that count rows, by `offset`; both in SQL.
     */
    async selectorPage(
      userId: string,
      filter: SelectorFilter,
      options: { exceptCampaign?: string; limit?: number; cursor?: string | null; offset?: number } = {},
    ): Promise<{ profiles: SelectorProfile[]; nextCursor: string | null }> {
      const limit = clampLimit(options.limit, 150, PAGE_MAX);
      const after = options.cursor ? decodeCursor(options.cursor) : null;
      const rows = await rowsAfter(defaultOrderCursor(after), deps.engine, limit + 1, (where, rowLimit) =>
        selectorRows(db, deps.engine, userId, filter, options.exceptCampaign)
          .$if(where !== null, (q) => q.where(where as NonNullable<typeof where>))
          .$if(after === null && (options.offset ?? 0) > 0, (q) => q.offset(options.offset as number))
          .limit(rowLimit)
          .execute(),
      );
      const profiles = await toSelectorProfiles(db, userId, rows.slice(0, limit));
      const last = profiles.at(-1);
      const nextCursor =
        rows.length > limit && last ? encodeCursor({ followers: last.followers_count, id: last.id }) : null;
      return { profiles, nextCursor };
    },

    /** Every selector row that passes `filter`, in page order (`selectorPage` unpaged). */
    async selectorMatches(
      userId: string,
      filter: SelectorFilter,
      options: { exceptCampaign?: string } = {},
    ): Promise<SelectorProfile[]> {
      const rows = await selectorRows(db, deps.engine, userId, filter, options.exceptCampaign).execute();
      return toSelectorProfiles(db, userId, rows);
    },

    /** The ids and usernames of every person passing `filter`, in page order (Select All). */
    async selectorIds(
      userId: string,
      filter: SelectorFilter,
      options: { exceptCampaign?: string } = {},
    ): Promise<{ id: string; username: string }[]> {
      return selectorBase(db, deps.engine, userId, filter, options.exceptCampaign)
        .select(['profiles.id', 'profiles.username'])
        .orderBy(leadReviewOrderBy(DEFAULT_LEAD_REVIEW_SORT, deps.engine))
        .execute();
    },

    /**
     * The selector's counts, in people: `matching` (passing `filter`), their `insight`, and
     * `candidates` (every person of the selected completed lists, or of all of them).
     */
    async selectorSummary(
      userId: string,
      filter: SelectorFilter,
      options: { exceptCampaign?: string } = {},
    ): Promise<{ matching: number; candidates: number; insight: ProfileInsight }> {
      const [row, candidates] = await Promise.all([
        selectorBase(db, deps.engine, userId, filter, options.exceptCampaign)
          .select(insightColumns('profiles'))
          .executeTakeFirstOrThrow(),
        selectableCount(db, userId, filter.selectedLists),
      ]);
      const insight = readInsight(row);
      return { matching: insight.total, candidates, insight };
    },

    /**
     * Every person of the user's completed, undeleted lists, whole, once: the row of their newest
     * list with every list holding them (`list_ids`): what the selector's `RowIndex` is built
     * from. Read list by list, newest first, letting other requests run between lists
     * (better-sqlite3 reads synchronously: 50 lists of 1,000 hold the process 4 ms at a time).
     */
    async selectableRows(userId: string): Promise<SelectableProfile[]> {
      const lists = await completedLists(db, userId)
        .select(['id', 'name', 'search_type', 'target_accounts'])
        .orderBy('created_at', 'desc')
        .orderBy('id', 'desc')
        .execute();
      const rows: SelectableProfile[] = [];
      const byPerson = new Map<string, SelectableProfile>();
      for (const list of lists) {
        const listed = {
          search_list_name: list.name,
          search_list_type: list.search_type as SearchType,
          target_accounts: readTextArray(list.target_accounts),
        };
        const page = await visibleListRows(db, deps.engine, userId, list.id, {})
          .selectAll()
          .orderBy(leadReviewOrderBy(DEFAULT_LEAD_REVIEW_SORT, deps.engine))
          .execute();
        for (const row of page) {
          const person = row.person_id ?? row.id;
          const seen = byPerson.get(person);
          if (seen) {
            seen.list_ids.push(list.id);
            continue;
          }
          const profile: SelectableProfile = { ...toProfile(row), ...listed, list_ids: [list.id] };
          byPerson.set(person, profile);
          rows.push(profile);
        }
        await new Promise((resolve) => setImmediate(resolve));
      }
      return rows;
    },

    /** Who is not to be contacted again (store/contacted.ts), other than in `exceptCampaign`. */
    async contactedPeople(userId: string, options: { exceptCampaign?: string } = {}): Promise<ContactedSets> {
      return readContacted(db, userId, options.exceptCampaign);
    },

    /**
     * Values that change whenever the selector's answers may: `rows` with the selectable rows
     * (the user's lists: their count, rows' `data_version`, status, name or deletion:
     * `updated_at`), `contacts` with who counts as contacted (campaigns: their count, members,
     * messages sent and `updated_at`; the do-not-contact list: its size and newest entry).
     * Selector pages and counts read at one pair of values stay true until one moves on.
     */
    async selectorVersion(userId: string): Promise<{ rows: string; contacts: string }> {
      // one statement, as it is read on every selector request
      const { rows } = await sql<Record<string, unknown>>`select
          (select count(*) from search_lists where user_id = ${userId}) as lists,
          (select sum(data_version) from search_lists where user_id = ${userId}) as versions,
          (select max(updated_at) from search_lists where user_id = ${userId}) as lists_at,
          (select count(*) from campaigns where user_id = ${userId}) as campaigns,
          (select sum(profile_count) from campaigns where user_id = ${userId}) as members,
          (select sum(messages_sent) from campaigns where user_id = ${userId}) as sent,
          (select max(updated_at) from campaigns where user_id = ${userId}) as campaigns_at,
          (select count(*) from do_not_contact where user_id = ${userId}) as blocked,
          (select max(created_at) from do_not_contact where user_id = ${userId}) as blocked_at`.execute(db);
      const row = rows[0] ?? {};
      // PostgreSQL answers times as Dates: written to the millisecond, as SQLite holds them
      const text = (values: unknown[]) =>
        values.map((value) => (value instanceof Date ? value.toISOString() : String(value))).join(':');
      return {
        rows: text([row.lists, row.versions, row.lists_at]),
        contacts: text([row.campaigns, row.members, row.sent, row.campaigns_at, row.blocked, row.blocked_at]),
      };
    },
  };
}
