import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createTestUser, testDatabase } from '@leadgen/test-utils/core';
import { afterAll, expect, it } from 'vitest';
import { openStore } from '../open-store.js';

// Migration 0020 (message variants) on a database the previous release made (schema 19), on
// this run's engine: its campaign keeps its leads, none has a variant yet, and none is a winner.

const temp = mkdtempSync(join(tmpdir(), 'leadgen-0020-'));
afterAll(() => rmSync(temp, { recursive: true, force: true }));

it('opens a release-19 database with its campaigns unassigned and no variants', async () => {
  const { database, drop } = await testDatabase(join(temp, 'old.sqlite'));
  try {
    const old = await openStore({ database, migrateTo: 19 });
    const user = await createTestUser(old, 'ana@example.com');
    const campaign = await old.campaigns.create(user.id, {
      name: 'Spring',
      description: null,
      message_template: 'Hi {First Name}',
      filters: null,
      search_list_id: null,
      search_type: null,
      profile_ids: [],
    });
    await old.close();

    const store = await openStore({ database });
    try {
      expect(store.migrated[0]).toBe(20);
      expect(await store.campaignVariants.list(user.id, campaign.id)).toEqual([]);
      expect(await store.campaignVariants.winner(user.id, campaign.id)).toBeNull();
      expect(await store.campaignVariants.counts(user.id, campaign.id)).toEqual([]);
    } finally {
      await store.close();
    }
  } finally {
    await drop();
  }
});
