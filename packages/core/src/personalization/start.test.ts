import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createCampaignFromList } from '../campaigns/create.js';
import type { Writer } from '../providers/writer.js';
import { seedCompletedList } from '../testing/test-lists.js';
import { createTestUser, openTestStore } from '../testing/test-store.js';
import { PERSONALIZE_JOB_THRESHOLD } from './job.js';
import { startPersonalization } from './start.js';

let store: Awaited<ReturnType<typeof openTestStore>>;
let userId: string;
beforeEach(async () => {
  store = await openTestStore();
  userId = (await createTestUser(store, 'ana@example.com')).id;
});
afterEach(() => store.close());

const writer: Writer = {
  generateTemplate: async () => 'Hi {First Name}',
  personalize: async ({ profile }) => `Hi ${profile.username}!`,
};
const deps = () => ({ store, writer, sleep: async () => {} });

async function campaignWith(count: number, template: string | null = 'Hi {First Name}') {
  const { listId, ids } = await seedCompletedList(store, userId, count);
  const { campaign } = await createCampaignFromList({ store }, userId, listId, { template });
  return { campaignId: campaign.id, ids };
}

describe('startPersonalization', () => {
  it('runs a batch up to the threshold at once', async () => {
    const { campaignId } = await campaignWith(PERSONALIZE_JOB_THRESHOLD);
    const started = await startPersonalization(deps(), userId, { campaignId });
    expect(started.queued).toBe(false);
    if (started.queued) return;
    expect(started.result.ok).toHaveLength(PERSONALIZE_JOB_THRESHOLD);
    expect(await store.jobs.list(userId)).toEqual([]);
  });

  it('queues a larger batch as a personalize job, or runs a small selection of it at once', async () => {
    const { campaignId, ids } = await campaignWith(PERSONALIZE_JOB_THRESHOLD + 1);
    const started = await startPersonalization(deps(), userId, { campaignId, force: true });
    expect(started.queued).toBe(true);
    if (!started.queued) return;
    expect(started.job).toMatchObject({ kind: 'personalize', payload: { campaignId, force: true } });
    const some = await startPersonalization(deps(), userId, { campaignId, profileIds: ids.slice(0, 2) });
    expect(some.queued ? null : some.result.notice).toBe('Successfully personalized 2 message(s)');
  });

  it('refuses a missing template before queueing anything', async () => {
    const { campaignId } = await campaignWith(PERSONALIZE_JOB_THRESHOLD + 1, null);
    await expect(startPersonalization(deps(), userId, { campaignId })).rejects.toMatchObject({
      message: 'Please enter a message template first',
    });
    expect(await store.jobs.list(userId)).toEqual([]);
  });

  it("refuses another user's profiles before queueing anything, however many are selected", async () => {
    const { ids: theirs } = await seedCompletedList(store, userId, PERSONALIZE_JOB_THRESHOLD + 1);
    const bo = (await createTestUser(store, 'bo@example.com')).id;
    const { listId } = await seedCompletedList(store, bo, 1);
    const { campaign } = await createCampaignFromList({ store }, bo, listId, { template: 'Hi {First Name}' });
    await expect(
      startPersonalization(deps(), bo, { campaignId: campaign.id, profileIds: theirs }),
    ).rejects.toMatchObject({ code: 'NOT_FOUND', message: 'Profile not found' });
    expect(await store.jobs.list(bo)).toEqual([]);
  });
});
