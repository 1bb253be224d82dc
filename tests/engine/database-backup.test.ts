// `leadgen db backup` and `db restore` in core (issue 33): backups taken while a discovery run
// enriches and charges (the real Apify adapter on the sandbox, a SQLite file), each one a
// consistent point of the run: integrity_check passes, the file is 0600, and restored it is a
// database whose every balance equals its ledger. Restore refuses what is not a Leadgen database,
// a newer schema and a database a worker is running a job on, and keeps what it replaces.

import { statSync, writeFileSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import {
  type BackupResult,
  backupDatabase,
  type DatabaseLocation,
  discoverHandler,
  MIGRATIONS,
  restoreDatabase,
} from '@leadgen/core';
import { LeadgenError, messages, ValidationError } from '@leadgen/core/domain';
import { openStore, type Store } from '@leadgen/core/store';
import { createTestUser, discoverPayload } from '@leadgen/test-utils/core';
import SqliteDatabase from 'better-sqlite3';
import { sql } from 'kysely';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { rejection, SESSION_ID, sandboxScraper, startRunSandbox, testRun } from './run-harness.js';

let sandbox: Awaited<ReturnType<typeof startRunSandbox>>;
beforeAll(async () => {
  sandbox = await startRunSandbox();
});
afterAll(() => sandbox.stop());

let dir: string;
beforeEach(async () => {
  dir = await mkdtemp(join(tmpdir(), 'leadgen-backup-'));
});
afterEach(() => rm(dir, { recursive: true, force: true }));

const sqliteAt = (path: string): DatabaseLocation => ({ kind: 'sqlite', path });
const LATEST = MIGRATIONS.at(-1)?.version ?? 0;

/** A SQLite file with a user holding 20 credits. */
async function fundedFile(path: string): Promise<{ store: Store; userId: string }> {
  const store = await openStore({ database: sqliteAt(path) });
  const user = await createTestUser(store, 'runner@example.com');
  await store.ledger.grant(user.id, { millicredits: 19_500, reason: 'test', ref: 'test:grant' });
  return { store, userId: user.id };
}

/** Each user's cached balance beside the sum of their ledger rows, and the charges for enrichment. */
async function ledgerCheck(store: Store) {
  const users = await store.db.selectFrom('users').select(['id', 'credits']).execute();
  const sums = await store.db
    .selectFrom('credit_ledger')
    .select(['user_id', sql<number>`sum(delta)`.as('total')])
    .groupBy('user_id')
    .execute();
  const charges = await store.db
    .selectFrom('credit_ledger')
    .select(sql<number>`count(*)`.as('n'))
    .where('ref', 'like', 'enrich:%')
    .executeTakeFirstOrThrow();
  return {
    balances: Object.fromEntries(users.map((user) => [user.id, Number(user.credits)])),
    ledgers: Object.fromEntries(sums.map((row) => [row.user_id, Number(row.total)])),
    charges: Number(charges.n),
  };
}

describe('a backup of a SQLite database', () => {
  it('taken while a discovery run writes, is consistent, 0600 and restores to balances that equal the ledger', async () => {
    const path = join(dir, 'leadgen.db');
    const { store, userId } = await fundedFile(path);
    const handler = discoverHandler({ store, scraper: sandboxScraper(sandbox), timeZone: 'UTC' });
    const backups: Promise<BackupResult>[] = [];
    // a backup at each progress event of the enrichment step, started beside the run, not awaited
    const payload = discoverPayload({
      targets: ['natgeo'],
      type: 'followers',
      max: 400,
      sessionId: SESSION_ID,
    });
    const run = testRun(userId, 'discover', payload, (update) => {
      if (update.step === messages.stepEnriching && backups.length < 6)
        backups.push(backupDatabase(sqliteAt(path), join(dir, `during-${backups.length}.db`)));
    });
    const result = await handler(run.context);
    const taken = await Promise.all(backups);
    expect(taken.length).toBeGreaterThanOrEqual(3);
    const final = await ledgerCheck(store);
    expect(final.charges).toBe(result.enriched);
    await store.close();

    const charged: number[] = [];
    for (const backup of taken) {
      expect(statSync(backup.path).mode & 0o777).toBe(0o600);
      expect(backup).toMatchObject({ version: LATEST, bytes: statSync(backup.path).size });
      const check = new SqliteDatabase(backup.path, { readonly: true });
      expect(check.pragma('integrity_check', { simple: true })).toBe('ok');
      expect(check.pragma('foreign_key_check')).toEqual([]);
      check.close();

      const restoredPath = join(dir, `restored-${charged.length}.db`);
      const restored = await restoreDatabase(sqliteAt(restoredPath), backup.path);
      expect(restored).toMatchObject({ kept: null, version: LATEST, migrated: [] });
      const copy = await openStore({ database: sqliteAt(restoredPath), create: 'nothing' });
      const ledger = await ledgerCheck(copy);
      expect(ledger.balances).toEqual(ledger.ledgers);
      charged.push(ledger.charges);
      await copy.close();
    }
    // the run went on between the backups: they hold the run at different points, mid-run
    expect(new Set(charged).size).toBeGreaterThan(1);
    expect(Math.min(...charged)).toBeLessThan(result.enriched);
  }, 60_000);

  it('refuses to overwrite a file unless forced, and leaves no temp file behind', async () => {
    const path = join(dir, 'leadgen.db');
    const { store } = await fundedFile(path);
    await store.close();
    const target = join(dir, 'backup.db');
    writeFileSync(target, 'mine');
    const refused = await rejection(backupDatabase(sqliteAt(path), target));
    expect(refused).toBeInstanceOf(ValidationError);
    expect(refused.message).toBe(messages.backupExists(target));
    expect(statSync(target).size).toBe(4);

    const forced = await backupDatabase(sqliteAt(path), target, { force: true });
    expect(forced.bytes).toBeGreaterThan(4);
    expect(statSync(target).mode & 0o777).toBe(0o600);
    const { readdirSync } = await import('node:fs');
    expect(readdirSync(dir).filter((name) => name.endsWith('.tmp'))).toEqual([]);
  });

  it('on PostgreSQL refuses, naming pg_dump', async () => {
    const refused = await rejection(
      backupDatabase({ kind: 'postgres', url: 'postgres://leadgen@db.internal/leadgen' }, join(dir, 'x.db')),
    );
    expect(refused).toBeInstanceOf(ValidationError);
    expect(refused.message).toContain('pg_dump');
  });
});

describe('restoring a backup', () => {
  it('keeps the replaced database (0600) and migrates an older backup', async () => {
    const path = join(dir, 'leadgen.db');
    const { store, userId } = await fundedFile(path);
    await store.close();
    // an older release's database, with a user of its own
    const oldPath = join(dir, 'old.db');
    const old = await openStore({ database: sqliteAt(oldPath), migrateTo: 11 });
    await createTestUser(old, 'old@example.com');
    await old.close();
    const backup = await backupDatabase(sqliteAt(oldPath), join(dir, 'old-backup.db'));
    expect(backup.version).toBe(11);

    const now = () => new Date('2026-11-28T14:49:50.123Z');
    const restored = await restoreDatabase(sqliteAt(path), backup.path, { now });
    expect(restored).toMatchObject({
      kept: `${path}.before-restore-20261128T144950Z`,
      version: 11,
      migrated: MIGRATIONS.filter((m) => m.version > 11).map((m) => m.version),
    });
    expect(statSync(path).mode & 0o777).toBe(0o600);
    expect(statSync(restored.kept ?? '').mode & 0o777).toBe(0o600);
    const current = await openStore({ database: sqliteAt(path), create: 'nothing' });
    expect(await current.db.selectFrom('users').select('email').execute()).toEqual([
      { email: 'old@example.com' },
    ]);
    await current.close();
    const kept = await openStore({ database: sqliteAt(restored.kept ?? ''), create: 'nothing' });
    expect((await kept.db.selectFrom('users').select('id').execute()).map((u) => u.id)).toEqual([userId]);
    await kept.close();
  });

  it('refuses a file that is not a Leadgen database, and one from a newer Leadgen, changing nothing', async () => {
    const path = join(dir, 'leadgen.db');
    const { store } = await fundedFile(path);
    await store.close();
    const before = statSync(path);

    const text = join(dir, 'notes.txt');
    writeFileSync(text, 'not a database at all, just some words that are long enough to be a header');
    const notSqlite = await rejection(restoreDatabase(sqliteAt(path), text));
    expect(notSqlite).toBeInstanceOf(ValidationError);
    expect(notSqlite.message).toMatch(/ is not a Leadgen SQLite database \(file is not a database\)/);

    const other = join(dir, 'other.db');
    const sqlite = new SqliteDatabase(other);
    sqlite.exec('create table notes (id integer primary key, body text)');
    sqlite.close();
    const notLeadgen = await rejection(restoreDatabase(sqliteAt(path), other));
    expect(notLeadgen.message).toBe(
      messages.restoreNotLeadgen(other, 'no schema_migrations, users, credit_ledger table'),
    );

    const newer = join(dir, 'newer.db');
    const made = await openStore({ database: sqliteAt(newer) });
    await made.db
      .insertInto('schema_migrations')
      .values({ version: LATEST + 1, name: 'from-the-future', applied_at: '2027-01-01T00:00:00Z' })
      .execute();
    await made.close();
    const tooNew = await rejection(restoreDatabase(sqliteAt(path), newer));
    expect(tooNew).toBeInstanceOf(ValidationError);
    expect(tooNew.message).toBe(messages.databaseNewer(LATEST + 1, LATEST));

    const { readdirSync } = await import('node:fs');
    expect(
      readdirSync(dir).filter((name) => name.includes('before-restore') || name.endsWith('.tmp')),
    ).toEqual([]);
    expect(statSync(path).mtimeMs).toBe(before.mtimeMs);
  });

  it('refuses a database another connection has open (serve, a worker), and restores once it is closed', async () => {
    const path = join(dir, 'leadgen.db');
    const { store, userId } = await fundedFile(path);
    const backup = await backupDatabase(sqliteAt(path), join(dir, 'backup.db'));
    // a worker's idle connection, between two jobs
    await store.jobs.enqueue(userId, 'discover', discoverPayload({ targets: ['natgeo'] }));
    const refused = await rejection(restoreDatabase(sqliteAt(path), backup.path));
    expect(refused).toBeInstanceOf(LeadgenError);
    expect(refused).toMatchObject({ code: 'CONFLICT', message: messages.restoreInUse });
    expect(refused.cause).toMatchObject({ code: 'SQLITE_BUSY' });
    const { readdirSync } = await import('node:fs');
    expect(readdirSync(dir).filter((name) => name.includes('before-restore'))).toEqual([]);

    await store.close();
    const restored = await restoreDatabase(sqliteAt(path), backup.path);
    expect(restored.kept).not.toBeNull();
    const back = await openStore({ database: sqliteAt(path), create: 'nothing' });
    // the job queued after the backup is in the kept database, not in the restored one
    expect(await back.db.selectFrom('jobs').select('id').execute()).toEqual([]);
    await back.close();
  });
});
