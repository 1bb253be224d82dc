import { copyFileSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { testDatabase, testEngine } from '@leadgen/test-utils/core';
import SqliteDatabase from 'better-sqlite3';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MIGRATIONS } from '../migrate.js';
import { openStore, type Store } from '../open-store.js';
import { readTextArray } from '../rows.js';

/** What a release-11 database applies when it opens: this migration and every later one. */
const FROM_12 = MIGRATIONS.map((migration) => migration.version).filter((version) => version >= 12);

// A database made by the previous release (schema 11) with the CLI in demo mode: natgeo's
// followers discovered twice (60 rows each, the same people), a custom list of 3 usernames two
// of which are natgeo and nasa, a campaign from both natgeo lists (120 leads, 60 people) with a
// template populated, @jonas_ortiz marked sent, @hana_2005 replied, @thao.r skipped with a note
// and a lead-review message, @quiet_mason on do-not-contact.
const FIXTURE = new URL('./fixtures/release-11.db', import.meta.url).pathname;

/** Tables in the order their rows can be written (foreign keys), with what the fixture holds. */
const TABLES = [
  'users',
  'search_lists',
  'profiles',
  'campaigns',
  'campaign_profiles',
  'outreach_events',
  'do_not_contact',
  'credit_ledger',
  'jobs',
  'sessions',
  'webhook_events',
  'mail_outbox',
] as const;

const temp = mkdtempSync(join(tmpdir(), 'leadgen-0012-'));
afterAll(() => rmSync(temp, { recursive: true, force: true }));

/** The fixture's rows, table by table. */
function fixtureRows(): Map<string, Record<string, unknown>[]> {
  const source = new SqliteDatabase(FIXTURE, { readonly: true });
  try {
    return new Map(
      TABLES.map((table) => [
        table,
        source.prepare(`select * from ${table}`).all() as Record<string, unknown>[],
      ]),
    );
  } finally {
    source.close();
  }
}

/**
 * The fixture's rows written into a database of this test run's engine at schema 11 (as the
 * previous release made it), then opened by this release: the migration runs on both engines.
 */
async function migratedCopy(): Promise<{
  store: Store;
  drop(): Promise<void>;
  rows: Map<string, Record<string, unknown>[]>;
}> {
  const rows = fixtureRows();
  const { database, drop } = await testDatabase(join(temp, `copy-${Math.random()}.db`));
  const old = await openStore({ database, migrateTo: 11 });
  expect(old.migrated.at(-1)).toBe(11);
  const postgres = old.engine === 'postgres';
  for (const table of TABLES) {
    for (const row of rows.get(table) ?? []) {
      const values = { ...row } as Record<string, unknown>;
      if (postgres && table === 'search_lists')
        values.target_accounts = readTextArray(String(values.target_accounts));
      await old.db
        .insertInto(table as never)
        .values(values as never)
        .execute();
    }
  }
  if (postgres) {
    for (const table of ['credit_ledger', 'outreach_events']) {
      await sql`select setval(pg_get_serial_sequence(${table}, 'id'), (select coalesce(max(id), 1) from ${sql.table(table)}))`.execute(
        old.db,
      );
    }
  }
  await old.close();
  const store = await openStore({ database });
  return { store, drop, rows };
}

describe('migration 0012 (people)', () => {
  let store: Store;
  let drop: () => Promise<void>;
  let rows: Map<string, Record<string, unknown>[]>;
  beforeAll(async () => {
    ({ store, drop, rows } = await migratedCopy());
  });
  afterAll(async () => {
    await store.close();
    await drop();
  });

  const count = async (table: string) => {
    const row = await store.db
      .selectFrom(table as never)
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow();
    return Number(row.n);
  };

  it('applies on an existing database and keeps every row of every table but folded duplicates', async () => {
    expect(store.migrated).toEqual(FROM_12);
    for (const table of TABLES) {
      if (table === 'campaign_profiles') continue;
      expect([table, await count(table)]).toEqual([table, rows.get(table)?.length]);
    }
    // the ledger's balance is untouched
    const user = rows.get('users')?.[0] as { id: string; credits: number };
    expect(await store.ledger.balance(user.id)).toBe(Number(user.credits));
    expect(await store.ledger.sum(user.id)).toBe(Number(user.credits));
  });

  it('folds the rows of one account into one person, keeping each row and its message', async () => {
    const profiles = rows.get('profiles') ?? [];
    const usernames = new Set(profiles.map((row) => row.username));
    expect(await count('people')).toBe(usernames.size);
    const unlinked = await store.db
      .selectFrom('profiles')
      .select('id')
      .where('person_id', 'is', null)
      .execute();
    expect(unlinked).toEqual([]);
    // both natgeo lists' rows of one username are one person
    const people = await store.db
      .selectFrom('profiles')
      .select(['username', (eb) => eb.fn.count<number>('person_id').distinct().as('n')])
      .groupBy('username')
      .execute();
    expect(people.every((row) => Number(row.n) === 1)).toBe(true);
    // the lead-review message stays on its row
    const thao = profiles.find(
      (row) => row.username === 'thao.r' && row.message === 'Lead review note for thao.r',
    );
    expect(thao).toBeDefined();
    expect((await store.profiles.get(user(), String(thao?.id)))?.message).toBe('Lead review note for thao.r');
    // the person has the enrichment of its rows
    const person = await store.db
      .selectFrom('people')
      .selectAll()
      .where('username', '=', 'thao.r')
      .executeTakeFirstOrThrow();
    expect(person.enriched_at).not.toBeNull();
    expect(person.followers_count).toBe(thao?.followers_count);
  });

  function user(): string {
    return String(rows.get('users')?.[0]?.id);
  }

  it('keeps each person once per campaign, with the furthest outreach status, its note and history', async () => {
    const campaign = rows.get('campaigns')?.[0] as { id: string };
    const members = await store.campaignMembers.profiles(user(), campaign.id);
    expect(members).toHaveLength(60);
    expect(new Set(members.map((member) => member.username)).size).toBe(60);
    const status = Object.fromEntries(members.map((member) => [member.username, member.outreach_status]));
    expect(status).toMatchObject({ jonas_ortiz: 'sent', hana_2005: 'replied', 'thao.r': 'skipped' });
    const lead = await store.outreach.byUsername(user(), campaign.id, 'thao.r');
    expect(lead?.note).toBe('later');
    // the campaign's messages (populated from its template) are now the campaign's own
    expect(members.every((member) => member.message?.startsWith('Hi ') || member.username === 'thao.r')).toBe(
      true,
    );
    expect(members.find((member) => member.username === 'thao.r')?.message).toMatch(
      /^(Hi |Lead review note)/,
    );
    const saved = await store.campaigns.get(user(), campaign.id);
    expect(saved).toMatchObject({ profile_count: 60, messages_sent: 2, responses_received: 1 });
    // every status change is still there, and the last one can still be undone
    expect(await count('outreach_events')).toBe(3);
    expect((await store.outreach.undo(user(), campaign.id, String(lead?.profile_id)))?.lead.status).toBe(
      'queued',
    );
  });

  it('ties do-not-contact to its person', async () => {
    const entry = await store.db
      .selectFrom('do_not_contact')
      .selectAll()
      .where('username', '=', 'quiet_mason')
      .executeTakeFirstOrThrow();
    expect(entry.person_id).not.toBeNull();
    expect(await store.doNotContact.isBlocked(user(), 'quiet_mason')).toBe(true);
  });
});

describe.skipIf(testEngine !== 'sqlite')("the previous release's own database file", () => {
  it('opens, migrates once, and reads its lists and campaigns', async () => {
    const path = join(temp, 'release-11.db');
    copyFileSync(FIXTURE, path);
    const store = await openStore({ database: { kind: 'sqlite', path } });
    expect(store.migrated).toEqual(FROM_12);
    const [user] = await store.db.selectFrom('users').select('id').execute();
    const lists = await store.lists.list(String(user?.id));
    expect(lists).toHaveLength(3);
    for (const list of lists)
      expect(await store.profiles.total(String(user?.id), list.id)).toBe(list.profile_count);
    // migration 0013: everything the release made starts at version 1, and its saves check it
    expect(lists.every((list) => list.version === 1)).toBe(true);
    const [campaign] = await store.campaigns.list(String(user?.id));
    if (!campaign) throw new Error('the release-11 database holds a campaign');
    expect(campaign.version).toBe(1);
    const members = await store.campaignMembers.profiles(String(user?.id), campaign.id);
    expect(members.length).toBeGreaterThan(0);
    expect(members.every((member) => member.message_version === 1)).toBe(true);
    expect((await store.users.get(String(user?.id)))?.settings_version).toBe(1);
    // migrations 0015-0017: a list made before completeness was kept has none (it enriches as
    // before), no row is flagged new, and there are no watches
    for (const list of lists) expect(await store.lists.completeness(String(user?.id), list.id)).toEqual([]);
    const flags = await store.db.selectFrom('profiles').select('is_new').execute();
    expect(flags.length).toBeGreaterThan(0);
    expect(flags.filter((row) => Boolean(row.is_new))).toEqual([]);
    expect(await store.watches.list(String(user?.id))).toEqual([]);
    await store.close();
    const again = await openStore({ database: { kind: 'sqlite', path } });
    expect(again.migrated).toEqual([]);
    await again.close();
  });
});
