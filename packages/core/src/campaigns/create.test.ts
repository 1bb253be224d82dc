import { createTestUser, openTestStore, seedCompletedList } from '@leadgen/test-utils/core';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createCampaignFromList } from './create.js';

let store: Awaited<ReturnType<typeof openTestStore>>;
let ana: string;
beforeEach(async () => {
  store = await openTestStore();
  ana = (await createTestUser(store, 'ana@example.com')).id;
});
afterEach(() => store.close());

describe('a campaign from a list', () => {
  it('takes only the profiles that pass the lead-review filter, or the ids given', async () => {
    // followers 1000, 999, … 991: five of ten have at least 996
    const { listId, ids } = await seedCompletedList(store, ana, 10);
    const filtered = await createCampaignFromList({ store }, ana, listId, { filter: { minFollowers: 996 } });
    expect(filtered.campaign.profile_count).toBe(5);
    const chosen = await createCampaignFromList({ store }, ana, listId, {
      profileIds: [ids[0] as string, ids[9] as string, 'not-in-this-list'],
    });
    expect(chosen.campaign.profile_count).toBe(2);
    expect((await createCampaignFromList({ store }, ana, listId)).campaign.profile_count).toBe(10);
  });

  it('refuses a filter that leaves no profile', async () => {
    const { listId } = await seedCompletedList(store, ana, 3);
    await expect(
      createCampaignFromList({ store }, ana, listId, { filter: { minFollowers: 5000 } }),
    ).rejects.toMatchObject({ code: 'INVALID_INPUT', message: 'No profiles match your filters' });
  });

  it('refuses a template with a misspelt placeholder, and creates nothing', async () => {
    const { listId } = await seedCompletedList(store, ana, 3);
    await expect(
      createCampaignFromList({ store }, ana, listId, { template: 'Hi {First Nme}!' }),
    ).rejects.toMatchObject({
      code: 'INVALID_INPUT',
      message: expect.stringContaining('Unknown placeholder {First Nme}'),
    });
    expect(await store.campaigns.list(ana)).toEqual([]);
  });
});
