import type { Updateable } from 'kysely';
import type { SearchList, SearchType } from '../domain/search-list.js';
import { deleteListKeepingLeads } from './deleted-lists.js';
import { type Executor, inTransaction, type StoreDeps } from './executor.js';
import { listCompletenessRepository } from './list-completeness-repository.js';
import { textArray, toSearchList } from './rows.js';
import type { SearchListsTable } from './schema.js';

/** A new list as the discovery and custom flows create it (spec §7 search_lists insert). */
export interface NewSearchList {
  name: string;
  target_accounts: string[];
  search_type: SearchType;
  max_profiles: number;
  instagram_session_id: string | null;
}

/** Search lists (spec §7 "search_lists"); every method is scoped to `userId`. */
export function listsRepository(db: Executor, deps: StoreDeps) {
  const touch = () => deps.now().toISOString();
  const update = async (userId: string, listId: string, set: Updateable<SearchListsTable>) => {
    const row = await db
      .updateTable('search_lists')
      .set({ ...set, updated_at: touch() })
      .where('id', '=', listId)
      .where('user_id', '=', userId)
      .where('deleted_at', 'is', null)
      .returningAll()
      .executeTakeFirst();
    return row ? toSearchList(row) : undefined;
  };

  return {
    ...listCompletenessRepository(db, deps),
    /** Inserts a list in status processing; `profile_limit` mirrors `max_profiles` (spec §3). */
    async create(userId: string, list: NewSearchList): Promise<SearchList> {
      const at = touch();
      const row = await db
        .insertInto('search_lists')
        .values({
          id: deps.newId(),
          user_id: userId,
          name: list.name,
          target_accounts: textArray(deps.engine, list.target_accounts),
          search_type: list.search_type,
          max_profiles: list.max_profiles,
          profile_limit: list.max_profiles,
          instagram_session_id: list.instagram_session_id,
          status: 'processing',
          created_at: at,
          updated_at: at,
        })
        .returningAll()
        .executeTakeFirstOrThrow();
      return toSearchList(row);
    },

    async get(userId: string, listId: string): Promise<SearchList | undefined> {
      const row = await db
        .selectFrom('search_lists')
        .selectAll()
        .where('id', '=', listId)
        .where('user_id', '=', userId)
        .where('deleted_at', 'is', null)
        .executeTakeFirst();
      return row ? toSearchList(row) : undefined;
    },

    /**
     * The list's data version (bumped with every change to its profile rows), or undefined when
     * the list is not the user's: what a cache of pages checks before serving one.
     */
    async dataVersion(userId: string, listId: string): Promise<number | undefined> {
      const row = await db
        .selectFrom('search_lists')
        .select('data_version')
        .where('id', '=', listId)
        .where('user_id', '=', userId)
        .where('deleted_at', 'is', null)
        .executeTakeFirst();
      return row === undefined ? undefined : Number(row.data_version);
    },

    /** All the user's lists, newest first; `status: 'completed'` for the completed ones only. */
    async list(userId: string, options: { status?: string } = {}): Promise<SearchList[]> {
      let query = db
        .selectFrom('search_lists')
        .selectAll()
        .where('user_id', '=', userId)
        .where('deleted_at', 'is', null);
      if (options.status !== undefined) query = query.where('status', '=', options.status);
      const rows = await query.orderBy('created_at', 'desc').orderBy('id', 'desc').execute();
      return rows.map(toSearchList);
    },

    /** Marks a list completed with what was found and charged (spec §7). */
    complete(userId: string, listId: string, result: { profiles_found: number; cost: number }) {
      return update(userId, listId, { status: 'completed', error: null, ...result });
    },

    /** Puts a list whose run is tried again back in processing, its last error cleared. */
    reopen(userId: string, listId: string) {
      return update(userId, listId, { status: 'processing', error: null });
    },

    /**
     * Marks a list paused for credits (issue 30): its unpaid rows stay pending, and a retry after
     * a top-up enriches them with no new discovery; `error` says so.
     */
    pause(userId: string, listId: string, error: string) {
      return update(userId, listId, { status: 'paused', error });
    },

    /** How many of the list's rows were settled from people's fresh enrichment, at no charge. */
    async reusedCount(userId: string, listId: string): Promise<number> {
      const row = await db
        .selectFrom('search_lists')
        .select('profiles_reused')
        .where('id', '=', listId)
        .where('user_id', '=', userId)
        .executeTakeFirst();
      return Number(row?.profiles_reused ?? 0);
    },

    /** Marks a list failed with the message the user sees. */
    fail(userId: string, listId: string, error: string) {
      return update(userId, listId, { status: 'failed', error });
    },

    /** Erases the Instagram session id once a run ends: it is a credential (DESIGN.md §5). */
    eraseSessionId(userId: string, listId: string) {
      return update(userId, listId, { instagram_session_id: null });
    },

    /**
     * Renames the list and bumps its version; with `expectedVersion`, only a list still at that
     * version (issue 31): undefined when stale, missing or deleted.
     */
    async rename(userId: string, listId: string, name: string, options: { expectedVersion?: number } = {}) {
      const { expectedVersion } = options;
      const row = await db
        .updateTable('search_lists')
        .set((eb) => ({ name, version: eb('version', '+', 1), updated_at: touch() }))
        .where('id', '=', listId)
        .where('user_id', '=', userId)
        .where('deleted_at', 'is', null)
        .$if(expectedVersion !== undefined, (q) => q.where('version', '=', expectedVersion as number))
        .returningAll()
        .executeTakeFirst();
      return row ? toSearchList(row) : undefined;
    },

    /**
     * Deletes a list, keeping the profiles campaigns hold (`deleteListKeepingLeads`): whether
     * there was such a list, and how many of its profiles campaigns keep.
     */
    async delete(userId: string, listId: string): Promise<{ deleted: boolean; kept: number }> {
      return inTransaction(db, (trx) => deleteListKeepingLeads(trx, userId, listId, touch()));
    },

    /**
     * How campaigns use each of the user's lists: how many campaigns hold some of its profiles,
     * and how many of its profiles they hold (what a delete keeps). Lists no campaign uses are absent.
     */
    async campaignUse(userId: string): Promise<Map<string, { campaigns: number; leads: number }>> {
      const rows = await db
        .selectFrom('campaign_profiles')
        .innerJoin('profiles', 'profiles.id', 'campaign_profiles.profile_id')
        .select((eb) => [
          'profiles.search_list_id as list_id',
          eb.fn.count<number>('campaign_profiles.campaign_id').distinct().as('campaigns'),
          eb.fn.count<number>('campaign_profiles.profile_id').distinct().as('leads'),
        ])
        .where('profiles.user_id', '=', userId)
        .groupBy('profiles.search_list_id')
        .execute();
      return new Map(
        rows.map((row) => [row.list_id, { campaigns: Number(row.campaigns), leads: Number(row.leads) }]),
      );
    },
  };
}

export type ListsRepository = ReturnType<typeof listsRepository>;
