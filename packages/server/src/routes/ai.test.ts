import { completedList, openTestApp } from '@leadgen/test-utils/server';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';

let t: Awaited<ReturnType<typeof openTestApp>>;
let ana: { id: string; cookie: string };
beforeEach(async () => {
  t = await openTestApp();
  ana = await t.signUp('ana@example.com');
});
afterEach(() => t.close());

const errorOf = async (res: Response) =>
  ((await res.json()) as { error: { code: string; message: string } }).error;

describe('AI template', () => {
  it('writes a template for a context', async () => {
    const res = await t.call('POST', '/api/ai/template', { context: 'Coffee tasting in Porto' }, ana);
    expect(res.status).toBe(200);
    const body = (await res.json()) as { template: string; message: string };
    expect(body.template).toContain('{First Name}');
    expect(body.template).toContain('Coffee tasting in Porto');
    expect(body.message).toBe('AI message template generated!');
  });

  it("refuses a bad body and another user's campaign", async () => {
    expect((await t.call('POST', '/api/ai/template', { context: 42 }, ana)).status).toBe(400);
    const { listId } = await completedList(t, ana, { max: 1 });
    const created = await t.call('POST', '/api/campaigns', { fromListId: listId }, ana);
    const campaignId = ((await created.json()) as { campaign: { id: string } }).campaign.id;
    const bob = await t.signUp('bob@example.com');
    const res = await t.call('POST', '/api/ai/template', { campaignId }, bob);
    expect(await errorOf(res)).toEqual({ code: 'NOT_FOUND', message: 'Campaign not found or access denied' });
    expect((await t.call('POST', '/api/ai/template', { context: 'x' })).status).toBe(401);
  });
});

describe('AI personalisation of one profile', () => {
  it("writes and saves one profile's message, with the spec messages", async () => {
    const { listId } = await completedList(t, ana, { max: 2 });
    const page = await t.call('GET', `/api/lists/${listId}/profiles`, undefined, ana);
    const [profile] = ((await page.json()) as { profiles: { id: string; username: string }[] }).profiles;
    const profileId = profile?.id as string;
    const input = { profileId, template: 'Hey {Username}, love your work!', context: 'Photographers' };
    const res = await t.call('POST', '/api/ai/personalize', input, ana);
    expect(res.status).toBe(200);
    const body = (await res.json()) as Record<string, string>;
    expect(body).toMatchObject({
      profile_id: profileId,
      username: profile?.username,
      notice: `Message personalized for @${profile?.username}`,
    });
    expect(body.message).toContain('love your work!');
    const saved = await t.call('GET', `/api/lists/${listId}/profiles`, undefined, ana);
    const rows = (
      (await saved.json()) as {
        profiles: { id: string; message: string | null; message_processed: boolean }[];
      }
    ).profiles;
    expect(rows.find((p) => p.id === profileId)).toMatchObject({
      message: body.message,
      message_processed: true,
    });

    const noTemplate = await t.call('POST', '/api/ai/personalize', { profileId, template: ' ' }, ana);
    expect(await errorOf(noTemplate)).toEqual({
      code: 'INVALID_INPUT',
      message: 'Please set a message template first',
    });
    expect((await t.call('POST', '/api/ai/personalize', { template: 'Hi' }, ana)).status).toBe(400);
    const bob = await t.signUp('bob@example.com');
    const foreign = await t.call('POST', '/api/ai/personalize', input, bob);
    expect(await errorOf(foreign)).toEqual({ code: 'NOT_FOUND', message: 'Profile not found' });
  });
});

describe("the create screen's drafts", () => {
  type Row = { id: string; username: string; message: string | null };
  const rowsOf = async (listId: string) =>
    (
      (await (await t.call('GET', `/api/lists/${listId}/profiles`, undefined, ana)).json()) as {
        profiles: Row[];
      }
    ).profiles;

  it("writes the selected profiles' messages and returns them, saving none", async () => {
    const { listId } = await completedList(t, ana, { max: 3 });
    const rows = await rowsOf(listId);
    const input = {
      profileIds: rows.map((row) => row.id),
      template: 'Hey {Username}!',
      context: 'Photographers',
    };
    const res = await t.call('POST', '/api/ai/drafts', input, ana);
    expect(res.status).toBe(200);
    const body = (await res.json()) as { ok: Row[]; failed: unknown[]; message: string };
    expect(body.message).toBe('Successfully personalized 3 message(s)');
    expect(body.failed).toEqual([]);
    expect(body.ok.map((each) => each.username).sort()).toEqual(rows.map((row) => row.username).sort());
    // one message written per profile
    expect(new Set(body.ok.map((each) => each.message)).size).toBe(3);
    expect((await rowsOf(listId)).map((row) => row.message)).toEqual([null, null, null]);
  });

  it('refuses what the batch refuses, and queues a large selection as a job carrying the drafts', async () => {
    const none = await t.call('POST', '/api/ai/drafts', { profileIds: [], template: 'Hi' }, ana);
    expect(await errorOf(none)).toEqual({
      code: 'INVALID_INPUT',
      message: 'No profiles selected for personalization',
    });
    const { listId } = await completedList(t, ana, { max: 30 });
    const ids = (await rowsOf(listId)).map((row) => row.id);
    const blank = await t.call('POST', '/api/ai/drafts', { profileIds: ids, template: ' ' }, ana);
    expect(await errorOf(blank)).toEqual({
      code: 'INVALID_INPUT',
      message: 'Please enter a message template first',
    });
    const bob = await t.signUp('bob@example.com');
    const foreign = await t.call('POST', '/api/ai/drafts', { profileIds: ids, template: 'Hi' }, bob);
    expect(await errorOf(foreign)).toEqual({ code: 'NOT_FOUND', message: 'Profile not found' });

    const queued = await t.call(
      'POST',
      '/api/ai/drafts',
      { profileIds: ids, template: 'Hi {Username}' },
      ana,
    );
    expect(queued.status).toBe(202);
    const { job_id: jobId } = (await queued.json()) as { job_id: string };
    const job = await t.call('GET', `/api/jobs/${jobId}`, undefined, ana);
    expect(((await job.json()) as { job: { kind: string; status: string } }).job).toMatchObject({
      kind: 'personalize',
      status: 'queued',
    });
  });
});
