import { sql } from 'kysely';
import type { ConnectionType, Profile } from '../domain/profile.js';
import { insertInChunks } from './bulk-insert.js';
import { recountCampaigns } from './campaign-counters.js';
import { chunks, type Executor, inTransaction, type StoreDeps } from './executor.js';
import { bumpListsOf, changeList } from './list-counters.js';
import { resolvePeople } from './resolve-people.js';
import { flag, toProfile } from './rows.js';
import { visibleProfile } from './visible-profile.js';

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

/** Ids per statement for deletes and reads by id. */
const BATCH = 100;

/**
 * A list's rows as memberships of people (issue 30): saving discovered rows (each of a person,
 * one per person per list), reading them by id, their list's own messages, and deleting them.
 * Every method is scoped to `userId`; reads and writes a user can reach see visible rows only
 * (`visibleProfile`: rows the run has settled).
 */
export function membershipsRepository(db: Executor, deps: StoreDeps) {
  async function deleteRows(userId: string, listId: string, profileIds: readonly string[]): Promise<number> {
    return inTransaction(db, async (trx) => {
      let deleted = 0;
      const campaigns = new Set<string>();
      for (const batch of chunks(profileIds, BATCH)) {
        // only the acting user's rows of this list: another user's ids touch nothing, not even
        // the campaigns holding them
        const owned = trx
          .selectFrom('profiles')
          .select('id')
          .where('id', 'in', batch)
          .where('search_list_id', '=', listId)
          .where('user_id', '=', userId)
          .where(visibleProfile());
        const holding = await trx
          .selectFrom('campaign_profiles')
          .innerJoin('campaigns', 'campaigns.id', 'campaign_profiles.campaign_id')
          .select('campaign_profiles.campaign_id')
          .distinct()
          .where('campaigns.user_id', '=', userId)
          .where('campaign_profiles.profile_id', 'in', owned)
          .execute();
        for (const { campaign_id } of holding) campaigns.add(campaign_id);
        const result = await trx.deleteFrom('profiles').where('id', 'in', owned).executeTakeFirst();
        deleted += Number(result.numDeletedRows);
      }
      if (deleted === 0) return 0;
      await changeList(trx, listId, -deleted);
      // the campaigns that held deleted rows count what they hold now
      await recountCampaigns(trx, [...campaigns], deps.now().toISOString());
      return deleted;
    });
  }

  return {
    /**
     * Saves discovered rows, each as a membership of its person (`resolvePeople`: by numeric id,
     * else username; a known id under a new username renames the person). A person already in
     * the list, or a username already in it, is skipped (one row per person per list), so saving
     * the same batch twice is harmless. Returns how many rows were new.
     */
    async insertMany(userId: string, listId: string, rows: readonly NewProfile[]): Promise<number> {
      const at = deps.now().toISOString();
      const values = (row: NewProfile, personId: string) => ({
        id: deps.newId(),
        user_id: userId,
        search_list_id: listId,
        person_id: personId,
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
        const people = await resolvePeople(trx, deps, userId, rows);
        const held = new Set<string>();
        for (const batch of chunks([...new Set(people)], 500)) {
          const present = await trx
            .selectFrom('profiles')
            .select('person_id')
            .where('search_list_id', '=', listId)
            .where('user_id', '=', userId)
            .where('person_id', 'in', batch)
            .execute();
          for (const row of present) held.add(row.person_id as string);
        }
        const fresh: ReturnType<typeof values>[] = [];
        rows.forEach((row, index) => {
          const person = people[index] as string;
          if (held.has(person)) return;
          held.add(person);
          fresh.push(values(row, person));
        });
        const inserted = await insertInChunks(trx, fresh, (chunk) =>
          trx
            .insertInto('profiles')
            .values(chunk)
            .onConflict((oc) => oc.columns(['search_list_id', 'username']).doNothing()),
        );
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

    /**
     * Saves a per-profile message, resets `message_processed` (spec §3, §4) and bumps its
     * `message_version`. With `expectedVersion`, only a message still at that version changes
     * (issue 31). Returns the new version, 'stale', or undefined when the row is not the user's.
     */
    async saveMessage(
      userId: string,
      profileId: string,
      message: string | null,
      options: { expectedVersion?: number } = {},
    ): Promise<number | 'stale' | undefined> {
      const { expectedVersion } = options;
      return inTransaction(db, async (trx) => {
        const row = await trx
          .updateTable('profiles')
          .set((eb) => ({ message, message_processed: 0, message_version: eb('message_version', '+', 1) }))
          .where('id', '=', profileId)
          .where('user_id', '=', userId)
          .where(visibleProfile())
          .$if(expectedVersion !== undefined, (q) =>
            q.where('message_version', '=', expectedVersion as number),
          )
          .returning('message_version')
          .executeTakeFirst();
        if (row === undefined) {
          if (expectedVersion === undefined) return undefined;
          const exists = await trx
            .selectFrom('profiles')
            .select('id')
            .where('id', '=', profileId)
            .where('user_id', '=', userId)
            .where(visibleProfile())
            .executeTakeFirst();
          return exists ? 'stale' : undefined;
        }
        await bumpListsOf(trx, userId, [profileId]);
        return Number(row.message_version);
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
            .set((eb) => ({
              message,
              message_processed: processed,
              message_version: eb('message_version', '+', 1),
            }))
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
      for (const batch of chunks([...new Set(profileIds)], BATCH * 5)) {
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
      return deleteRows(userId, listId, profileIds);
    },
  };
}
