// The safe-volume guard over HTTP (issue 36): the pace settings with the warm-up and the
// health line, "Instagram blocked me" and its undo, the queue and a mark-sent agreeing with
// them, and the extension's token reporting a block. The store's clock starts on Thursday
// 2026-01-01 at 00:00 UTC and ticks a second a call.

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

async function activeCampaign(max: number) {
  const { listId } = await completedList(t, ana, { max });
  const made = await t.call('POST', '/api/campaigns', { fromListId: listId, messageTemplate: 'Hi' }, ana);
  const id = ((await json(made)).campaign as { id: string }).id;
  await t.call('PATCH', `/api/campaigns/${id}`, { status: 'active' }, ana);
  return `/api/campaigns/${id}`;
}

describe('the guard over HTTP', () => {
  it('gives the warm-up and the health line with the settings, and saves the warm-up', async () => {
    expect(await json(await t.call('GET', '/api/outreach/settings', undefined, ana))).toEqual({
      daily_cap: 15,
      working_hours: null,
      time_zone: 'UTC',
      warmup: true,
      warmup_start: 10,
      warmup_days: 14,
      version: 1,
      health: {
        factor: 'warmup',
        line: 'Warm-up day 1 of 14: 10 new conversations today, 10 left',
        limit: 10,
        left: 10,
        block_in_effect: false,
      },
      blocked: null,
    });
    const saved = await t.call(
      'PUT',
      '/api/outreach/settings',
      { warmup: false, warmupStart: 8, version: 1 },
      ana,
    );
    expect(await json(saved)).toMatchObject({
      warmup: false,
      warmup_start: 8,
      version: 2,
      health: { factor: 'daily', line: 'Daily limit: 15 new conversations today, 15 left' },
    });
    const bad = await t.call('PUT', '/api/outreach/settings', { warmupDays: 500 }, ana);
    expect(bad.status).toBe(400);
    expect(((await json(bad)).error as Json).message).toBe(
      'The warm-up length is a whole number of days from 2 to 90',
    );
  });

  it('pauses the queue on "Instagram blocked me", refuses a send, and lifts it on undo', async () => {
    const path = await activeCampaign(3);
    const reported = await t.call('POST', '/api/outreach/blocked', { note: 'action blocked' }, ana);
    expect(reported.status).toBe(200);
    expect(await json(reported)).toMatchObject({
      message: expect.stringMatching(
        /^Block reported: sending is paused until Fri 00:0\d, then at half your limit for a day$/,
      ),
      blocked: { note: 'action blocked', paused_until: expect.stringMatching(/^2026-01-02T00:0/) },
    });
    const queue = await json(await t.call('GET', `${path}/queue`, undefined, ana));
    expect(queue.pace).toMatchObject({ allowed: false, hold: 'blocked' });
    expect(queue.health).toMatchObject({
      factor: 'blocked',
      line: expect.stringMatching(/^Paused after a block until Fri 00:0\d$/),
    });
    const next = queue.next as { profile_id: string };
    const refused = await t.call('POST', `${path}/leads/${next.profile_id}/status`, { status: 'sent' }, ana);
    expect(refused.status).toBe(409);
    expect(((await json(refused)).error as Json).code).toBe('PACE_HELD');
    expect(
      ((await json(await t.call('GET', '/api/outreach/settings', undefined, ana))).blocked as Json).note,
    ).toBe('action blocked');

    const undone = await t.call('DELETE', '/api/outreach/blocked', undefined, ana);
    expect(await json(undone)).toEqual({ message: 'Block report undone: your usual pace applies again' });
    expect((await json(await t.call('GET', `${path}/queue`, undefined, ana))).pace).toMatchObject({
      allowed: true,
    });
    const nothing = await t.call('DELETE', '/api/outreach/blocked', undefined, ana);
    expect(nothing.status).toBe(400);
  });

  it('takes the report from the extension token, as the panel sends it', async () => {
    const paired = await json(await t.call('POST', '/api/extension/tokens', { label: 'Chrome' }, ana));
    const withToken = (method: string, body?: unknown) =>
      t.app.request('/api/outreach/blocked', {
        method,
        headers: {
          authorization: `Bearer ${paired.token as string}`,
          origin: 'chrome-extension://abcdefghijklmnopabcdefghijklmnop',
          ...(body === undefined ? {} : { 'content-type': 'application/json' }),
        },
        ...(body === undefined ? {} : { body: JSON.stringify(body) }),
      });
    expect((await withToken('POST', {})).status).toBe(200);
    expect(
      ((await json(await t.call('GET', '/api/outreach/settings', undefined, ana))).health as Json).factor,
    ).toBe('blocked');
    expect((await withToken('DELETE')).status).toBe(200);
  });
});
