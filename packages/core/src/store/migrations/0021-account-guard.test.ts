import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createTestUser, testDatabase } from '@leadgen/test-utils/core';
import { afterAll, expect, it } from 'vitest';
import { openStore } from '../open-store.js';

// Migration 0021 (the safe-volume guard), applied to a database the release before made
// (schema 19), on this run's engine: its user's pace settings read with the warm-up's defaults
// and no block report, and a report can be recorded and read back.

const temp = mkdtempSync(join(tmpdir(), 'leadgen-0021-'));
afterAll(() => rmSync(temp, { recursive: true, force: true }));

it('opens a release-19 database with the warm-up unset (the defaults) and no block reports', async () => {
  const { database, drop } = await testDatabase(join(temp, 'release-19.db'));
  try {
    const old = await openStore({ database, migrateTo: 19 });
    const user = await createTestUser(old, 'ana@example.com');
    await old.outreachSettings.save(user.id, { outreach_daily_cap: 20 });
    await old.close();

    const store = await openStore({ database });
    try {
      expect(store.migrated).toContain(21);
      expect(await store.outreachSettings.get(user.id)).toMatchObject({
        outreach_daily_cap: 20,
        outreach_warmup: null,
        outreach_warmup_start: null,
        outreach_warmup_days: null,
      });
      const since = '2026-01-01T00:00:00.000Z';
      expect(await store.outreachBlocks.latest(user.id, since)).toBeNull();
      const report = await store.outreachBlocks.report(user.id, 'blocked', new Date('2026-11-27T14:05:00Z'));
      expect(await store.outreachBlocks.latest(user.id, since)).toEqual({
        id: report.id,
        reported_at: '2026-11-27T14:05:00.000Z',
        note: 'blocked',
        lifted_at: null,
      });
      expect(await store.outreachBlocks.firstSendAt(user.id)).toBeNull();
    } finally {
      await store.close();
    }
  } finally {
    await drop();
  }
});
