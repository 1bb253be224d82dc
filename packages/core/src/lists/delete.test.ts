import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { deleteCampaign, listCampaigns } from '../campaigns/campaigns.js';
import { createCampaignFromList, createCampaignFromSelection } from '../campaigns/create.js';
import { campaignOverview, campaignProfilesPage } from '../campaigns/profiles.js';
import { selectorPage } from '../campaigns/selector-page.js';
import { seedCompletedList } from '../testing/test-lists.js';
import { createTestUser, openTestStore } from '../testing/test-store.js';
import { deleteList, getList, listCampaignUse, listLists } from './lists.js';
import { deleteProfiles } from './profiles.js';

let store: Awaited<ReturnType<typeof openTestStore>>;
let ana: string;
beforeEach(async () => {
  store = await openTestStore();
  ana = (await createTestUser(store, 'ana@example.com')).id;
});
afterEach(() => store.close());

const members = async (campaignId: string) =>
  (await campaignProfilesPage({ store }, ana, campaignId, { limit: 1000 })).profiles.map((p) => p.username);

describe('a campaign owns its leads', () => {
  it('keeps every lead of a deleted list in the campaigns that hold them, and says so', async () => {
    const { listId, ids } = await seedCompletedList(store, ana, 12);
    const whole = (await createCampaignFromList({ store }, ana, listId, { name: 'All' })).campaign;
    const some = (
      await createCampaignFromSelection({ store }, ana, { name: 'Three', profileIds: ids.slice(0, 3) })
    ).campaign;
    const before = await members(whole.id);
    expect((await listCampaignUse({ store }, ana)).get(listId)).toEqual({ campaigns: 2, leads: 12 });

    const { notice, kept } = await deleteList({ store }, ana, listId);
    expect(kept).toEqual({ campaigns: 2, leads: 12 });
    expect(notice).toBe('List deleted successfully. 2 campaigns keep its 12 leads.');

    // the list is gone from every list screen and from the selector…
    expect(await listLists({ store }, ana)).toEqual([]);
    await expect(getList({ store }, ana, listId)).rejects.toMatchObject({ message: 'List not found' });
    expect((await selectorPage({ store }, ana, {})).profiles).toEqual([]);
    await expect(deleteList({ store }, ana, listId)).rejects.toMatchObject({ code: 'NOT_FOUND' });
    // …and the campaigns still hold their leads, with counts that say so everywhere
    expect(await members(whole.id)).toEqual(before);
    expect(await members(some.id)).toHaveLength(3);
    expect((await campaignOverview({ store }, ana, whole.id)).stats).toMatchObject({
      total: 12,
      selected: 12,
    });
    const cards = await listCampaigns({ store }, ana);
    expect(cards.map((card) => [card.name, card.profile_count])).toEqual([
      ['Three', 3],
      ['All', 12],
    ]);
  });

  it('lets the leads go when the last campaign holding them does', async () => {
    const { listId, ids } = await seedCompletedList(store, ana, 5);
    const { campaign } = await createCampaignFromSelection({ store }, ana, {
      name: 'Two',
      profileIds: ids.slice(0, 2),
    });
    expect((await deleteList({ store }, ana, listId)).kept).toEqual({ campaigns: 1, leads: 2 });
    const rows = () => store.db.selectFrom('profiles').select('id').execute();
    expect(await rows()).toHaveLength(2);
    await deleteCampaign({ store }, ana, campaign.id);
    expect(await rows()).toHaveLength(0);
    expect(await store.db.selectFrom('search_lists').select('id').execute()).toEqual([]);
  });

  it('deletes a list no campaign uses outright', async () => {
    const { listId } = await seedCompletedList(store, ana, 3);
    expect(await deleteList({ store }, ana, listId)).toEqual({
      notice: 'List deleted successfully',
      kept: { campaigns: 0, leads: 0 },
    });
    expect(await store.db.selectFrom('profiles').select('id').execute()).toEqual([]);
    expect(await store.db.selectFrom('search_lists').select('id').execute()).toEqual([]);
  });

  it('counts what exists now: profiles deleted in lead review leave the list and campaign counts', async () => {
    const { listId, ids } = await seedCompletedList(store, ana, 6);
    const { campaign } = await createCampaignFromList({ store }, ana, listId, { name: 'All' });
    await deleteProfiles({ store }, ana, listId, ids.slice(0, 2));
    const list = await getList({ store }, ana, listId);
    expect({ found: list.profiles_found, now: list.profile_count }).toEqual({ found: 6, now: 4 });
    const [card] = await listCampaigns({ store }, ana);
    expect(card?.profile_count).toBe(4);
    expect(await members(campaign.id)).toHaveLength(4);
  });
});
