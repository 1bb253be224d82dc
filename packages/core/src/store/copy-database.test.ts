import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { discoverPayload, settleRows, testDatabase } from '@leadgen/test-utils/core';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { copyDatabase } from './copy-database.js';
import { openStore, type Store } from './open-store.js';

let dir: string;
beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), 'leadgen-copy-'));
});
afterEach(() => rmSync(dir, { recursive: true, force: true }));

/** A small installation with a row in every table that matters. */
async function seed(store: Store) {
  const ana = await store.users.create({ email: 'ana@example.com', first_name: 'Ana', last_name: 'P' });
  await store.users.setHasExtension(ana.id, true);
  await store.ledger.grant(ana.id, { millicredits: 2000, reason: 'purchase', ref: 'evt_1' });
  const list = await store.lists.create(ana.id, {
    name: 'natgeo, nasa - followers',
    target_accounts: ['natgeo', 'nasa'],
    search_type: 'followers',
    max_profiles: 10,
    instagram_session_id: null,
  });
  await store.profiles.insertMany(
    ana.id,
    list.id,
    Array.from({ length: 1500 }, (_, i) => ({
      username: `user_${i}`,
      is_verified: i % 3 === 0,
      connection_type: 'followers' as const,
      source_username: 'natgeo',
    })),
  );
  await settleRows(store, ana.id, list.id, (username) => ({ followers_count: username.length * 100 }));
  const campaign = await store.campaigns.create(ana.id, {
    name: 'Spring',
    description: null,
    message_template: 'Hi {{firstName}}',
    search_list_id: list.id,
    search_type: 'followers',
    filters: { keywords: ['coach'] },
    profile_ids: (await store.profiles.ids(ana.id, list.id)).slice(0, 3),
  });
  await store.jobs.enqueue(ana.id, 'discover', discoverPayload({ targets: ['natgeo'], max: 10 }));
  await store.campaignVariants.add(ana.id, campaign.id, 'B', 'Hey {Username}');
  return { ana, list, campaign };
}

describe('copyDatabase', () => {
  it('moves every row of a SQLite installation into an empty database, types converted, counts checked', async () => {
    const from = await openStore({ database: { kind: 'sqlite', path: join(dir, 'from.db') } });
    const { ana, list, campaign } = await seed(from);
    const { database, drop } = await testDatabase(join(dir, 'to.db'));
    const to = await openStore({ database });

    const counts = await copyDatabase(from, to);
    expect(counts).toMatchObject({
      users: 1,
      search_lists: 1,
      profiles: 1500,
      campaigns: 1,
      campaign_variants: 1,
      campaign_profiles: 3,
    });
    expect(counts.credit_ledger).toBe(2);
    expect(counts.jobs).toBe(1);
    // the people the rows belong to come along: none is lost, none is bought again after a copy
    const people = await from.db
      .selectFrom('people')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirst();
    expect(Number(people?.n)).toBeGreaterThan(0);
    expect(counts.people).toBe(Number(people?.n));

    expect(await to.users.get(ana.id)).toEqual(await from.users.get(ana.id));
    expect(await to.lists.get(ana.id, list.id)).toEqual(await from.lists.get(ana.id, list.id));
    expect(await to.campaigns.get(ana.id, campaign.id)).toEqual(
      await from.campaigns.get(ana.id, campaign.id),
    );
    const page = (store: Store) => store.profiles.page(ana.id, list.id, { limit: 50 });
    expect((await page(to)).profiles).toEqual((await page(from)).profiles);
    expect(await to.ledger.balance(ana.id)).toBe(2500);
    expect(await to.ledger.sum(ana.id)).toBe(2500);

    // the copy goes on working: new ledger rows get fresh ids, new rows land beside the old
    await to.ledger.charge(ana.id, { millicredits: 8, reason: 'enrichment', ref: 'after-copy' });
    expect(await to.ledger.balance(ana.id)).toBe(2492);
    await to.close();
    await from.close();
    await drop();
  });

  it('refuses a target that already has users, and changes nothing there', async () => {
    const from = await openStore({ database: { kind: 'sqlite', path: join(dir, 'from.db') } });
    await seed(from);
    const { database, drop } = await testDatabase(join(dir, 'to.db'));
    const to = await openStore({ database });
    const ben = await to.users.create({ email: 'ben@example.com', first_name: 'Ben', last_name: 'Q' });
    await expect(copyDatabase(from, to)).rejects.toThrow('The target database already has users');
    const users = await to.db.selectFrom('users').select('id').execute();
    expect(users).toEqual([{ id: ben.id }]);
    await to.close();
    await from.close();
    await drop();
  });
});
