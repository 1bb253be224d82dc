import { type RawBuilder, type SqlBool, sql } from 'kysely';
import { isContacted, isResponse, OUTREACH_STATUSES } from '../domain/outreach-status.js';
import type { Executor } from './executor.js';

// Who counts as contacted, once: the domain's rule (`isContacted`: a lead marked sent or beyond)
// and the queries every repository asks it with, side by side. A person is not to be contacted
// again when messaged in one of the user's campaigns or on the user's do-not-contact list (issue
// 30: outreach follows the person, through renames), or when a do-not-contact username names
// them before any person is known by it.

export { isContacted };

/** The outreach statuses that count as contacted (and as a campaign's 'messages sent'). */
export const CONTACTED = OUTREACH_STATUSES.filter(isContacted);

/** The outreach statuses counted as a campaign's 'responses' (each also counts as contacted). */
export const RESPONDED = OUTREACH_STATUSES.filter(isResponse);

/**
 * The people not to contact again: marked contacted in one of the user's campaigns other than
 * `exceptCampaign` (the one being edited), or on the user's do-not-contact list.
 */
const contactedPeople = (db: Executor, userId: string, exceptCampaign?: string) =>
  db
    .selectFrom('campaign_profiles as cp')
    .innerJoin('campaigns as c', 'c.id', 'cp.campaign_id')
    .select('cp.person_id')
    .where('c.user_id', '=', userId)
    .where('cp.outreach_status', 'in', CONTACTED)
    .where('cp.person_id', 'is not', null)
    .$if(exceptCampaign !== undefined, (q) => q.where('c.id', '!=', exceptCampaign as string))
    .union(
      db
        .selectFrom('do_not_contact as dnc')
        .select('dnc.person_id')
        .where('dnc.user_id', '=', userId)
        .where('dnc.person_id', 'is not', null),
    );

/** Do-not-contact usernames no person is known by yet: they match by username until one is. */
const blockedNames = (db: Executor, userId: string) =>
  db
    .selectFrom('do_not_contact as dnc')
    .select('dnc.username')
    .where('dnc.user_id', '=', userId)
    .where('dnc.person_id', 'is', null);

/**
 * Whether the row of `table` (a profiles row or alias) is of a person not to be contacted again,
 * as SQL (`contactedPeople`, or a blocked username with no person yet); the people are gathered
 * once per query.
 */
export const contactedTerm = (
  db: Executor,
  userId: string,
  options: { table?: string; exceptCampaign?: string } = {},
): RawBuilder<SqlBool> => {
  const table = options.table ?? 'profiles';
  return sql<SqlBool>`(${sql.ref(`${table}.person_id`)} in (${contactedPeople(db, userId, options.exceptCampaign)})
    or ${sql.ref(`${table}.username`)} in (${blockedNames(db, userId)}))`;
};

/** What `readContacted` read: the people, and the blocked usernames no person is known by yet. */
export interface ContactedSets {
  people: readonly string[];
  usernames: readonly string[];
}

/** Reads who is not to be contacted again (other than in `exceptCampaign`), for a check in memory. */
export async function readContacted(
  db: Executor,
  userId: string,
  exceptCampaign?: string,
): Promise<ContactedSets> {
  const [people, names] = await Promise.all([
    contactedPeople(db, userId, exceptCampaign).execute(),
    blockedNames(db, userId).execute(),
  ]);
  return {
    people: people.map((row) => row.person_id as string),
    usernames: names.map((row) => row.username),
  };
}

/**
 * The same rule in memory over what `readContacted` read: a row is contacted when its person is
 * (a row with no person stands for itself), or its username is blocked.
 */
export function contactedMatcher(
  sets: ContactedSets,
): (row: { person: string; username: string }) => boolean {
  const people = new Set(sets.people);
  const usernames = new Set(sets.usernames);
  return (row) => people.has(row.person) || usernames.has(row.username);
}
