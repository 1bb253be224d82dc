import { completedList, openTestApp } from '@leadgen/test-utils/server';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';

let t: Awaited<ReturnType<typeof openTestApp>>;
let ana: { id: string; cookie: string };
beforeEach(async () => {
  t = await openTestApp();
  ana = await t.signUp('ana@example.com');
});
afterEach(() => t.close());

type Json = Record<string, unknown>;
const json = async (res: Response) => (await res.json()) as Json;
const errorOf = async (res: Response) => (await json(res)).error as { code: string; message: string };

/** An active campaign over a fresh list of `max` profiles; its path. */
async function activeCampaign(max: number) {
  const { listId } = await completedList(t, ana, { max });
  const made = await t.call(
    'POST',
    '/api/campaigns',
    { fromListId: listId, messageTemplate: 'Hi {Username}' },
    ana,
  );
  const id = ((await json(made)).campaign as { id: string }).id;
  await t.call('PATCH', `/api/campaigns/${id}`, { status: 'active' }, ana);
  return { id, path: `/api/campaigns/${id}` };
}

describe('message variants over HTTP', () => {
  it('adds, edits, lists with stats, picks (final) and refuses a removal after it', async () => {
    const { path } = await activeCampaign(3);
    const added = await t.call('POST', `${path}/variants`, {}, ana);
    expect(added.status).toBe(201);
    expect(await json(added)).toMatchObject({
      variant: { label: 'B', message_template: 'Hi {Username}', sent: 0, reply_rate: null, interval: null },
      message: 'Variant B added',
    });
    const edited = await t.call('PUT', `${path}/variants/b`, { messageTemplate: 'Hey {Username}!' }, ana);
    expect(await json(edited)).toMatchObject({
      variant: { label: 'B', message_template: 'Hey {Username}!' },
    });
    const bad = await t.call('PUT', `${path}/variants/B`, { messageTemplate: 'Hey {Usrname}' }, ana);
    expect(bad.status).toBe(400);

    // the queue assigns its next lead a variant and says which
    const queue = await json(await t.call('GET', `${path}/queue`, undefined, ana));
    const next = queue.next as { profile_id: string; variant: string; username: string; text: string };
    expect(next).toMatchObject({ variant: 'A', text: `Hi ${next.username}` });
    await t.call('POST', `${path}/leads/${next.profile_id}/status`, { status: 'sent' }, ana);
    await t.call('POST', `${path}/leads/${next.profile_id}/status`, { status: 'replied' }, ana);

    const listed = await json(await t.call('GET', `${path}/variants`, undefined, ana));
    expect(listed).toMatchObject({
      winner: null,
      suggested_winner: null,
      suggestion_reason: 'needs 150 sends per variant: A has 1, B has 0',
      p_value: null,
    });
    expect((listed.variants as Json[])[0]).toMatchObject({
      label: 'A',
      sent: 1,
      replied: 1,
      reply_rate: 100,
      interval: { low: 20.7, high: 100 },
      removed: false,
      winner: false,
    });

    const picked = await t.call('POST', `${path}/variants/B/pick`, {}, ana);
    expect(await json(picked)).toMatchObject({
      message: expect.stringContaining('Variant B picked as the winner'),
      warning: 'Variant B is not the suggested winner (needs 150 sends per variant: A has 1, B has 0)',
    });
    const removal = await t.call('DELETE', `${path}/variants/B`, undefined, ana);
    expect(removal.status).toBe(400);
    expect((await errorOf(removal)).message).toContain('a pick is final');
    expect((await json(await t.call('GET', `${path}/variants`, undefined, ana))).winner).toBe('B');
  });

  it('removes a variant, refuses A, and keeps other users out', async () => {
    const { path } = await activeCampaign(2);
    await t.call('POST', `${path}/variants`, { messageTemplate: 'Yo {Username}' }, ana);
    const removed = await t.call('DELETE', `${path}/variants/B`, undefined, ana);
    expect(await json(removed)).toEqual({
      unassigned: 0,
      message: 'Variant B removed; 0 queued leads will get another variant',
    });
    const template = await t.call('DELETE', `${path}/variants/A`, undefined, ana);
    expect(await errorOf(template)).toMatchObject({
      message: 'Variant A is the campaign template: edit the template instead',
    });
    expect((await t.call('DELETE', `${path}/variants/Q`, undefined, ana)).status).toBe(404);

    const bob = await t.signUp('bob@example.com');
    for (const [method, url] of [
      ['GET', `${path}/variants`],
      ['POST', `${path}/variants`],
      ['POST', `${path}/variants/A/pick`],
    ] as const)
      expect((await t.call(method, url, method === 'GET' ? undefined : {}, bob)).status).toBe(404);
  });

  it('answers on the public API with a key', async () => {
    const { id } = await activeCampaign(1);
    const key = await t.createKey(ana, 'write');
    const added = await t.callWithKey('POST', `/api/v1/campaigns/${id}/variants`, key, {
      messageTemplate: 'Hello {Username}',
    });
    expect(added.status).toBe(201);
    const listed = await json(await t.callWithKey('GET', `/api/v1/campaigns/${id}/variants`, key));
    expect((listed.variants as Json[]).map((v) => [v.label, v.message_template])).toEqual([
      ['A', 'Hi {Username}'],
      ['B', 'Hello {Username}'],
    ]);
  });
});
