import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createTestUser, testDatabase } from '@leadgen/test-utils/core';
import { afterAll, expect, it } from 'vitest';
import { LATEST_SCHEMA } from '../migrate.js';
import { openStore } from '../open-store.js';

// Migrations 0018 (API keys) and 0019 (webhooks), applied to a database the previous release
// made (schema 17), on this run's engine: its user keeps working, has no keys and no webhooks,
// and a password reset mail it had queued still goes out as a reset mail.

const temp = mkdtempSync(join(tmpdir(), 'leadgen-0019-'));
afterAll(() => rmSync(temp, { recursive: true, force: true }));

it('opens a release-17 database with no keys or webhooks and its queued reset mail intact', async () => {
  const { database, drop } = await testDatabase(join(temp, 'release-17.db'));
  try {
    const old = await openStore({ database, migrateTo: 17 });
    expect(old.migrated.at(-1)).toBe(17);
    const user = await createTestUser(old, 'ana@example.com');
    const at = new Date().toISOString();
    // the previous release's reset_mail_queue: no subject or body columns yet
    await old.db
      .insertInto('reset_mail_queue' as never)
      .values({
        id: 'mail-1',
        email: 'ana@example.com',
        reset_url: 'https://leadgen.example.com/reset-password?token=t',
        created_at: at,
        next_attempt_at: at,
      } as never)
      .execute();
    await old.close();

    const store = await openStore({ database });
    try {
      // 18, 19 and every migration released after them
      expect(store.migrated).toEqual(Array.from({ length: LATEST_SCHEMA - 17 }, (_, i) => 18 + i));
      expect(await store.users.get(user.id)).toMatchObject({ email: 'ana@example.com' });
      expect(await store.apiKeys.list(user.id)).toEqual([]);
      expect(await store.webhooks.listEndpoints(user.id)).toEqual([]);
      expect(await store.resetMailQueue.claim('sender', 60_000, new Date(Date.now() + 1000))).toMatchObject({
        id: 'mail-1',
        reset_url: 'https://leadgen.example.com/reset-password?token=t',
        subject: null,
        body: null,
      });
    } finally {
      await store.close();
    }
  } finally {
    await drop();
  }
});
