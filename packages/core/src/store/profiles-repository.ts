import { type CompiledQuery, type ExpressionBuilder, type RawBuilder, type SqlBool, sql } from 'kysely';
import type { LeadReviewFilter } from '../domain/lead-review-filter.js';
import type { ConnectionType, EnrichmentStatus, Profile, ProfileDetails } from '../domain/profile.js';
import { FOLLOWER_BANDS, type ProfileInsight } from '../domain/profile-insight.js';
import type { SearchType } from '../domain/search-list.js';
import type { SelectorFilter } from '../domain/selector-filter.js';
import { CONTACTED, recountCampaigns } from './campaigns-repository.js';
import { decodeCursor, encodeCursor, type ProfileCursor } from './cursor.js';
import { chunks, clampLimit, type Engine, type Executor, inTransaction, type StoreDeps } from './executor.js';
import { leadReviewWhere } from './lead-review-sql.js';
import { flag, readTextArray, toBool, toProfile } from './rows.js';
import type { Database } from './schema.js';
import { selectorWhere } from './selector-sql.js';
import { pendingProfile, visibleProfile } from './visible-profile.js';

export type { ProfileDetails };

/** A discovered row before enrichment (spec §7 "insert many"). */
export interface NewProfile {
  username: string;
  full_name?: string | null;
  instagram_user_id?: string | null;
  is_private?: boolean;
  is_verified?: boolean;
  profile_pic_url?: string | null;
  connection_type: ConnectionType;
  source_username: string;
}

/** The outcome of enriching one row: its details, or why it kept its basic data only. */
export type EnrichmentOutcome =
  | { id: string; status: 'enriched'; details: ProfileDetails }
  | { id: string; status: Exclude<EnrichmentStatus, 'enriched' | 'pending'>; error: string };

/** A profile of a completed list with its list's name, search type and targets. */
export interface SelectableProfile extends Profile {
  search_list_name: string;
  search_list_type: SearchType;
  target_accounts: string[];
}

/** A profile in the campaign selector, with its list and whether another campaign has it. */
export interface SelectorProfile extends SelectableProfile {
  contacted: boolean;
}

/** A page of a list in followers-descending order; pass `nextCursor` back for the next page. */
export interface ProfilePage {
  profiles: Profile[];
  nextCursor: string | null;
}

const PAGE_MAX = 1000;
const STREAM_PAGE = 500;
const INSERT_BATCH = 100;

/**
 * The usernames not to contact again: marked sent (or further) in one of the user's campaigns
 * other than `exceptCampaign` (`isContacted`, the send queue's rule), or on the user's
 * do-not-contact list.
 */
const contactedUsernames = (db: Executor, userId: string, exceptCampaign?: string) =>
  db
    .selectFrom('campaign_profiles as cp')
    .innerJoin('campaigns as c', 'c.id', 'cp.campaign_id')
    .innerJoin('profiles as member', 'member.id', 'cp.profile_id')
    .select('member.username')
    .where('c.user_id', '=', userId)
    .where('cp.outreach_status', 'in', CONTACTED)
    .$if(exceptCampaign !== undefined, (q) => q.where('c.id', '!=', exceptCampaign as string))
    .union(db.selectFrom('do_not_contact as dnc').select('dnc.username').where('dnc.user_id', '=', userId));

/**
 * Whether the row's person is not to be contacted again (`contactedUsernames`). The usernames
 * are gathered once per query, so no per-profile index is needed.
 */
const contactedExpression = (
  eb: ExpressionBuilder<Database, 'profiles'>,
  db: Executor,
  userId: string,
  exceptCampaign?: string,
) => eb('profiles.username', 'in', contactedUsernames(db, userId, exceptCampaign));

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
    .where((eb) => leadReviewWhere(eb, filter, engine, textIndex));
}

/** Rows after `cursor` in page order (followers descending, missing counts last, then id). */
function afterCursor(cursor: ProfileCursor, table = 'profiles'): RawBuilder<SqlBool> {
  const followers = sql.ref(`${table}.followers_count`);
  const id = sql.ref(`${table}.id`);
  if (cursor.followers === null) return sql<SqlBool>`(${followers} is null and ${id} > ${cursor.id})`;
  return sql<SqlBool>`(${followers} < ${cursor.followers} or (${followers} = ${cursor.followers} and ${id} > ${cursor.id})
    or ${followers} is null)`;
}

/** The user's visible rows of completed, undeleted lists that pass the selector filter. */
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
    .where((eb) => selectorWhere(filter, engine, contactedExpression(eb, db, userId, exceptCampaign)));
}

/** The user's completed, undeleted lists: those whose rows the selector offers. */
const completedLists = (db: Executor, userId: string) =>
  db
    .selectFrom('search_lists')
    .where('user_id', '=', userId)
    .where('status', '=', 'completed')
    .where('deleted_at', 'is', null);

/**
 * How many visible rows the selected completed lists hold (all completed lists when none is
 * selected): the lists' kept counts, read rather than counted.
 */
async function selectableCount(db: Executor, userId: string, selectedLists: readonly string[]) {
  const row = await completedLists(db, userId)
    .select((eb) => eb.fn.coalesce(eb.fn.sum<number>('profile_rows'), sql<number>`0`).as('n'))
    .$if(selectedLists.length > 0, (q) => q.where('id', 'in', selectedLists))
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
    .select((eb) => [
      'search_lists.name as search_list_name',
      'search_lists.search_type as search_list_type',
      'search_lists.target_accounts as list_targets',
      contactedExpression(eb, db, userId, exceptCampaign).as('contacted'),
    ])
    .orderBy(sql`profiles.followers_count desc nulls last`)
    .orderBy('profiles.id');
}

type SelectorRow = Awaited<ReturnType<ReturnType<typeof selectorRows>['execute']>>[number];

/** A profile row joined with its list's name, search type and targets, as the selector shows it. */
const toSelectableProfile = ({
  search_list_name,
  search_list_type,
  list_targets,
  ...row
}: Omit<SelectorRow, 'contacted'>): SelectableProfile => ({
  ...toProfile(row),
  search_list_name,
  search_list_type: search_list_type as SearchType,
  target_accounts: readTextArray(list_targets),
});

const toSelectorProfile = ({ contacted, ...row }: SelectorRow): SelectorProfile => ({
  ...toSelectableProfile(row),
  contacted: toBool(contacted),
});

/**
 * The aggregate columns of `ProfileInsight` over the rows of a query, counted by the database in
 * one pass: the follower bands are the domain's FOLLOWER_BANDS, so this and `profileInsight`
 * count alike.
 */
function insightColumns(table: string) {
  const column = (name: string) => sql.ref(`${table}.${name}`);
  const counted = (condition: RawBuilder<unknown>) =>
    sql<number>`coalesce(sum(case when ${condition} then 1 else 0 end), 0)`;
  const followers = column('followers_count');
  const bands = FOLLOWER_BANDS.map((band) =>
    band.max === null
      ? sql`${followers} >= ${band.min}`
      : sql`${followers} >= ${band.min} and ${followers} < ${band.max}`,
  );
  return [
    sql<number>`count(*)`.as('total'),
    counted(sql`${followers} is null`).as('unknown'),
    counted(
      sql`${column('is_business_account')} = ${flag(true)} or ${column('is_business')} = ${flag(true)}`,
    ).as('business'),
    counted(sql`${column('is_verified')} = ${flag(true)}`).as('verified'),
    counted(sql`${column('is_private')} = ${flag(true)}`).as('private'),
    ...bands.map((condition, index) => counted(condition).as(`band${index}`)),
  ];
}

/** A row of `insightColumns` as a `ProfileInsight`. */
function readInsight(row: unknown): ProfileInsight {
  const count = (key: string) => Number((row as Record<string, unknown>)[key] ?? 0);
  return {
    total: count('total'),
    followers: FOLLOWER_BANDS.map((band, index) => ({ label: band.label, count: count(`band${index}`) })),
    unknownFollowers: count('unknown'),
    business: count('business'),
    verified: count('verified'),
    private: count('private'),
  };
}

/**
 * Discovered profiles (spec §7 "profiles (discovered)"); every method is scoped to `userId`.
 * Reads and writes a user can reach see visible rows only (`visibleProfile`: rows the run has
 * settled); `pendingEnrichment`, `hasRows`, `hiddenCount` and `deletePending` are the run's own.
 */
export function profilesRepository(db: Executor, deps: StoreDeps) {
  async function deleteRows(
    userId: string,
    listId: string,
    profileIds: readonly string[],
    which: 'visible' | 'pending',
  ): Promise<number> {
    return inTransaction(db, async (trx) => {
      let deleted = 0;
      const campaigns = new Set<string>();
      for (const batch of chunks(profileIds, INSERT_BATCH)) {
        const holding = await trx
          .selectFrom('campaign_profiles')
          .select('campaign_id')
          .distinct()
          .where('profile_id', 'in', batch)
          .execute();
        for (const { campaign_id } of holding) campaigns.add(campaign_id);
        const result = await trx
          .deleteFrom('profiles')
          .where('id', 'in', batch)
          .where('search_list_id', '=', listId)
          .where('user_id', '=', userId)
          .where(which === 'visible' ? visibleProfile() : pendingProfile())
          .executeTakeFirst();
        deleted += Number(result.numDeletedRows);
      }
      if (deleted > 0) await changeList(trx, listId, which === 'visible' ? -deleted : 0);
      // the campaigns that held deleted rows count what they hold now
      await recountCampaigns(trx, [...campaigns], deps.now().toISOString());
      return deleted;
    });
  }

  return {
    /**
     * Saves discovered rows; a username already in the list is skipped (one row per username per
     * list), so saving the same batch twice is harmless. Returns how many rows were new.
     */
    async insertMany(userId: string, listId: string, rows: readonly NewProfile[]): Promise<number> {
      const at = deps.now().toISOString();
      const values = (row: NewProfile) => ({
        id: deps.newId(),
        user_id: userId,
        search_list_id: listId,
        username: row.username,
        full_name: row.full_name ?? null,
        instagram_user_id: row.instagram_user_id ?? null,
        is_private: flag(row.is_private),
        is_verified: flag(row.is_verified),
        profile_pic_url: row.profile_pic_url ?? null,
        connection_type: row.connection_type,
        source_username: row.source_username,
        created_at: at,
      });
      return inTransaction(db, async (trx) => {
        const insert = (batch: readonly NewProfile[]) =>
          trx
            .insertInto('profiles')
            .values(batch.map(values))
            .onConflict((oc) => oc.columns(['search_list_id', 'username']).doNothing());
        // Every full batch compiles to the same SQL, so it is compiled once and re-run with each
        // batch's parameters: compiling a 100-row insert costs as much as SQLite running it.
        let compiled: CompiledQuery | undefined;
        let inserted = 0;
        for (const batch of chunks(rows, INSERT_BATCH)) {
          let query: CompiledQuery;
          if (batch.length === INSERT_BATCH && compiled) {
            query = { ...compiled, parameters: batch.flatMap((row) => Object.values(values(row))) };
          } else {
            query = insert(batch).compile();
            if (batch.length === INSERT_BATCH) compiled = query;
          }
          const result = await trx.executeQuery(query);
          inserted += Number(result.numAffectedRows ?? 0n);
        }
        // pending rows are not visible: the shown count stays, the hidden count moves
        if (inserted > 0) await changeList(trx, listId, 0);
        return inserted;
      });
    },

    /** One visible row by id; a row the run has not settled is not found. */
    async get(userId: string, profileId: string): Promise<Profile | undefined> {
      const row = await db
        .selectFrom('profiles')
        .selectAll()
        .where('id', '=', profileId)
        .where('user_id', '=', userId)
        .where(visibleProfile())
        .executeTakeFirst();
      return row ? toProfile(row) : undefined;
    },

    /** The ids of a list's visible rows (spec §7 "select id by search_list_id"). */
    async ids(userId: string, listId: string): Promise<string[]> {
      const rows = await db
        .selectFrom('profiles')
        .select('id')
        .where('search_list_id', '=', listId)
        .where('user_id', '=', userId)
        .where(visibleProfile())
        .execute();
      return rows.map((row) => row.id);
    },

    /** Whether a list holds any row, settled or not: a run resuming its list asks this. */
    async hasRows(userId: string, listId: string): Promise<boolean> {
      const row = await db
        .selectFrom('profiles')
        .select('id')
        .where('search_list_id', '=', listId)
        .where('user_id', '=', userId)
        .limit(1)
        .executeTakeFirst();
      return row !== undefined;
    },

    /** How many of a list's rows the run has not settled yet, so nobody sees them (issue 18). */
    async hiddenCount(userId: string, listId: string): Promise<number> {
      const row = await db
        .selectFrom('profiles')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .where('search_list_id', '=', listId)
        .where('user_id', '=', userId)
        .where(pendingProfile())
        .executeTakeFirstOrThrow();
      return Number(row.n);
    },

    /**
     * A list's rows counted by enrichment status, settled or not: `total` rows of each status and
     * how many of them are `done` (have `enriched_at`). A run's totals are built on this.
     */
    async statusCounts(
      userId: string,
      listId: string,
    ): Promise<{ status: EnrichmentStatus; total: number; done: number }[]> {
      const rows = await db
        .selectFrom('profiles')
        .select(['enrichment_status', (eb) => eb.fn.countAll<number>().as('n')])
        .select((eb) => eb.fn.count<number>('enriched_at').as('done'))
        .where('search_list_id', '=', listId)
        .where('user_id', '=', userId)
        .groupBy('enrichment_status')
        .execute();
      return rows.map((row) => ({
        status: row.enrichment_status as EnrichmentStatus,
        total: Number(row.n),
        done: Number(row.done),
      }));
    },

    /** Every row of a list still waiting for enrichment (no `enriched_at`), oldest first, unpaged. */
    async pendingRows(userId: string, listId: string): Promise<{ id: string; username: string }[]> {
      return db
        .selectFrom('profiles')
        .select(['id', 'username'])
        .where('search_list_id', '=', listId)
        .where('user_id', '=', userId)
        .where(pendingProfile())
        .orderBy('created_at')
        .orderBy('id')
        .execute();
    },

    /** Rows still waiting for enrichment (no `enriched_at`), oldest first, at most `limit`. */
    async pendingEnrichment(userId: string, listId: string, limit: number): Promise<Profile[]> {
      const rows = await db
        .selectFrom('profiles')
        .selectAll()
        .where('search_list_id', '=', listId)
        .where('user_id', '=', userId)
        .where(pendingProfile())
        .orderBy('created_at')
        .orderBy('id')
        .limit(clampLimit(limit, 100, PAGE_MAX))
        .execute();
      return rows.map(toProfile);
    },

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
      } = {},
    ): Promise<ProfilePage> {
      const limit = clampLimit(options.limit, 100, PAGE_MAX);
      const after = options.cursor ? decodeCursor(options.cursor) : null;
      const rows = await visibleListRows(
        db,
        deps.engine,
        userId,
        listId,
        options.filter ?? {},
        options.textIndex,
      )
        .selectAll()
        .$if(after !== null, (q) => q.where(afterCursor(after as ProfileCursor)))
        .orderBy(sql`followers_count desc nulls last`)
        .orderBy('id')
        .limit(limit + 1)
        .execute();
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
        .orderBy(sql`followers_count desc nulls last`)
        .orderBy('id')
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
        .orderBy(sql`followers_count desc nulls last`)
        .orderBy('id')
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

    /** How many visible rows of a list match the lead-review filter. */
    async count(userId: string, listId: string, filter: LeadReviewFilter = {}): Promise<number> {
      const row = await visibleListRows(db, deps.engine, userId, listId, filter)
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .executeTakeFirstOrThrow();
      return Number(row.n);
    },

    /**
     * Yields a list's rows followers-descending, a page at a time, never holding the list in
     * memory (CSV export). Reads by keyset pages rather than one long cursor, so a slow
     * consumer never holds the database connection that other queries are waiting for.
     */
    async *stream(userId: string, listId: string, filter: LeadReviewFilter = {}): AsyncIterable<Profile> {
      let cursor: string | null = null;
      do {
        const page: ProfilePage = await this.page(userId, listId, { filter, limit: STREAM_PAGE, cursor });
        yield* page.profiles;
        cursor = page.nextCursor;
      } while (cursor);
    },

    /**
     * One page of the profile selector (spec §2, §5 create and edit screens): the user's visible
     * rows of completed lists that pass the selector filter (checked by the caller), with their
     * list and `contacted` (the username is in one of the user's campaigns other than
     * `exceptCampaign`), followers descending. Paged by keyset (`cursor`, as `page` does) or,
     * for callers that count rows, by `offset`; both in SQL.
     */
    async selectorPage(
      userId: string,
      filter: SelectorFilter,
      options: { exceptCampaign?: string; limit?: number; cursor?: string | null; offset?: number } = {},
    ): Promise<{ profiles: SelectorProfile[]; nextCursor: string | null }> {
      const limit = clampLimit(options.limit, 150, PAGE_MAX);
      const after = options.cursor ? decodeCursor(options.cursor) : null;
      const rows = await selectorRows(db, deps.engine, userId, filter, options.exceptCampaign)
        .$if(after !== null, (q) => q.where(afterCursor(after as ProfileCursor)))
        .$if(after === null && (options.offset ?? 0) > 0, (q) => q.offset(options.offset as number))
        .limit(limit + 1)
        .execute();
      const profiles = rows.slice(0, limit).map(toSelectorProfile);
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
      return rows.map(toSelectorProfile);
    },

    /** The ids and usernames of every selector row that passes `filter`, in page order (Select All). */
    async selectorIds(
      userId: string,
      filter: SelectorFilter,
      options: { exceptCampaign?: string } = {},
    ): Promise<{ id: string; username: string }[]> {
      return selectorBase(db, deps.engine, userId, filter, options.exceptCampaign)
        .select(['profiles.id', 'profiles.username'])
        .orderBy(sql`profiles.followers_count desc nulls last`)
        .orderBy('profiles.id')
        .execute();
    },

    /**
     * The selector's counts, by the database in one pass: `matching` (rows passing `filter`),
     * their `insight`, and `candidates` (every visible row of the selected completed lists, or of
     * all of them when none is selected: the lists' kept counts, read rather than counted).
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
     * Every visible row of one list, whole, in page order: what the list's `RowIndex` is built
     * from. One read (paging a list of 50,000 by keyset costs three times as much in all).
     */
    async listRows(userId: string, listId: string): Promise<Profile[]> {
      const rows = await visibleListRows(db, deps.engine, userId, listId, {})
        .selectAll()
        .orderBy(sql`followers_count desc nulls last`)
        .orderBy('id')
        .execute();
      return rows.map(toProfile);
    },

    /**
     * Every visible row of the user's completed, undeleted lists, whole, with its list: the
     * selector's rows but for `contacted`, what its `RowIndex` is built from. Read list by list,
     * each in page order, letting other requests run between lists (better-sqlite3 reads
     * synchronously: a user's 50 lists of 1,000 hold the process 4 ms at a time, not 200 ms).
     */
    async selectableRows(userId: string): Promise<SelectableProfile[]> {
      const lists = await completedLists(db, userId)
        .select(['id', 'name', 'search_type', 'target_accounts'])
        .execute();
      const rows: SelectableProfile[] = [];
      for (const list of lists) {
        const listed = {
          search_list_name: list.name,
          search_list_type: list.search_type as SearchType,
          target_accounts: readTextArray(list.target_accounts),
        };
        const page = await visibleListRows(db, deps.engine, userId, list.id, {})
          .selectAll()
          .orderBy(sql`followers_count desc nulls last`)
          .orderBy('id')
          .execute();
        for (const row of page) rows.push({ ...toProfile(row), ...listed });
        await new Promise((resolve) => setImmediate(resolve));
      }
      return rows;
    },

    /**
     * The usernames not to contact again: marked sent or further in one of the user's campaigns
     * other than `exceptCampaign`, or on the do-not-contact list.
     */
    async contactedUsernames(userId: string, options: { exceptCampaign?: string } = {}): Promise<string[]> {
      const rows = await contactedUsernames(db, userId, options.exceptCampaign).execute();
      return rows.map((row) => row.username);
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

    /**
     * Records enrichment outcomes (spec §7 "update enrichment fields"): details for enriched
     * rows; status and reason for rows that keep their basic data. Every row gets `enriched_at`,
     * so a resumed run skips it.
     */
    async recordEnrichment(userId: string, outcomes: readonly EnrichmentOutcome[]): Promise<number> {
      const at = deps.now().toISOString();
      return inTransaction(db, async (trx) => {
        // rows this call settles become visible: each list's shown count grows by them
        const settled = await pendingByList(
          trx,
          userId,
          outcomes.map((outcome) => outcome.id),
        );
        let updated = 0;
        for (const outcome of outcomes) {
          const set =
            outcome.status === 'enriched'
              ? {
                  ...detailColumns(outcome.details),
                  enrichment_status: 'enriched',
                  enrichment_error: null,
                  enriched_at: at,
                }
              : { enrichment_status: outcome.status, enrichment_error: outcome.error, enriched_at: at };
          const result = await trx
            .updateTable('profiles')
            .set(set)
            .where('id', '=', outcome.id)
            .where('user_id', '=', userId)
            .executeTakeFirst();
          updated += Number(result.numUpdatedRows);
        }
        for (const [listId, count] of settled) await addVisible(trx, listId, count);
        await bumpListsOf(
          trx,
          userId,
          outcomes.map((outcome) => outcome.id),
        );
        return updated;
      });
    },

    /** Saves a per-profile message and resets `message_processed` (spec §3, §4). */
    async saveMessage(userId: string, profileId: string, message: string | null): Promise<boolean> {
      return inTransaction(db, async (trx) => {
        const result = await trx
          .updateTable('profiles')
          .set({ message, message_processed: 0 })
          .where('id', '=', profileId)
          .where('user_id', '=', userId)
          .where(visibleProfile())
          .executeTakeFirst();
        if (result.numUpdatedRows === 0n) return false;
        await bumpListsOf(trx, userId, [profileId]);
        return true;
      });
    },

    /**
     * Saves many per-profile messages in one transaction and returns how many rows changed.
     * `processed` is what `message_processed` becomes: false for text the user wrote or a
     * template filled in (spec §3: reset whenever a message is saved), true for AI output.
     */
    async saveMessages(
      userId: string,
      entries: readonly { id: string; message: string | null }[],
      options: { processed?: boolean } = {},
    ): Promise<number> {
      const processed = flag(options.processed);
      return inTransaction(db, async (trx) => {
        let saved = 0;
        for (const { id, message } of entries) {
          const result = await trx
            .updateTable('profiles')
            .set({ message, message_processed: processed })
            .where('id', '=', id)
            .where('user_id', '=', userId)
            .where(visibleProfile())
            .executeTakeFirst();
          saved += Number(result.numUpdatedRows);
        }
        if (saved === 0) return 0;
        await bumpListsOf(
          trx,
          userId,
          entries.map((entry) => entry.id),
        );
        return saved;
      });
    },

    /**
     * The user's visible rows among `profileIds`, each with its list's status (to tell selectable rows
     * of completed lists from the rest), in no particular order; other users' ids and unknown
     * ids are simply absent.
     */
    async getMany(
      userId: string,
      profileIds: readonly string[],
    ): Promise<(Profile & { list_status: string })[]> {
      const found: (Profile & { list_status: string })[] = [];
      for (const batch of chunks([...new Set(profileIds)], INSERT_BATCH * 5)) {
        const rows = await db
          .selectFrom('profiles')
          .innerJoin('search_lists', 'search_lists.id', 'profiles.search_list_id')
          .selectAll('profiles')
          // a deleted list's rows (kept for the campaigns that hold them) are in no list to pick from
          .select(
            sql<string>`case when search_lists.deleted_at is null then search_lists.status else 'deleted' end`.as(
              'list_status',
            ),
          )
          .where('profiles.id', 'in', batch)
          .where('profiles.user_id', '=', userId)
          .where('search_lists.user_id', '=', userId)
          .where(visibleProfile())
          .execute();
        for (const { list_status, ...row } of rows) found.push({ ...toProfile(row), list_status });
      }
      return found;
    },

    /**
     * Deletes selected visible rows of a list (and so their campaign links); ids of rows the run
     * has not settled are left alone, as unknown ids are. Returns how many went.
     */
    async deleteMany(userId: string, listId: string, profileIds: readonly string[]): Promise<number> {
      return deleteRows(userId, listId, profileIds, 'visible');
    },

    /**
     * Deletes rows of a list the run has not settled (a run dropping what the balance cannot pay
     * for); settled rows among `profileIds` are left alone. Returns how many went.
     */
    async deletePending(userId: string, listId: string, profileIds: readonly string[]): Promise<number> {
      return deleteRows(userId, listId, profileIds, 'pending');
    },
  };
}

function detailColumns(details: ProfileDetails) {
  const { is_private, is_verified, is_business_account, is_business, ...rest } = details;
  return {
    ...rest,
    ...(is_private !== undefined && { is_private: flag(is_private) }),
    ...(is_verified !== undefined && { is_verified: flag(is_verified) }),
    ...(is_business_account !== undefined && { is_business_account: flag(is_business_account) }),
    ...(is_business !== undefined && { is_business: flag(is_business) }),
  };
}

export type ProfilesRepository = ReturnType<typeof profilesRepository>;

/**
 * Keeps `search_lists.profile_rows` (the visible rows) in step with a write that settles or
 * deletes visible rows (`visibleDelta`), and bumps the list's `data_version`, in the write's
 * transaction.
 */
async function changeList(trx: Executor, listId: string, visibleDelta: number): Promise<void> {
  await trx
    .updateTable('search_lists')
    .set((eb) => ({
      profile_rows: eb('profile_rows', '+', visibleDelta),
      data_version: eb('data_version', '+', 1),
    }))
    .where('id', '=', listId)
    .execute();
}

/** Adds rows an enrichment write settled to the list's visible count (`profile_rows`). */
async function addVisible(trx: Executor, listId: string, settled: number): Promise<void> {
  await trx
    .updateTable('search_lists')
    .set((eb) => ({ profile_rows: eb('profile_rows', '+', settled) }))
    .where('id', '=', listId)
    .execute();
}

/** Bumps `data_version` of the lists holding these rows (an update changed them). */
async function bumpListsOf(trx: Executor, userId: string, profileIds: readonly string[]): Promise<void> {
  for (const batch of chunks(profileIds, INSERT_BATCH)) {
    await trx
      .updateTable('search_lists')
      .set((eb) => ({ data_version: eb('data_version', '+', 1) }))
      .where('user_id', '=', userId)
      .where('id', 'in', (eb) =>
        eb
          .selectFrom('profiles')
          .select('search_list_id')
          .distinct()
          .where('id', 'in', batch)
          .where('user_id', '=', userId),
      )
      .execute();
  }
}

/** How many of these rows are still pending, by list: the rows an enrichment write settles. */
async function pendingByList(
  trx: Executor,
  userId: string,
  profileIds: readonly string[],
): Promise<Map<string, number>> {
  const byList = new Map<string, number>();
  for (const batch of chunks(profileIds, INSERT_BATCH * 5)) {
    const rows = await trx
      .selectFrom('profiles')
      .select(['search_list_id', (eb) => eb.fn.countAll<number>().as('n')])
      .where('id', 'in', batch)
      .where('user_id', '=', userId)
      .where(pendingProfile())
      .groupBy('search_list_id')
      .execute();
    for (const row of rows)
      byList.set(row.search_list_id, (byList.get(row.search_list_id) ?? 0) + Number(row.n));
  }
  return byList;
}
