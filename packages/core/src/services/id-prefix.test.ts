import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { NotFoundError, ValidationError } from '../domain/errors.js';
import { getList } from '../lists/lists.js';
import { openStore, type Store } from '../store/open-store.js';
import { uuidV7 } from '../store/uuid-v7.js';
import { seedCompletedList } from '../testing/test-lists.js';
import { createTestUser, testDatabase } from '../testing/test-store.js';
import { resolveIdPrefix, resolveIdPrefixes } from './id-prefix.js';

// Ids the next rows take, in order (then random ones): rows whose ids share a start on purpose.
let planned: string[] = [];
let store: Store;
let drop: () => Promise<void>;
let alice: string;
let bob: string;

beforeEach(async () => {
  const db = await testDatabase();
  drop = db.drop;
  store = await openStore({ database: db.database, newId: () => planned.shift() ?? uuidV7() });
  alice = (await createTestUser(store, 'alice@example.com')).id;
  bob = (await createTestUser(store, 'bob@example.com')).id;
});
afterEach(async () => {
  planned = [];
  await store.close();
  await drop();
});

const newList = (userId: string, id: string) => {
  planned = [id];
  return store.lists.create(userId, {
    name: 'natgeo - followers - Jan 1',
    target_accounts: ['natgeo'],
    search_type: 'followers',
    max_profiles: 100,
    instagram_session_id: null,
  });
};

const A1 = '019abc12-3456-7000-8000-0000000000a1';
const A2 = '019abc12-3456-7000-8000-0000000000b1';
const B1 = '019abc99-0000-7000-8000-000000000001';
const resolve = (userId: string, kind: Parameters<typeof resolveIdPrefix>[2], text: string) =>
  resolveIdPrefix({ store }, userId, kind, text);

describe('resolveIdPrefix', () => {
  it('takes a unique start of 8 characters, or as few as 4, for the whole id, in any case', async () => {
    await newList(alice, A1);
    await newList(alice, B1);
    expect(await resolve(alice, 'list', '019abc12')).toBe(A1);
    expect(await resolve(alice, 'list', '019ABC99')).toBe(B1);
    expect(await resolve(alice, 'list', ' 019abc9 ')).toBe(B1);
    expect(await resolve(alice, 'list', B1.toUpperCase())).toBe(B1);
    expect((await getList({ store }, alice, await resolve(alice, 'list', '019abc99'))).id).toBe(B1);
  });

  it('refuses a start two rows share, naming them, and takes more characters', async () => {
    await newList(alice, A1);
    await newList(alice, A2);
    const refused = await resolve(alice, 'list', '019abc12').catch((error: unknown) => error);
    expect(refused).toBeInstanceOf(ValidationError);
    expect((refused as Error).message).toBe(
      `"019abc12" is the start of more than one of your lists (${A1}, ${A2}): give more characters of the id`,
    );
    expect(await resolve(alice, 'list', A2.slice(0, 35))).toBe(A2);
  });

  it('names five of many, then an ellipsis', async () => {
    for (let i = 0; i < 7; i++) await newList(alice, `019abc12-3456-7000-8000-00000000000${i}`);
    const refused = await resolve(alice, 'list', '019abc12').catch((error: unknown) => String(error));
    expect(refused).toContain('-000000000004, …): give more characters');
    expect(refused).not.toContain('-000000000005');
  });

  it("never matches another user's rows: their id's start is handed back, and is not found", async () => {
    await newList(bob, A1);
    expect(await resolve(alice, 'list', '019abc12')).toBe('019abc12');
    await expect(getList({ store }, alice, '019abc12')).rejects.toBeInstanceOf(NotFoundError);
    // nor is it ambiguous with one of the user's own
    await newList(alice, A2);
    expect(await resolve(alice, 'list', '019abc12')).toBe(A2);
  });

  it('hands back unknown, short and non-id text unchanged', async () => {
    await newList(alice, A1);
    expect(await resolve(alice, 'list', '019b')).toBe('019b');
    expect(await resolve(alice, 'list', '019')).toBe('019');
    expect(await resolve(alice, 'list', 'natgeo')).toBe('natgeo');
    // LIKE wildcards are not id characters: never a pattern
    expect(await resolve(alice, 'list', '019a%')).toBe('019a%');
    expect(await resolve(alice, 'list', '019a_c12')).toBe('019a_c12');
  });

  it('finds campaigns and jobs by the start of their ids', async () => {
    planned = [A1];
    const campaign = await store.campaigns.create(alice, {
      name: 'Spring',
      description: null,
      message_template: null,
      filters: null,
      search_list_id: null,
      search_type: null,
      profile_ids: [],
    });
    planned = [B1];
    const job = await store.jobs.enqueue(alice, 'personalize', { campaignId: campaign.id });
    expect(await resolve(alice, 'campaign', '019abc12')).toBe(campaign.id);
    expect(await resolve(alice, 'job', '019abc99')).toBe(job.id);
    // a job's id is not a campaign's
    expect(await resolve(alice, 'campaign', '019abc99')).toBe('019abc99');
    expect(await resolve(bob, 'job', '019abc99')).toBe('019abc99');
  });

  it("finds profiles within a list when given one, and skips deleted lists' tombstones", async () => {
    const first = await seedCompletedList(store, alice, 3, 'natgeo');
    const second = await seedCompletedList(store, alice, 3, 'nasa');
    const id = first.ids[0] as string;
    // rows made in the same millisecond share up to 13 characters (uuid v7): the whole user's rows
    // may share a start the list's rows do not
    const start = id.slice(0, 24);
    expect(await resolveIdPrefix({ store }, alice, 'profile', start, { listId: first.listId })).toBe(id);
    expect(await resolveIdPrefix({ store }, alice, 'profile', start, { listId: second.listId })).toBe(start);
    expect(
      await resolveIdPrefixes(
        { store },
        alice,
        'profile',
        first.ids.map((p) => p.slice(0, 30)),
      ),
    ).toEqual(first.ids);
    expect(await resolveIdPrefix({ store }, bob, 'profile', start)).toBe(start);
    await store.lists.delete(alice, second.listId);
    expect(await resolve(alice, 'list', second.listId.slice(0, 30))).toBe(second.listId.slice(0, 30));
  });

  it("finds profiles within a campaign's rows", async () => {
    const { ids } = await seedCompletedList(store, alice, 3);
    const [held, other] = ids as [string, string];
    const campaign = await store.campaigns.create(alice, {
      name: 'Spring',
      description: null,
      message_template: null,
      filters: null,
      search_list_id: null,
      search_type: null,
      profile_ids: [held],
    });
    const scope = { campaignId: campaign.id };
    expect(await resolveIdPrefix({ store }, alice, 'profile', held.slice(0, 30), scope)).toBe(held);
    expect(await resolveIdPrefix({ store }, alice, 'profile', other.slice(0, 30), scope)).toBe(
      other.slice(0, 30),
    );
  });
});
