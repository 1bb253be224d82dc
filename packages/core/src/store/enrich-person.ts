import type { ProfileDetails } from '../domain/profile.js';
import { chunks, type Executor, type StoreDeps } from './executor.js';
import { numericInstagramId, rename } from './resolve-people.js';
import { flag, toBool } from './rows.js';

/** Ids per `in (..)` list. */
const BATCH = 500;

/** A person's enrichment, as a run may reuse it instead of buying it again. */
export interface PersonEnrichment {
  personId: string;
  username: string;
  enrichedAt: string;
  details: ProfileDetails;
}

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

/** A person row's enriched fields as `ProfileDetails`. */
export function personDetails(row: Record<string, unknown>): ProfileDetails {
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

/** The person of a row as a chunk of lookups finds it. */
export interface RowPerson {
  id: string;
  username: string;
  instagramUserId: string | null;
}

/**
 * Which people hold the Instagram ids a chunk of lookups reported, read once for the chunk
 * (`knownIds`): while `current`, a person's first id is written with its details, without
 * looking it up again. A rename or a merge makes it stale, and every later row of the chunk
 * looks its id up as it stands.
 */
export interface KnownIds {
  holders: Map<string, { id: string; username: string }>;
  /** People given their first id in this chunk: a second row of one is looked up as it stands. */
  given: Set<string>;
  current: boolean;
}

/** Who holds each of `ids` now (`KnownIds`). */
export async function knownIds(trx: Executor, userId: string, ids: readonly string[]): Promise<KnownIds> {
  const holders = new Map<string, { id: string; username: string }>();
  for (const batch of chunks([...new Set(ids)], BATCH)) {
    const rows = await trx
      .selectFrom('people')
      .select(['id', 'username', 'instagram_user_id'])
      .where('user_id', '=', userId)
      .where('instagram_user_id', 'in', batch)
      .execute();
    for (const row of rows)
      holders.set(row.instagram_user_id as string, { id: row.id, username: row.username });
  }
  return { holders, given: new Set(), current: true };
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
  person: RowPerson,
  details: ProfileDetails & { instagram_user_id?: string | null },
  at: string,
  known: KnownIds,
): Promise<string> {
  const id = numericInstagramId(details.instagram_user_id);
  let target = person.id;
  let firstId: { instagram_user_id: string } | undefined;
  // the common cases need no look-up: a lookup of the account the person is known as, and the
  // first id of a person nobody else holds it for (a typed username's first lookup)
  if (id && id !== person.instagramUserId) {
    if (
      known.current &&
      person.instagramUserId === null &&
      !known.holders.has(id) &&
      !known.given.has(person.id)
    ) {
      firstId = { instagram_user_id: id };
      known.holders.set(id, { id: person.id, username: person.username });
      known.given.add(person.id);
    } else {
      known.current = false;
      target = await attachInstagramId(trx, deps, userId, person.id, id, at);
    }
  }
  await trx
    .updateTable('people')
    .set({
      ...detailColumns(details),
      ...firstId,
      enrichment_status: 'enriched',
      enriched_at: at,
      updated_at: at,
    })
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
