import { createTestUser, openTestStore, settleRows } from '@leadgen/test-utils/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Store } from './open-store.js';

let store: Store;
let alice: string;
let bob: string;

const row = (username: string, id?: string) => ({
  username,
  instagram_user_id: id ?? null,
  connection_type: 'followers' as const,
  source_username: 'natgeo',
});

async function list(userId: string, name: string) {
  return store.lists.create(userId, {
    name,
    target_accounts: ['natgeo'],
    search_type: 'followers',
    max_profiles: 100,
    instagram_session_id: null,
  });
}

beforeAll(async () => {
  store = await openTestStore();
  alice = (await createTestUser(store, 'alice@example.com')).id;
  bob = (await createTestUser(store, 'bob@example.com')).id;
});
afterAll(() => store.close());

describe('memberships (a list row is a person in a list)', () => {
  it('saves one row per person per list: the same id under another username is the same person', async () => {
    const first = await list(alice, 'first');
    expect(
      await store.profiles.insertMany(alice, first.id, [row('ana', '111'), row('ben', '222'), row('cy')]),
    ).toBe(3);
    // the same people again, one renamed: nothing new in this list
    expect(await store.profiles.insertMany(alice, first.id, [row('ana_new', '111'), row('cy')])).toBe(0);
    const second = await list(alice, 'second');
    expect(
      await store.profiles.insertMany(alice, second.id, [row('ana_new', '111'), row('cy'), row('dee')]),
    ).toBe(3);
    const people = await store.db
      .selectFrom('people')
      .select(['username', 'instagram_user_id'])
      .where('user_id', '=', alice)
      .orderBy('username')
      .execute();
    expect(people).toEqual([
      { username: 'ana_new', instagram_user_id: '111' },
      { username: 'ben', instagram_user_id: '222' },
      { username: 'cy', instagram_user_id: null },
      { username: 'dee', instagram_user_id: null },
    ]);
    // the rename reached the first list's row
    const firstRows = await store.profiles.pendingRows(alice, first.id);
    expect(firstRows.map((r) => r.username).sort()).toEqual(['ana_new', 'ben', 'cy']);
    // another user's people are their own
    const bobs = await list(bob, 'bob');
    await store.profiles.insertMany(bob, bobs.id, [row('ana_new', '111')]);
    const [bobRow] = await store.profiles.pendingRows(bob, bobs.id);
    expect(firstRows.map((r) => r.person_id)).not.toContain(bobRow?.person_id);
  });

  it('saves thousands of rows over several statements, each its own person, the blocked one joined to its entry', async () => {
    const many = await list(alice, 'many');
    // more rows than one look-up round and one insert statement hold, the last chunk shorter
    const rows = Array.from({ length: 2500 }, (_, i) => row(`many_${i}`, String(900_000 + i)));
    await store.doNotContact.block(alice, ['many_2400']);
    expect(await store.profiles.insertMany(alice, many.id, rows)).toBe(2500);
    expect(await store.profiles.insertMany(alice, many.id, rows)).toBe(0);
    const saved = await store.profiles.pendingRows(alice, many.id);
    expect(saved.map((r) => r.username).sort()).toEqual(rows.map((r) => r.username).sort());
    expect(new Set(saved.map((r) => r.person_id)).size).toBe(2500);
    const people = await store.db
      .selectFrom('people')
      .select(['id', 'username', 'instagram_user_id'])
      .where('user_id', '=', alice)
      .where('username', 'like', 'many_%')
      .execute();
    expect(people).toHaveLength(2500);
    const personOf = new Map(people.map((person) => [person.username, person]));
    expect(personOf.get('many_1234')?.instagram_user_id).toBe('901234');
    for (const r of saved) expect(r.person_id).toBe(personOf.get(r.username)?.id);
    // the entry made before its person was found now names the person
    const entry = await store.db
      .selectFrom('do_not_contact')
      .select('person_id')
      .where('user_id', '=', alice)
      .where('username', '=', 'many_2400')
      .executeTakeFirst();
    expect(entry?.person_id).toBe(personOf.get('many_2400')?.id);
  });

  it("deleting another user's row ids deletes nothing and touches none of the owner's campaigns", async () => {
    const owned = await list(alice, 'owned');
    await store.profiles.insertMany(alice, owned.id, [row('eve'), row('fay')]);
    await settleRows(store, alice, owned.id);
    const ids = await store.profiles.ids(alice, owned.id);
    const campaign = await store.campaigns.create(alice, {
      name: 'held',
      description: null,
      message_template: null,
      filters: null,
      search_list_id: owned.id,
      search_type: 'followers',
      profile_ids: ids,
    });
    const before = await store.campaigns.get(alice, campaign.id);
    expect(await store.profiles.deleteMany(bob, owned.id, ids)).toBe(0);
    const bobsList = await list(bob, 'theirs');
    expect(await store.profiles.deleteMany(bob, bobsList.id, ids)).toBe(0);
    const after = await store.campaigns.get(alice, campaign.id);
    expect(after?.updated_at).toBe(before?.updated_at);
    expect(after?.profile_count).toBe(2);
    expect(await store.profiles.total(alice, owned.id)).toBe(2);
    // the owner's own delete does recount
    expect(await store.profiles.deleteMany(alice, owned.id, [ids[0] as string])).toBe(1);
    const recounted = await store.campaigns.get(alice, campaign.id);
    expect(recounted?.profile_count).toBe(1);
    expect(recounted?.updated_at).not.toBe(before?.updated_at);
  });

  it('a campaign holds a person once, whichever of their rows are chosen', async () => {
    const a = await list(alice, 'a');
    const b = await list(alice, 'b');
    await store.profiles.insertMany(alice, a.id, [row('gus', '333'), row('hal', '444')]);
    await store.profiles.insertMany(alice, b.id, [row('gus', '333'), row('ivy', '555')]);
    await settleRows(store, alice, a.id);
    await settleRows(store, alice, b.id);
    const everyRow = [...(await store.profiles.ids(alice, a.id)), ...(await store.profiles.ids(alice, b.id))];
    const campaign = await store.campaigns.create(alice, {
      name: 'both',
      description: null,
      message_template: null,
      filters: null,
      search_list_id: null,
      search_type: null,
      profile_ids: everyRow,
    });
    expect(campaign.profile_count).toBe(3);
    expect(await store.campaignMembers.addProfiles(alice, campaign.id, everyRow)).toBe(true);
    const members = await store.campaignMembers.profiles(alice, campaign.id);
    expect(members.map((m) => m.username).sort()).toEqual(['gus', 'hal', 'ivy']);
    // removing either of gus's rows removes gus
    const gusInB = (await store.profiles.page(alice, b.id)).profiles.find((p) => p.username === 'gus');
    await store.campaignMembers.removeProfiles(alice, campaign.id, [gusInB?.id as string]);
    expect((await store.campaignMembers.profiles(alice, campaign.id)).map((m) => m.username).sort()).toEqual([
      'hal',
      'ivy',
    ]);
  });

  it('a lookup that reports an id joins the row to the person with it, or to a new one', async () => {
    const known = await list(alice, 'known');
    await store.profiles.insertMany(alice, known.id, [row('jo', '777'), row('kim', '888')]);
    await settleRows(store, alice, known.id);
    const [jo, kim] = ['jo', 'kim'].map(async (name) =>
      (await store.profiles.page(alice, known.id)).profiles.find((p) => p.username === name),
    );
    // typed usernames: 'jo_typed' is jo's account under a new handle, 'kim' now someone else's
    const typed = await list(alice, 'typed');
    await store.profiles.insertMany(alice, typed.id, [row('jo_typed'), row('kim')]);
    const pending = await store.profiles.pendingRows(alice, typed.id);
    const byName = new Map(pending.map((r) => [r.username, r]));
    expect(byName.get('kim')?.person_id).toBe((await kim)?.person_id);
    await store.profiles.recordEnrichment(alice, [
      { id: byName.get('jo_typed')?.id as string, status: 'enriched', details: { instagram_user_id: '777' } },
      { id: byName.get('kim')?.id as string, status: 'enriched', details: { instagram_user_id: '999' } },
    ]);
    const rows = (await store.profiles.page(alice, typed.id)).profiles;
    const joNow = rows.find((r) => r.username === 'jo_typed');
    const kimNow = rows.find((r) => r.username === 'kim');
    // jo's account folded into the person with its id, who now goes by the new handle everywhere
    expect(joNow?.person_id).toBe((await jo)?.person_id);
    expect((await store.profiles.get(alice, (await jo)?.id as string))?.username).toBe('jo_typed');
    // the account now called kim is not the kim known before
    expect(kimNow?.person_id).not.toBe((await kim)?.person_id);
    const person = await store.db
      .selectFrom('people')
      .select('instagram_user_id')
      .where('id', '=', kimNow?.person_id as string)
      .executeTakeFirst();
    expect(person?.instagram_user_id).toBe('999');
  });

  it("one person's two rows looked up first in a write as two accounts: the second is a new person", async () => {
    const first = await list(alice, 'first');
    const second = await list(alice, 'second');
    await store.profiles.insertMany(alice, first.id, [row('oz')]);
    await store.profiles.insertMany(alice, second.id, [row('oz')]);
    const [oz] = await store.profiles.pendingRows(alice, first.id);
    const [ozAgain] = await store.profiles.pendingRows(alice, second.id);
    expect(ozAgain?.person_id).toBe(oz?.person_id);
    await store.profiles.recordEnrichment(alice, [
      { id: oz?.id as string, status: 'enriched', details: { instagram_user_id: '5001' } },
      { id: ozAgain?.id as string, status: 'enriched', details: { instagram_user_id: '5002' } },
    ]);
    const people = await store.db
      .selectFrom('people')
      .select(['id', 'instagram_user_id'])
      .where('user_id', '=', alice)
      .where('instagram_user_id', 'in', ['5001', '5002'])
      .orderBy('instagram_user_id')
      .execute();
    expect(people.map((person) => person.instagram_user_id)).toEqual(['5001', '5002']);
    expect(people[0]?.id).toBe(oz?.person_id);
    const personOfRow = async (id: string) =>
      (await store.db.selectFrom('profiles').select('person_id').where('id', '=', id).executeTakeFirst())
        ?.person_id;
    expect(await personOfRow(ozAgain?.id as string)).toBe(people[1]?.id);
  });

  it('lookups in one write that report one id, or two ids for one person, settle as written one by one', async () => {
    const one = await list(alice, 'one');
    const two = await list(alice, 'two');
    await store.profiles.insertMany(alice, one.id, [row('lu'), row('mo'), row('ned')]);
    await store.profiles.insertMany(alice, two.id, [row('ned')]);
    const rowOf = async (listId: string, name: string) =>
      (await store.profiles.pendingRows(alice, listId)).find((r) => r.username === name) as {
        id: string;
        person_id: string;
      };
    const [lu, mo, ned, nedAgain] = await Promise.all([
      rowOf(one.id, 'lu'),
      rowOf(one.id, 'mo'),
      rowOf(one.id, 'ned'),
      rowOf(two.id, 'ned'),
    ]);
    await store.profiles.recordEnrichment(alice, [
      // two usernames found to be one account: the second folds into the first, taking its name
      { id: lu.id, status: 'enriched', details: { instagram_user_id: '4001' } },
      { id: mo.id, status: 'enriched', details: { instagram_user_id: '4001' } },
      // one person's two rows looked up as two accounts: the second is a new person
      { id: ned.id, status: 'enriched', details: { instagram_user_id: '4002' } },
      { id: nedAgain.id, status: 'enriched', details: { instagram_user_id: '4003' } },
    ]);
    const people = await store.db
      .selectFrom('people')
      .select(['id', 'username', 'instagram_user_id'])
      .where('user_id', '=', alice)
      .where('instagram_user_id', 'in', ['4001', '4002', '4003'])
      .orderBy('instagram_user_id')
      .execute();
    expect(people.map(({ username, instagram_user_id }) => ({ username, instagram_user_id }))).toEqual([
      { username: 'mo', instagram_user_id: '4001' },
      { username: 'ned', instagram_user_id: '4002' },
      { username: 'ned', instagram_user_id: '4003' },
    ]);
    const personOfRow = async (id: string) =>
      (await store.db.selectFrom('profiles').select('person_id').where('id', '=', id).executeTakeFirst())
        ?.person_id;
    expect(await personOfRow(lu.id)).toBe(lu.person_id);
    expect(await personOfRow(mo.id)).toBe(lu.person_id);
    expect(await personOfRow(ned.id)).toBe(ned.person_id);
    expect(await personOfRow(nedAgain.id)).toBe(people[2]?.id);
    expect(people[2]?.id).not.toBe(ned.person_id);
  });
});
