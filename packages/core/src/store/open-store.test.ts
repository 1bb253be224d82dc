import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import {
  databaseArg,
  fixtureScript,
  openTestStore,
  settleRows,
  testDatabase,
  testEngine,
} from '@leadgen/test-utils/core';
import Database from 'better-sqlite3';
import { sql } from 'kysely';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { MIGRATIONS } from './migrate.js';
import { openStore } from './open-store.js';

let dir: string;
beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), 'leadgen-store-'));
});
afterEach(() => rmSync(dir, { recursive: true, force: true }));

/** A writer process (fixtures/concurrent-writer.ts): `go()` starts its rounds once it is ready. */
function startWriter(database: string, label: string, rounds: number) {
  const script = fixtureScript('concurrent-writer');
  const child = spawn(process.execPath, [
    '--conditions=source',
    '--import',
    'tsx',
    script,
    database,
    label,
    String(rounds),
  ]);
  let stdout = '';
  let stderr = '';
  let markReady: () => void = () => {};
  const ready = new Promise<void>((resolve) => {
    markReady = resolve;
  });
  child.stdout.on('data', (chunk) => {
    stdout += chunk;
    if (stdout.startsWith('ready\n')) markReady();
  });
  child.stderr.on('data', (chunk) => {
    stderr += chunk;
  });
  const done = new Promise<{ code: number | null; stdout: string; stderr: string }>((resolve) =>
    child.on('close', (code) => {
      markReady();
      resolve({ code, stdout: stdout.replace(/^ready\n/, ''), stderr });
    }),
  );
  return { ready, go: () => child.stdin.end('go\n'), done };
}

describe('openStore', () => {
  it.runIf(testEngine === 'sqlite')(
    'creates the file and its folder, runs migrations once, and keeps data across opens',
    async () => {
      const path = join(dir, 'nested', 'leadgen.db');
      const first = await openStore({ database: { kind: 'sqlite', path } });
      const user = await first.users.create({ email: 'a@example.com', first_name: 'A', last_name: 'B' });
      await first.close();
      const second = await openStore({ database: { kind: 'sqlite', path } });
      expect(await second.users.get(user.id)).toMatchObject({ email: 'a@example.com', credits: 500 });
      const versions = await second.db.selectFrom('schema_migrations').select('version').execute();
      expect(versions.map((v) => v.version)).toEqual(MIGRATIONS.map((m) => m.version));
      const mode = await sql<{ journal_mode: string }>`pragma journal_mode`.execute(second.db);
      expect(mode.rows[0]?.journal_mode).toBe('wal');
      const fk = await sql<{ foreign_keys: number }>`pragma foreign_keys`.execute(second.db);
      expect(fk.rows[0]?.foreign_keys).toBe(1);
      await second.close();
    },
  );

  it.runIf(testEngine === 'sqlite')(
    'opens a copy of a database image in memory: its rows are there, and writes leave the image as it was',
    async () => {
      const path = join(dir, 'leadgen.db');
      const file = await openStore({ database: { kind: 'sqlite', path } });
      await file.users.create({ email: 'kept@example.com', first_name: 'A', last_name: 'B' });
      await file.close();
      const raw = new Database(path);
      raw.pragma('journal_mode = DELETE');
      const image = raw.serialize();
      raw.close();
      const copies = [];
      for (const email of ['one@example.com', 'two@example.com']) {
        const copy = await openStore({ database: { kind: 'sqlite', path: ':memory:', image } });
        expect(await copy.users.findByEmail('kept@example.com')).toMatchObject({ credits: 500 });
        await copy.users.create({ email, first_name: 'C', last_name: 'D' });
        copies.push(copy);
      }
      // each copy holds its own writes only; the file is as the image was taken
      const [one, two] = copies;
      expect(await one?.users.findByEmail('two@example.com')).toBeUndefined();
      expect(await two?.users.findByEmail('one@example.com')).toBeUndefined();
      for (const copy of copies) await copy.close();
      const reopened = await openStore({ database: { kind: 'sqlite', path } });
      expect(await reopened.users.findByEmail('one@example.com')).toBeUndefined();
      await reopened.close();
    },
  );

  it('runs migrations once however many processes open the database at once, and keeps data across opens', async () => {
    const { database, drop } = await testDatabase(join(dir, 'leadgen.db'));
    // On SQLite, connections in one process would wait for each other synchronously (blocking
    // the event loop that would let the first commit): the two-process test below covers it.
    const opens = testEngine === 'postgres' ? 4 : 1;
    const stores = await Promise.all(Array.from({ length: opens }, () => openStore({ database })));
    const user = await stores[0]?.users.create({ email: 'a@example.com', first_name: 'A', last_name: 'B' });
    await Promise.all(stores.map((store) => store.close()));
    const again = await openStore({ database });
    expect(await again.users.get(user?.id ?? '')).toMatchObject({ email: 'a@example.com', credits: 500 });
    const versions = await again.db
      .selectFrom('schema_migrations')
      .select('version')
      .orderBy('version')
      .execute();
    expect(versions.map((v) => v.version)).toEqual(MIGRATIONS.map((m) => m.version));
    await again.close();
    await drop();
  });

  it.runIf(testEngine === 'postgres')(
    'gives PostgreSQL its own types: booleans, timestamps, JSON and a text array, read back as on SQLite',
    async () => {
      const store = await openTestStore();
      const types = await sql<{ table_name: string; column_name: string; data_type: string }>`
        select table_name, column_name, data_type from information_schema.columns
        where table_schema = current_schema()`.execute(store.db);
      const typeOf = (table: string, column: string) =>
        types.rows.find((row) => row.table_name === table && row.column_name === column)?.data_type;
      expect(typeOf('profiles', 'is_verified')).toBe('boolean');
      expect(typeOf('profiles', 'created_at')).toBe('timestamp with time zone');
      expect(typeOf('campaigns', 'filters')).toBe('jsonb');
      expect(typeOf('jobs', 'payload')).toBe('jsonb');
      expect(typeOf('search_lists', 'target_accounts')).toBe('ARRAY');
      expect(typeOf('credit_ledger', 'id')).toBe('bigint');
      expect(typeOf('users', 'credits')).toBe('bigint');

      const user = await store.users.create({ email: 'a@example.com', first_name: 'A', last_name: 'B' });
      const list = await store.lists.create(user.id, {
        name: 'L',
        target_accounts: ['natgeo', 'nasa'],
        search_type: 'followers',
        max_profiles: 10,
        instagram_session_id: null,
      });
      await store.profiles.insertMany(user.id, list.id, [
        { username: 'ana', is_verified: true, connection_type: 'followers', source_username: 'natgeo' },
      ]);
      await settleRows(store, user.id, list.id);
      expect((await store.lists.get(user.id, list.id))?.target_accounts).toEqual(['natgeo', 'nasa']);
      const [profile] = (await store.profiles.page(user.id, list.id)).profiles;
      expect(profile).toMatchObject({ username: 'ana', is_verified: true, is_private: false });
      expect(profile?.created_at).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/);
      expect(await store.users.get(user.id)).toMatchObject({ credits: 500, has_extension: false });
      await store.close();
    },
  );

  it('refuses a database whose schema is newer than this code', async () => {
    const { database, drop } = await testDatabase(join(dir, 'future.db'));
    const store = await openStore({ database });
    await store.db
      .insertInto('schema_migrations')
      .values({ version: 999, name: 'future', applied_at: new Date().toISOString() })
      .execute();
    await store.close();
    await expect(openStore({ database })).rejects.toThrow(/newer than this Leadgen/);
    await drop();
  });

  it('rolls back a transaction as a whole', async () => {
    const store = await openTestStore();
    const user = await store.users.create({ email: 'a@example.com', first_name: 'A', last_name: 'B' });
    await expect(
      store.transaction(async (tx) => {
        await tx.ledger.grant(user.id, { millicredits: 1000, reason: 'x', ref: 'r1' });
        await tx.ledger.charge(user.id, { millicredits: 99_999, reason: 'x', ref: 'r2' });
      }),
    ).rejects.toMatchObject({ code: 'INSUFFICIENT_CREDITS' });
    expect(await store.ledger.balance(user.id)).toBe(500);
    expect(await store.ledger.hasRef(user.id, 'r1')).toBe(false);
    await store.close();
  });

  it('lets two OS processes write to one database at once with no lock errors and intact data', async () => {
    const { database, drop } = await testDatabase(join(dir, 'shared.db'));
    const rounds = 40;
    const writers = ['one', 'two'].map((label) => startWriter(databaseArg(database), label, rounds));
    await Promise.all(writers.map((writer) => writer.ready));
    for (const writer of writers) writer.go();
    const results = await Promise.all(writers.map((writer) => writer.done));
    for (const result of results) {
      expect(result.stderr).not.toMatch(/SQLITE_BUSY|database is locked|deadlock/);
      expect(result.code).toBe(0);
    }
    // the two ran at the same time: each started before the other ended
    const spans = results.map((result) => JSON.parse(result.stdout) as { started: number; ended: number });
    expect(Math.max(...spans.map((span) => span.started))).toBeLessThan(
      Math.min(...spans.map((span) => span.ended)),
    );
    const store = await openStore({ database });
    if (database.kind === 'sqlite') {
      const integrity = await sql<{ integrity_check: string }>`pragma integrity_check`.execute(store.db);
      expect(integrity.rows).toEqual([{ integrity_check: 'ok' }]);
    }
    for (const label of ['one', 'two']) {
      const user = await store.users.findByEmail(`${label}@example.com`);
      if (!user) throw new Error(`${label} missing`);
      const [list] = await store.lists.list(user.id);
      if (!list) throw new Error(`${label} list missing`);
      expect(list.name).toBe(`${label} ${rounds - 1}`);
      // every row the writers inserted, settled first (rows a run has not settled are visible to no one)
      expect(await settleRows(store, user.id, list.id)).toBe(rounds * 5);
      expect(await store.profiles.count(user.id, list.id)).toBe(rounds * 5);
      expect(await store.ledger.balance(user.id)).toBe(500 + rounds * 8);
      expect(await store.ledger.sum(user.id)).toBe(500 + rounds * 8);
    }
    await store.close();
    await drop();
  }, 60_000);
});
