import type { ProfileDetails } from '../domain/profile.js';
import type { Executor, StoreDeps } from './executor.js';
import { numericInstagramId, rename } from './resolve-people.js';
import { flag, toBool } from './rows.js';

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
