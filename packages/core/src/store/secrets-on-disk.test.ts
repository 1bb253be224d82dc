// What an erased Instagram session id leaves in the SQLite files, and who may read them: the
// README makes the database file's permissions the boundary of the CLI's data.
import { existsSync, mkdtempSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { discoverPayload, testEngine } from '@leadgen/test-utils/core';
import { sql } from 'kysely';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { openStore, type Store } from './open-store.js';

let dir: string;
let path: string;
let store: Store;
let userId: string;
beforeEach(async () => {
  dir = mkdtempSync(join(tmpdir(), 'leadgen-secrets-'));
  path = join(dir, 'data', 'leadgen.db');
  store = await openStore({ database: { kind: 'sqlite', path } });
  userId = (await store.users.create({ email: 'a@example.com', first_name: 'A', last_name: 'B' })).id;
});
afterEach(async () => {
  await store.close();
  rmSync(dir, { recursive: true, force: true });
});

const SECRET = 'IGSESSION-4f1d9c2b7e0a-do-not-keep';

/** Whether the secret's bytes are anywhere in the database, WAL or SHM file. */
const onDisk = () =>
  [path, `${path}-wal`, `${path}-shm`].some(
    (file) => existsSync(file) && readFileSync(file).includes(Buffer.from(SECRET)),
  );

describe.runIf(testEngine === 'sqlite')('SQLite files', () => {
  it('creates the database, WAL and SHM files owner-only, in an owner-only folder', async () => {
    await store.jobs.enqueue(userId, 'discover', discoverPayload({ targets: ['natgeo'] }));
    expect(statSync(join(dir, 'data')).mode & 0o777).toBe(0o700);
    for (const file of [path, `${path}-wal`, `${path}-shm`]) expect(statSync(file).mode & 0o777).toBe(0o600);
  });

  it('zeroes deleted content (secure_delete)', async () => {
    const pragma = await sql<{ secure_delete: number }>`pragma secure_delete`.execute(store.db);
    expect(pragma.rows[0]?.secure_delete).toBe(1);
  });

  it('leaves no copy of a canceled job’s session id in any file', async () => {
    const job = await store.jobs.enqueue(
      userId,
      'discover',
      discoverPayload({ targets: ['natgeo'], sessionId: SECRET }),
    );
    // some other writes, so the secret's page is checkpointed into the database file too
    await sql`pragma wal_checkpoint(PASSIVE)`.execute(store.db);
    await store.jobs.enqueue(userId, 'discover', discoverPayload({ targets: ['nasa'] }));
    expect(onDisk()).toBe(true);
    await store.jobs.cancel(userId, job.id);
    expect(onDisk()).toBe(false);
  });

  it('leaves no copy of a finished job’s session id in any file', async () => {
    await store.jobs.enqueue(userId, 'discover', discoverPayload({ targets: ['natgeo'], sessionId: SECRET }));
    const claimed = await store.jobLeases.claim('worker-1', 10_000, ['discover']);
    expect(claimed).toBeDefined();
    await sql`pragma wal_checkpoint(PASSIVE)`.execute(store.db);
    expect(onDisk()).toBe(true);
    await store.jobLeases.fail(claimed?.id ?? '', 'worker-1', 'The run failed');
    expect(onDisk()).toBe(false);
  });
});
