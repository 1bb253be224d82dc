import type { Insertable, Transaction } from 'kysely';
import type { ProfileDetails } from '../domain/profile.js';
import { chunks, type Executor, lockKey, type StoreDeps } from './executor.js';
import { flag, toBool } from './rows.js';
import type { Database, PeopleTable } from './schema.js';

/** Days a person's enrichment is reused without charge unless the user chose otherwise (issue 30). */
export const DEFAULT_FRESHNESS_DAYS = 30;

/** What a discovery or an import knows of an account before enrichment. */
export interface SeenAccount {
  username: string;
  instagram_user_id?: string | null;
  full_name?: string | null;
  is_private?: boolean;
  is_verified?: boolean;
  profile_pic_url?: string | null;
}

/** A person's enrichment, as a run may reuse it instead of buying it again. */
export interface PersonEnrichment {
  personId: string;
  username: string;
  enrichedAt: string;
  details: ProfileDetails;
}

/**
 * A numeric Instagram id, or null: discovery items carry it as `id`, `pk` or `user_id`; a custom
 * row's `custom_<username>` marker (spec §3) is no id.
 */
export const numericInstagramId = (value: string | null | undefined): string | null =>
  typeof value === 'string' && /^\d+$/.test(value) ? value : null;

const BATCH = 200;
const DAY_MS = 86_400_000;

/** Details as columns: booleans as the 0/1 both engines take. */
export function detailColumns(details: ProfileDetails) {
  const { is_private, is_verified, is_business_account, is_business, ...rest } = details;
  const { instagram_user_id: _id, ...fields } = rest as typeof rest & { instagram_user_id?: unknown };
  return {
    ...fields,
    ...(is_private !== undefined && { is_private: flag(is_private) }),
    ...(is_verified !== undefined && { is_verified: flag(is_verified) }),
    ...(is_business_account !== undefined && { is_business_account: flag(is_business_account) }),
    ...(is_business !== undefined && { is_business: flag(is_business) }),
  };
}

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

/**
 * The person of each account, in input order, in the caller's transaction (a discovery saving
 * its rows): the one with its numeric id; else, for an account without one (a typed username),
 * whoever has the username now, and for one with an id, a person known by the username only;
 * else a new person. A known id under a new username is a rename; an id seen for the first time
 * is written on the username's person.
 */
export async function resolvePeople(
  trx: Transaction<Database>,
  deps: StoreDeps,
  userId: string,
  accounts: readonly SeenAccount[],
): Promise<string[]> {
  await lockKey(trx, deps.engine, `people:${userId}`);
  const found: string[] = [];
  for (const batch of chunks(accounts, BATCH)) found.push(...(await resolveBatch(trx, deps, userId, batch)));
  return found;
}

type PersonRow = Awaited<ReturnType<ReturnType<typeof selectPeople>['execute']>>[number];

const selectPeople = (trx: Executor, userId: string) =>
  trx
    .selectFrom('people')
    .select(['id', 'username', 'instagram_user_id', 'updated_at'])
    .where('user_id', '=', userId);

async function resolveBatch(
  trx: Transaction<Database>,
  deps: StoreDeps,
  userId: string,
  batch: readonly SeenAccount[],
): Promise<string[]> {
  const at = deps.now().toISOString();
  const ids = [
    ...new Set(
      batch.map((account) => numericInstagramId(account.instagram_user_id)).filter((id) => id !== null),
    ),
  ];
  const names = [...new Set(batch.map((account) => account.username))];
  const known = await selectPeople(trx, userId)
    .where((eb) =>
      eb.or([eb('username', 'in', names), ...(ids.length > 0 ? [eb('instagram_user_id', 'in', ids)] : [])]),
    )
    .orderBy('updated_at', 'desc')
    .execute();
  const byId = new Map<string, PersonRow>();
  const byName = new Map<string, PersonRow[]>();
  const index = (person: PersonRow) => {
    if (person.instagram_user_id) byId.set(person.instagram_user_id, person);
    byName.set(person.username, [...(byName.get(person.username) ?? []), person]);
  };
  for (const person of known) index(person);
  const out: string[] = [];
  const created: Insertable<PeopleTable>[] = [];
  for (const account of batch) {
    const id = numericInstagramId(account.instagram_user_id);
    let person = id ? byId.get(id) : undefined;
    if (person && person.username !== account.username) {
      await rename(trx, userId, person.id, person.username, account.username, at);
      byName.set(
        person.username,
        (byName.get(person.username) ?? []).filter((p) => p !== person),
      );
      person.username = account.username;
      index(person);
    }
    if (!person) {
      // without an id (a typed username), whoever has the username now; with one, a person
      // known by the username only (or by the same id)
      person = (byName.get(account.username) ?? []).find(
        (candidate) =>
          id === null || candidate.instagram_user_id === null || candidate.instagram_user_id === id,
      );
      if (person && id && person.instagram_user_id === null) {
        await trx
          .updateTable('people')
          .set({ instagram_user_id: id, updated_at: at })
          .where('id', '=', person.id)
          .execute();
        person.instagram_user_id = id;
        index(person);
      }
    }
    if (!person) {
      person = { id: deps.newId(), username: account.username, instagram_user_id: id, updated_at: at };
      created.push({
        id: person.id,
        user_id: userId,
        instagram_user_id: id,
        username: account.username,
        full_name: account.full_name ?? null,
        is_private: flag(account.is_private),
        is_verified: flag(account.is_verified),
        profile_pic_url: account.profile_pic_url ?? null,
        created_at: at,
        updated_at: at,
      });
      index(person);
    }
    out.push(person.id);
  }
  if (created.length > 0) {
    await trx.insertInto('people').values(created).execute();
    // a do-not-contact entry made before its person was found now follows the person
    await trx
      .updateTable('do_not_contact')
      .set((eb) => ({
        person_id: eb
          .selectFrom('people')
          .select((p) => p.fn.min('people.id').as('id'))
          .where('people.user_id', '=', userId)
          .whereRef('people.username', '=', 'do_not_contact.username'),
      }))
      .where('user_id', '=', userId)
      .where('person_id', 'is', null)
      .where(
        'username',
        'in',
        created.map((person) => person.username),
      )
      .execute();
  }
  return out;
}

/**
 * A person now known by another username: the person, its list rows (but where the list already
 * holds a row of that username) and its do-not-contact entry take the new name; the lists holding
 * them are bumped, so cached reads see it.
 */
export async function rename(
  trx: Executor,
  userId: string,
  personId: string,
  from: string,
  to: string,
  at: string,
): Promise<void> {
  if (from === to) return;
  await trx.updateTable('people').set({ username: to, updated_at: at }).where('id', '=', personId).execute();
  await trx
    .updateTable('profiles')
    .set({ username: to })
    .where('person_id', '=', personId)
    .where('user_id', '=', userId)
    .where(({ not, exists, selectFrom }) =>
      not(
        exists(
          selectFrom('profiles as taken')
            .select('taken.id')
            .whereRef('taken.search_list_id', '=', 'profiles.search_list_id')
            .where('taken.username', '=', to),
        ),
      ),
    )
    .execute();
  await trx
    .updateTable('search_lists')
    .set((eb) => ({ data_version: eb('data_version', '+', 1) }))
    .where('user_id', '=', userId)
    .where('id', 'in', (eb) =>
      eb.selectFrom('profiles').select('search_list_id').where('person_id', '=', personId),
    )
    .execute();
  await trx
    .updateTable('do_not_contact')
    .set({ username: to })
    .where('user_id', '=', userId)
    .where('person_id', '=', personId)
    .where(({ not, exists, selectFrom }) =>
      not(
        exists(
          selectFrom('do_not_contact as taken')
            .select('taken.username')
            .where('taken.user_id', '=', userId)
            .where('taken.username', '=', to),
        ),
      ),
    )
    .execute();
}

/** A person row's enriched fields as `ProfileDetails`. */
function personDetails(row: Record<string, unknown>): ProfileDetails {
  const count = (value: unknown) => (value === null || value === undefined ? null : Number(value));
  const text = (value: unknown) => (value === null || value === undefined ? null : String(value));
  return {
    full_name: text(row.full_name),
    profile_pic_url: text(row.profile_pic_url),
    posts_count: count(row.posts_count),
    followers_count: count(row.followers_count),
    follows_count: count(row.follows_count),
    following_count: count(row.following_count),
    is_private: toBool(row.is_private),
    is_verified: toBool(row.is_verified),
    is_business_account: toBool(row.is_business_account),
    is_business: toBool(row.is_business),
    business_category: text(row.business_category),
    biography: text(row.biography),
    email: text(row.email),
    phone: text(row.phone),
    url: text(row.url),
  };
}

/**
 * Writes a lookup's details on the person of a row (issue 30: enriched fields live on the
 * person) and returns the person's id: the id the lookup reported is written on the person; when
 * another person already has it (the same account first known by another username), this person
 * folds into that one, which takes this username; when this person has another id (the username
 * now belongs to another account), the lookup is of a new person, whose id is returned for the
 * row to name.
 */
export async function enrichPerson(
  trx: Executor,
  deps: Pick<StoreDeps, 'newId'>,
  userId: string,
  person: { id: string; instagramUserId: string | null },
  details: ProfileDetails & { instagram_user_id?: string | null },
  at: string,
): Promise<string> {
  const id = numericInstagramId(details.instagram_user_id);
  // the common case, a lookup of the account the person is known as, needs no look-up of ids
  const target =
    id && id !== person.instagramUserId
      ? await attachInstagramId(trx, deps, userId, person.id, id, at)
      : person.id;
  await trx
    .updateTable('people')
    .set({ ...detailColumns(details), enrichment_status: 'enriched', enriched_at: at, updated_at: at })
    .where('id', '=', target)
    .where('user_id', '=', userId)
    .execute();
  return target;
}

async function attachInstagramId(
  trx: Executor,
  deps: Pick<StoreDeps, 'newId'>,
  userId: string,
  personId: string,
  id: string,
  at: string,
): Promise<string> {
  const [holder, self] = await Promise.all([
    trx
      .selectFrom('people')
      .select(['id', 'username'])
      .where('user_id', '=', userId)
      .where('instagram_user_id', '=', id)
      .executeTakeFirst(),
    trx
      .selectFrom('people')
      .select(['username', 'instagram_user_id'])
      .where('id', '=', personId)
      .where('user_id', '=', userId)
      .executeTakeFirst(),
  ]);
  if (!self || holder?.id === personId) return personId;
  if (!holder && self.instagram_user_id === null) {
    await trx.updateTable('people').set({ instagram_user_id: id }).where('id', '=', personId).execute();
    return personId;
  }
  if (!holder) {
    // the username now names another account than the one this person is: a new person
    const person = deps.newId();
    await trx
      .insertInto('people')
      .values({
        id: person,
        user_id: userId,
        instagram_user_id: id,
        username: self.username,
        created_at: at,
        updated_at: at,
      })
      .execute();
    return person;
  }
  // the account is known by its id under another username: it goes by this one now
  if (self.instagram_user_id === null) await mergePerson(trx, userId, personId, holder.id);
  await rename(trx, userId, holder.id, holder.username, self.username, at);
  return holder.id;
}

/**
 * Folds person `from` into `to`: its list rows and do-not-contact entries name `to`, and its
 * campaign memberships where the campaign does not hold `to` already (a campaign holding both
 * keeps both leads, as it had them), and it goes.
 */
async function mergePerson(trx: Executor, userId: string, from: string, to: string): Promise<void> {
  await trx
    .updateTable('profiles')
    .set({ person_id: to })
    .where('person_id', '=', from)
    .where('user_id', '=', userId)
    .execute();
  await trx
    .updateTable('campaign_profiles')
    .set({ person_id: to })
    .where('person_id', '=', from)
    .where('campaign_id', 'not in', (eb) =>
      eb.selectFrom('campaign_profiles as held').select('held.campaign_id').where('held.person_id', '=', to),
    )
    .execute();
  await trx
    .updateTable('do_not_contact')
    .set({ person_id: to })
    .where('person_id', '=', from)
    .where('user_id', '=', userId)
    .execute();
  await trx.deleteFrom('people').where('id', '=', from).where('user_id', '=', userId).execute();
}
