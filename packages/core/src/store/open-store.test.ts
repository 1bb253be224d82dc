import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { sql } from 'kysely';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { MIGRATIONS } from './migrate.js';
import { openStore } from './open-store.js';

let dir: string;
beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), 'leadgen-store-'));
});
afterEach(() => rmSync(dir, { recursive: true, force: true }));

function runWriter(path: string, label: string, rounds: number) {
  const script = fileURLToPath(new URL('./fixtures/concurrent-writer.ts', import.meta.url));
  return new Promise<{ code: number | null; stdout: string; stderr: string }>((resolve) => {
    const child = spawn(process.execPath, ['--import', 'tsx', script, path, label, String(rounds)]);
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (chunk) => {
      stdout += chunk;
    });
    child.stderr.on('data', (chunk) => {
      stderr += chunk;
    });
    child.on('close', (code) => resolve({ code, stdout, stderr }));
  });
}

describe('openStore', () => {
  it('creates the file and its folder, runs migrations once, and keeps data across opens', async () => {
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
  });

  it('refuses a database whose schema is newer than this code', async () => {
    const path = join(dir, 'future.db');
    const store = await openStore({ database: { kind: 'sqlite', path } });
    await store.db
      .insertInto('schema_migrations')
      .values({ version: 999, name: 'future', applied_at: new Date().toISOString() })
      .execute();
    await store.close();
    await expect(openStore({ database: { kind: 'sqlite', path } })).rejects.toThrow(
      /newer than this Leadgen/,
    );
  });

  it('rolls back a transaction as a whole', async () => {
    const store = await openStore({ database: { kind: 'sqlite', path: ':memory:' } });
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

  it('lets two OS processes write to one file at once with no SQLITE_BUSY and an intact database', async () => {
    const path = join(dir, 'shared.db');
    const rounds = 150;
    const results = await Promise.all([runWriter(path, 'one', rounds), runWriter(path, 'two', rounds)]);
    for (const result of results) {
      expect(result.stderr).not.toMatch(/SQLITE_BUSY|database is locked/);
      expect(result.code).toBe(0);
    }
    const store = await openStore({ database: { kind: 'sqlite', path } });
    const integrity = await sql<{ integrity_check: string }>`pragma integrity_check`.execute(store.db);
    expect(integrity.rows).toEqual([{ integrity_check: 'ok' }]);
    for (const label of ['one', 'two']) {
      const user = await store.users.findByEmail(`${label}@example.com`);
      if (!user) throw new Error(`${label} missing`);
      const [list] = await store.lists.list(user.id);
      if (!list) throw new Error(`${label} list missing`);
      expect(list.name).toBe(`${label} ${rounds - 1}`);
      expect(await store.profiles.count(user.id, list.id)).toBe(rounds * 5);
      expect(await store.ledger.balance(user.id)).toBe(500 + rounds * 8);
      expect(await store.ledger.sum(user.id)).toBe(500 + rounds * 8);
    }
    await store.close();
  }, 60_000);
});
