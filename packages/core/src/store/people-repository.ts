import { type PersonEnrichment, personDetails } from './enrich-person.js';
import type { Executor, StoreDeps } from './executor.js';
import { chunks } from './executor.js';

/** Days a person's enrichment is reused without charge unless the user chose otherwise (issue 30). */
export const DEFAULT_FRESHNESS_DAYS = 30;

const DAY_MS = 86_400_000;

/**
 * People (issue 30, DESIGN.md §3): one Instagram account per user, keyed on its numeric id when
 * any provider gave it and on its username until then. A rename seen later (the same id under a
 * new username) updates the person, its list rows and its do-not-contact entry, so outreach
 * follows the person. Every method is scoped to `userId`; writes for one user run one at a time
 * (`lockKey`), so two runs never make the same person twice.
 */
export function peopleRepository(db: Executor, deps: StoreDeps) {
  const now = () => deps.now().toISOString();

  return {
    /**
     * The enrichment of these people fresher than `since` (ISO), by person id: what a run reuses
     * at no charge. Only enriched people count (a miss is looked up again).
     */
    async freshEnrichment(
      userId: string,
      personIds: readonly string[],
      since: string,
    ): Promise<Map<string, PersonEnrichment>> {
      const fresh = new Map<string, PersonEnrichment>();
      for (const batch of chunks([...new Set(personIds)], 500)) {
        const rows = await db
          .selectFrom('people')
          .selectAll()
          .where('user_id', '=', userId)
          .where('id', 'in', batch)
          .where('enrichment_status', '=', 'enriched')
          .where('enriched_at', '>=', since)
          .execute();
        for (const row of rows) {
          fresh.set(row.id, {
            personId: row.id,
            username: row.username,
            enrichedAt: String(row.enriched_at),
            details: personDetails(row),
          });
        }
      }
      return fresh;
    },

    /** How many of these people have enrichment fresher than `since`: what an estimate counts. */
    /**
     * Holds these people's rows until the transaction ends, so two transactions that enrich the
     * same person commit one after the other and the second sees the first's enrichment. Only
     * PostgreSQL needs it (rows locked in id order, so two overlapping sets never deadlock):
     * SQLite's write transactions already run one at a time.
     */
    async lock(userId: string, personIds: readonly string[]): Promise<void> {
      if (deps.engine !== 'postgres') return;
      for (const batch of chunks([...new Set(personIds)].sort(), 500)) {
        await db
          .selectFrom('people')
          .select('id')
          .where('user_id', '=', userId)
          .where('id', 'in', batch)
          .orderBy('id')
          .forUpdate()
          .execute();
      }
    },

    async countFresh(userId: string, personIds: readonly string[], since: string): Promise<number> {
      return (await this.freshEnrichment(userId, personIds, since)).size;
    },

    /** The people (ids) with these usernames now, for an estimate of a custom list. */
    async idsByUsername(userId: string, usernames: readonly string[]): Promise<string[]> {
      const ids: string[] = [];
      for (const batch of chunks([...new Set(usernames)], 500)) {
        const rows = await db
          .selectFrom('people')
          .select('id')
          .where('user_id', '=', userId)
          .where('username', 'in', batch)
          .execute();
        ids.push(...rows.map((row) => row.id));
      }
      return ids;
    },

    /**
     * The people found before from these targets (followers or followings), by person id: what
     * a discovery of them will find again.
     */
    async foundFrom(userId: string, targets: readonly string[], type: string): Promise<string[]> {
      if (targets.length === 0) return [];
      const rows = await db
        .selectFrom('profiles')
        .select('person_id')
        .distinct()
        .where('user_id', '=', userId)
        .where('source_username', 'in', [...targets])
        .where('connection_type', '=', type)
        .where('person_id', 'is not', null)
        .execute();
      return rows.map((row) => row.person_id as string);
    },

    /** The user's freshness window in days: reuse enrichment younger than this (issue 30). */
    async freshnessDays(userId: string): Promise<number> {
      const row = await db
        .selectFrom('users')
        .select('freshness_days')
        .where('id', '=', userId)
        .executeTakeFirst();
      return row?.freshness_days ?? DEFAULT_FRESHNESS_DAYS;
    },

    /** The oldest enrichment still fresh for the user now (ISO): `freshnessDays` ago. */
    async freshSince(userId: string): Promise<string> {
      const days = await this.freshnessDays(userId);
      return new Date(deps.now().getTime() - days * DAY_MS).toISOString();
    },

    /**
     * Saves the freshness window (null: back to the default) and bumps `settings_version`; with
     * `expectedVersion`, only over that version (issue 31). False when stale or missing.
     */
    async setFreshnessDays(
      userId: string,
      days: number | null,
      options: { expectedVersion?: number } = {},
    ): Promise<boolean> {
      const { expectedVersion } = options;
      const result = await db
        .updateTable('users')
        .set((eb) => ({
          freshness_days: days,
          settings_version: eb('settings_version', '+', 1),
          updated_at: now(),
        }))
        .where('id', '=', userId)
        .$if(expectedVersion !== undefined, (q) =>
          q.where('settings_version', '=', expectedVersion as number),
        )
        .executeTakeFirst();
      return result.numUpdatedRows > 0n;
    },
  };
}

export type PeopleRepository = ReturnType<typeof peopleRepository>;
