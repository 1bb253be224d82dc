import type { EnrichmentStatus, Profile, ProfileDetails } from '../domain/profile.js';
import {
  detailColumns,
  enrichPerson,
  knownIds,
  type PersonEnrichment,
  type RowPerson,
} from './enrich-person.js';
import { chunks, clampLimit, type Executor, inTransaction, type StoreDeps } from './executor.js';
import { addVisible, bumpListsOf, pendingByList } from './list-counters.js';
import { numericInstagramId } from './resolve-people.js';
import { toProfile } from './rows.js';
import { pendingProfile } from './visible-profile.js';

/** The outcome of enriching one row: its details, or why it kept its basic data only. */
export type EnrichmentOutcome =
  | { id: string; status: 'enriched'; details: ProfileDetails & { instagram_user_id?: string | null } }
  | { id: string; status: Exclude<EnrichmentStatus, 'enriched' | 'pending'>; error: string };

/** A row waiting for enrichment: what a run looks up, and whose person it is. */
export interface PendingRow {
  id: string;
  username: string;
  person_id: string | null;
}

const PAGE_MAX = 1000;
const BATCH = 500;

/**
 * A list's enrichment queue (DESIGN.md §5): the rows a run discovered and has not settled, hidden
 * from everyone but the run (`pendingProfile`), and the writes that settle them: a lookup's
 * outcome, written on the row and on its person (issue 30: enriched fields live on the person,
 * every visible row of the person copying them), or a person's fresh enrichment reused at no
 * charge. Every method is scoped to `userId`.
 */
export function enrichmentQueueRepository(db: Executor, deps: StoreDeps) {
  return {
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
    async pendingRows(userId: string, listId: string): Promise<PendingRow[]> {
      return db
        .selectFrom('profiles')
        .select(['id', 'username', 'person_id'])
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
     * Records enrichment outcomes (spec §7 "update enrichment fields"): details for enriched
     * rows, written on their person too, whose other visible rows take them; status and reason
     * for rows that keep their basic data (their person keeps what it had). Every row gets
     * `enriched_at`, so a resumed run skips it.
     */
    async recordEnrichment(userId: string, outcomes: readonly EnrichmentOutcome[]): Promise<number> {
      const at = deps.now().toISOString();
      const ids = outcomes.map((outcome) => outcome.id);
      return inTransaction(db, async (trx) => {
        // rows this call settles become visible: each list's shown count grows by them
        const settled = await pendingByList(trx, userId, ids);
        const people = await personOf(trx, userId, ids);
        const known = await knownIds(
          trx,
          userId,
          outcomes.flatMap((outcome) => {
            const id = outcome.status === 'enriched' && numericInstagramId(outcome.details.instagram_user_id);
            return id && id !== people.get(outcome.id)?.instagramUserId ? [id] : [];
          }),
        );
        let updated = 0;
        const enrichedPeople = new Map<string, { row: string; details: ProfileDetails }>();
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
          const person = people.get(outcome.id);
          if (outcome.status === 'enriched' && person) {
            const target = await enrichPerson(trx, deps, userId, person, outcome.details, at, known);
            const personId = person.id;
            // the lookup found the row's account to be another person than it named
            if (target !== personId)
              await trx
                .updateTable('profiles')
                .set({ person_id: target })
                .where('id', '=', outcome.id)
                .execute();
            enrichedPeople.set(target, { row: outcome.id, details: outcome.details });
          }
        }
        for (const [listId, count] of settled) await addVisible(trx, listId, count);
        const synced = await syncPeopleRows(trx, userId, enrichedPeople);
        await bumpListsOf(trx, userId, [...ids, ...synced]);
        return updated;
      });
    },

    /**
     * Settles rows from their people's fresh enrichment (issue 30: never pay twice): each row
     * takes its person's fields and `enriched_at`, at no charge, and the list counts them as
     * reused. Rows already settled, or whose person is not in `fresh`, are left alone. Returns
     * how many were settled.
     */
    async settleFromPeople(
      userId: string,
      listId: string,
      rows: readonly PendingRow[],
      fresh: ReadonlyMap<string, PersonEnrichment>,
    ): Promise<number> {
      return inTransaction(db, async (trx) => {
        let settled = 0;
        for (const row of rows) {
          const person = row.person_id ? fresh.get(row.person_id) : undefined;
          if (!person) continue;
          const result = await trx
            .updateTable('profiles')
            .set({
              ...detailColumns(person.details),
              enrichment_status: 'enriched',
              enrichment_error: null,
              enriched_at: person.enrichedAt,
            })
            .where('id', '=', row.id)
            .where('user_id', '=', userId)
            .where('search_list_id', '=', listId)
            .where(pendingProfile())
            .executeTakeFirst();
          settled += Number(result.numUpdatedRows);
        }
        if (settled > 0) {
          await addVisible(trx, listId, settled);
          await trx
            .updateTable('search_lists')
            .set((eb) => ({
              profiles_reused: eb('profiles_reused', '+', settled),
              data_version: eb('data_version', '+', 1),
            }))
            .where('id', '=', listId)
            .where('user_id', '=', userId)
            .execute();
        }
        return settled;
      });
    },
  };
}

/** The person of each of these rows, with the numeric id it is known by, by row id. */
async function personOf(
  trx: Executor,
  userId: string,
  rowIds: readonly string[],
): Promise<Map<string, RowPerson>> {
  const people = new Map<string, RowPerson>();
  for (const batch of chunks(rowIds, BATCH)) {
    const rows = await trx
      .selectFrom('profiles')
      .innerJoin('people', 'people.id', 'profiles.person_id')
      .select(['profiles.id', 'people.id as person_id', 'people.username', 'people.instagram_user_id'])
      .where('profiles.id', 'in', batch)
      .where('profiles.user_id', '=', userId)
      .execute();
    for (const row of rows)
      people.set(row.id, {
        id: row.person_id,
        username: row.username,
        instagramUserId: row.instagram_user_id,
      });
  }
  return people;
}

/**
 * The other visible rows of people just enriched take their new fields (a person's fields are
 * the same in every list). Returns those rows' ids, whose lists' caches must move on.
 */
async function syncPeopleRows(
  trx: Executor,
  userId: string,
  enriched: ReadonlyMap<string, { row: string; details: ProfileDetails }>,
): Promise<string[]> {
  const written = new Set([...enriched.values()].map((entry) => entry.row));
  const others = new Map<string, string[]>();
  for (const batch of chunks([...enriched.keys()], BATCH)) {
    const rows = await trx
      .selectFrom('profiles')
      .select(['id', 'person_id'])
      .where('person_id', 'in', batch)
      .where('user_id', '=', userId)
      .where('enriched_at', 'is not', null)
      .execute();
    for (const row of rows) {
      if (written.has(row.id)) continue;
      const person = row.person_id as string;
      others.set(person, [...(others.get(person) ?? []), row.id]);
    }
  }
  for (const [person, rows] of others) {
    const details = enriched.get(person)?.details ?? {};
    await trx
      .updateTable('profiles')
      .set({ ...detailColumns(details), enrichment_status: 'enriched', enrichment_error: null })
      .where('id', 'in', rows)
      .execute();
  }
  return [...others.values()].flat();
}
