import { type Kysely, sql } from 'kysely';
import type { Engine } from '../executor.js';
import { columnTypes } from './column-types.js';

/**
 * People (issue 30): one Instagram account per user, keyed on its numeric id when a provider gave
 * it and on its username until then, with its enriched fields and `enriched_at`. A list's row
 * (`profiles`) becomes a membership of a person (`person_id`) keeping a copy of the person's
 * fields for the list's fast reads; a campaign holds each person once (`campaign_profiles.
 * person_id`, unique per campaign) with the campaign's own message for them (copied from the row
 * it held, as campaigns read it until now); do-not-contact entries name their person.
 *
 * Existing rows fold into people: rows with the same numeric id are one person, and rows with the
 * same username and no conflicting id join them (the newest enrichment is the person's). Two rows
 * of one person in one campaign fold into the one further along in outreach, the other's note and
 * outreach history moving onto it; nothing else is deleted.
 */
// biome-ignore lint/suspicious/noExplicitAny: a migration sees the schema as it was then.
export async function up(db: Kysely<any>, engine: Engine): Promise<void> {
  const t = columnTypes(engine);
  await db.schema
    .createTable('people')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('user_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('instagram_user_id', 'text')
    .addColumn('username', 'text', (c) => c.notNull())
    .addColumn('full_name', 'text')
    .addColumn('is_private', t.flag, (c) => c.notNull().defaultTo(t.flagDefault(false)))
    .addColumn('is_verified', t.flag, (c) => c.notNull().defaultTo(t.flagDefault(false)))
    .addColumn('profile_pic_url', 'text')
    .addColumn('posts_count', 'integer')
    .addColumn('followers_count', 'integer')
    .addColumn('follows_count', 'integer')
    .addColumn('following_count', 'integer')
    .addColumn('is_business_account', t.flag, (c) => c.notNull().defaultTo(t.flagDefault(false)))
    .addColumn('is_business', t.flag, (c) => c.notNull().defaultTo(t.flagDefault(false)))
    .addColumn('business_category', 'text')
    .addColumn('biography', 'text')
    .addColumn('email', 'text')
    .addColumn('phone', 'text')
    .addColumn('url', 'text')
    .addColumn('enrichment_status', 'text', (c) => c.notNull().defaultTo('pending'))
    .addColumn('enriched_at', t.timestamp)
    .addColumn('created_at', t.timestamp, (c) => c.notNull())
    .addColumn('updated_at', t.timestamp, (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('people_instagram_id')
    .unique()
    .on('people')
    .columns(['user_id', 'instagram_user_id'])
    .where(sql.ref('instagram_user_id'), 'is not', null)
    .execute();
  await db.schema.createIndex('people_username').on('people').columns(['user_id', 'username']).execute();

  await db.schema.alterTable('profiles').addColumn('person_id', 'text').execute();
  await db.schema.alterTable('campaign_profiles').addColumn('person_id', 'text').execute();
  // a campaign's message is the campaign's, no longer the list row's (a list's lead-review
  // message and a campaign's message of one person are two texts)
  await db.schema.alterTable('campaign_profiles').addColumn('message', 'text').execute();
  await db.schema
    .alterTable('campaign_profiles')
    .addColumn('message_processed', t.flag, (c) => c.notNull().defaultTo(t.flagDefault(false)))
    .execute();
  await sql`update campaign_profiles set
    message = (select p.message from profiles p where p.id = campaign_profiles.profile_id),
    message_processed = (select p.message_processed from profiles p where p.id = campaign_profiles.profile_id)`.execute(
    db,
  );
  await db.schema.alterTable('do_not_contact').addColumn('person_id', 'text').execute();
  await db.schema.alterTable('users').addColumn('freshness_days', 'integer').execute();
  await db.schema
    .alterTable('search_lists')
    .addColumn('profiles_reused', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();

  await foldRowsIntoPeople(db, engine);

  await db.schema
    .createIndex('profiles_person')
    .on('profiles')
    .columns(['person_id', 'search_list_id'])
    .execute();
  await sql`update campaign_profiles set person_id = (select p.person_id from profiles p
    where p.id = campaign_profiles.profile_id)`.execute(db);
  await foldCampaignMembers(db);
  await db.schema
    .createIndex('campaign_profiles_person')
    .unique()
    .on('campaign_profiles')
    .columns(['campaign_id', 'person_id'])
    .execute();
  await db.schema
    .createIndex('campaign_profiles_person_status')
    .on('campaign_profiles')
    .columns(['person_id', 'outreach_status'])
    .execute();
  await sql`update do_not_contact set person_id = (select min(pe.id) from people pe
    where pe.user_id = do_not_contact.user_id and pe.username = do_not_contact.username)`.execute(db);
  await db.schema.createIndex('do_not_contact_person').on('do_not_contact').column('person_id').execute();
}

/** A numeric Instagram id, or null (custom rows carry `custom_<username>`, which is none). */
const numericId = (value: unknown): string | null =>
  typeof value === 'string' && /^\d+$/.test(value) ? value : null;

const DETAIL_COLUMNS = [
  'full_name',
  'is_private',
  'is_verified',
  'profile_pic_url',
  'posts_count',
  'followers_count',
  'follows_count',
  'following_count',
  'is_business_account',
  'is_business',
  'business_category',
  'biography',
  'email',
  'phone',
  'url',
] as const;

const BATCH = 200;

// biome-ignore lint/suspicious/noExplicitAny: a migration sees the schema as it was then.
async function foldRowsIntoPeople(db: Kysely<any>, engine: Engine): Promise<void> {
  const rows: Record<string, unknown>[] = await db
    .selectFrom('profiles')
    .select([
      'id',
      'user_id',
      'username',
      'instagram_user_id',
      'enrichment_status',
      'enriched_at',
      'created_at',
    ])
    .select([...DETAIL_COLUMNS])
    // the newest settled row of a person gives the person its fields
    .orderBy('user_id')
    .orderBy(sql`enriched_at is null`)
    .orderBy('enriched_at', 'desc')
    .orderBy('created_at', 'desc')
    .orderBy('id')
    .execute();
  type Person = Record<string, unknown> & { id: string; instagram_user_id: string | null };
  const people: Person[] = [];
  const assigned: { id: string; person: string }[] = [];
  let user: unknown;
  let byId = new Map<string, Person>();
  let byName = new Map<string, Person[]>();
  for (const row of rows) {
    if (row.user_id !== user) {
      user = row.user_id;
      byId = new Map();
      byName = new Map();
    }
    const id = numericId(row.instagram_user_id);
    const username = String(row.username);
    let person = id ? byId.get(id) : undefined;
    person ??= (byName.get(username) ?? []).find(
      (p) => p.instagram_user_id === null || p.instagram_user_id === id,
    );
    if (!person) {
      const at = String(row.created_at);
      person = {
        id: crypto.randomUUID(),
        user_id: row.user_id,
        instagram_user_id: id,
        username,
        ...Object.fromEntries(DETAIL_COLUMNS.map((column) => [column, row[column]])),
        enrichment_status: row.enriched_at ? row.enrichment_status : 'pending',
        enriched_at: row.enriched_at ?? null,
        created_at: at,
        updated_at: at,
      };
      people.push(person);
      byName.set(username, [...(byName.get(username) ?? []), person]);
    } else if (id && person.instagram_user_id === null) {
      person.instagram_user_id = id;
    }
    if (id) byId.set(id, person);
    assigned.push({ id: String(row.id), person: person.id });
  }
  for (let i = 0; i < people.length; i += BATCH) {
    const batch = people.slice(i, i + BATCH).map((person) => ({
      ...person,
      ...(engine === 'postgres' && {
        is_private: Boolean(person.is_private),
        is_verified: Boolean(person.is_verified),
        is_business_account: Boolean(person.is_business_account),
        is_business: Boolean(person.is_business),
      }),
    }));
    await db.insertInto('people').values(batch).execute();
  }
  for (let i = 0; i < assigned.length; i += BATCH) {
    const batch = assigned.slice(i, i + BATCH);
    const values = sql.join(batch.map((row) => sql`(${row.id}, ${row.person})`));
    await sql`with v(id, person) as (values ${values})
      update profiles set person_id = (select v.person from v where v.id = profiles.id)
      where id in (select v.id from v)`.execute(db);
  }
}

/** How far along in outreach a status is: the member kept when two fold into one. */
const STATUS_RANK = ['queued', 'skipped', 'sent', 'replied', 'interested', 'lost', 'won'];
const CONTACTED = ['sent', 'replied', 'interested', 'won', 'lost'];
const RESPONDED = ['replied', 'interested', 'won', 'lost'];
const rank = (status: unknown) => STATUS_RANK.indexOf(String(status));

// biome-ignore lint/suspicious/noExplicitAny: a migration sees the schema as it was then.
async function foldCampaignMembers(db: Kysely<any>): Promise<void> {
  const duplicates: Record<string, unknown>[] = await db
    .selectFrom('campaign_profiles as cp')
    .innerJoin(
      (eb) =>
        eb
          .selectFrom('campaign_profiles')
          .select(['campaign_id', 'person_id'])
          .groupBy(['campaign_id', 'person_id'])
          .having((h) => h.fn.countAll(), '>', 1)
          .as('d'),
      (join) => join.onRef('d.campaign_id', '=', 'cp.campaign_id').onRef('d.person_id', '=', 'cp.person_id'),
    )
    .selectAll('cp')
    .orderBy('cp.campaign_id')
    .orderBy('cp.person_id')
    .orderBy('cp.sent_at')
    .orderBy('cp.profile_id')
    .execute();
  const groups = new Map<string, Record<string, unknown>[]>();
  for (const row of duplicates) {
    const key = `${row.campaign_id}\u0000${row.person_id}`;
    groups.set(key, [...(groups.get(key) ?? []), row]);
  }
  const campaigns = new Set<string>();
  for (const members of groups.values()) {
    const kept = members.reduce((best, row) =>
      rank(row.outreach_status) > rank(best.outreach_status) ? row : best,
    );
    const note = members
      .map((row) => row.note)
      .filter((value): value is string => typeof value === 'string' && value !== '')
      .filter((value, index, all) => all.indexOf(value) === index)
      .join('\n');
    const campaignId = String(kept.campaign_id);
    campaigns.add(campaignId);
    for (const row of members) {
      if (row === kept) continue;
      await db
        .updateTable('outreach_events')
        .set({ profile_id: kept.profile_id })
        .where('campaign_id', '=', campaignId)
        .where('profile_id', '=', row.profile_id)
        .execute();
      await db
        .deleteFrom('campaign_profiles')
        .where('campaign_id', '=', campaignId)
        .where('profile_id', '=', row.profile_id)
        .execute();
    }
    const opened =
      members
        .map((row) => row.opened_at)
        .filter(Boolean)
        .sort()[0] ?? null;
    // the kept lead's message, else the first one written of the others
    const written = members.find((row) => row.message !== null && row.message !== undefined) ?? kept;
    const source = kept.message !== null && kept.message !== undefined ? kept : written;
    await db
      .updateTable('campaign_profiles')
      .set({
        note: note === '' ? null : note,
        opened_at: kept.opened_at ?? opened,
        message: source.message ?? null,
        message_processed: source.message_processed,
      })
      .where('campaign_id', '=', campaignId)
      .where('profile_id', '=', kept.profile_id)
      .execute();
  }
  for (const campaignId of campaigns) {
    const members = (statuses: string[] | null) =>
      sql`(select count(*) from campaign_profiles where campaign_id = ${campaignId}${
        statuses ? sql` and outreach_status in (${sql.join(statuses)})` : sql``
      })`;
    await sql`update campaigns set profile_count = ${members(null)}, messages_sent = ${members(CONTACTED)},
      responses_received = ${members(RESPONDED)} where id = ${campaignId}`.execute(db);
  }
}
