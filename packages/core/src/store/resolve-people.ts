import type { Insertable, Transaction } from 'kysely';
import { insertInChunks } from './bulk-insert.js';
import { chunks, type Executor, lockKey, type StoreDeps } from './executor.js';
import { flag } from './rows.js';
import type { Database, PeopleTable } from './schema.js';

/** What a discovery or an import knows of an account before enrichment. */
export interface SeenAccount {
  username: string;
  instagram_user_id?: string | null;
  full_name?: string | null;
  is_private?: boolean;
  is_verified?: boolean;
  profile_pic_url?: string | null;
}

/**
 * A numeric Instagram id, or null: discovery items carry it as `id`, `pk` or `user_id`; a custom
 * row's `custom_<username>` marker (spec §3) is no id.
 */
export const numericInstagramId = (value: string | null | undefined): string | null =>
  typeof value === 'string' && /^\d+$/.test(value) ? value : null;

/** Accounts looked up per round: each round's usernames and ids are one `in (..)` list each. */
const BATCH = 1000;

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
  // a do-not-contact entry made before its person was found waits for the person (most users
  // have none: then no round looks for them)
  const waiting = await trx
    .selectFrom('do_not_contact')
    .select('username')
    .where('user_id', '=', userId)
    .where('person_id', 'is', null)
    .limit(1)
    .executeTakeFirst();
  const found: string[] = [];
  for (const batch of chunks(accounts, BATCH))
    found.push(...(await resolveBatch(trx, deps, userId, batch, waiting !== undefined)));
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
  entriesWaiting: boolean,
): Promise<string[]> {
  const at = deps.now().toISOString();
  const ids = [
    ...new Set(
      batch.map((account) => numericInstagramId(account.instagram_user_id)).filter((id) => id !== null),
    ),
  ];
  const names = [...new Set(batch.map((account) => account.username))];
  // Two look-ups, each on its own index (people_username, people_instagram_id): one query with
  // `username in (..) or instagram_user_id in (..)` is answered by SQLite from (user_id) alone,
  // reading every person of the user for every batch (quadratic in the people saved).
  const [byNames, byIds] = await Promise.all([
    selectPeople(trx, userId).where('username', 'in', names).execute(),
    ids.length > 0 ? selectPeople(trx, userId).where('instagram_user_id', 'in', ids).execute() : [],
  ]);
  const known = [...new Map([...byNames, ...byIds].map((person) => [person.id, person])).values()].sort(
    (a, b) => (a.updated_at < b.updated_at ? 1 : a.updated_at > b.updated_at ? -1 : 0),
  );
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
  await insertInChunks(trx, created, (chunk) => trx.insertInto('people').values(chunk));
  if (entriesWaiting && created.length > 0) {
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
