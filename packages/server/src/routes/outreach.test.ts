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

/** An active campaign over a fresh list of `max` profiles. */
async function activeCampaign(max: number) {
  const { listId } = await completedList(t, ana, { max });
  const made = await t.call(
    'POST',
    '/api/campaigns',
    { fromListId: listId, messageTemplate: 'Hi {Username}' },
    ana,
  );
  const id = ((await json(made)).campaign as { id: string }).id;
  const activated = await t.call('PATCH', `/api/campaigns/${id}`, { status: 'active' }, ana);
  expect(activated.status).toBe(200);
  return `/api/campaigns/${id}`;
}

interface Queue {
  next: { profile_id: string; username: string; text: string } | null;
  remaining: number;
  pace: { allowed: boolean; at: string; hold: string | null; notice: string | null };
  campaign: { messages_sent: number; responses_received: number; reply_rate: number };
  today: { sent: number; cap: number };
}

describe('the send queue over HTTP', () => {
  it('offers the next lead, marks it, counts it, and undoes it', async () => {
    const path = await activeCampaign(3);
    const first = (await json(await t.call('GET', `${path}/queue`, undefined, ana))) as unknown as Queue;
    expect(first.remaining).toBe(3);
    expect(first.pace).toMatchObject({ allowed: true, hold: null });
    const lead = first.next;
    if (!lead) throw new Error('no lead');
    expect(lead.text).toBe(`Hi ${lead.username}`);
    expect((await t.call('POST', `${path}/leads/${lead.profile_id}/open`, {}, ana)).status).toBe(204);

    const sent = await t.call('POST', `${path}/leads/${lead.profile_id}/status`, { status: 'sent' }, ana);
    expect(await json(sent)).toMatchObject({
      lead: { status: 'sent' },
      message: `@${lead.username} marked sent`,
    });
    await t.call('POST', `${path}/leads/${lead.profile_id}/status`, { status: 'replied', note: 'keen' }, ana);
    const after = (await json(await t.call('GET', `${path}/queue`, undefined, ana))) as unknown as Queue;
    expect(after.remaining).toBe(2);
    expect(after.next?.profile_id).not.toBe(lead.profile_id);
    expect(after.campaign).toMatchObject({ messages_sent: 1, responses_received: 1, reply_rate: 100 });
    // a new sender: day 1 of the warm-up allows 10 of the 15
    expect(after.today).toEqual({ sent: 1, cap: 10 });

    const undone = await t.call('POST', `${path}/leads/${lead.profile_id}/undo`, {}, ana);
    expect(await json(undone)).toMatchObject({ lead: { status: 'sent', note: null } });

    const bad = await t.call('POST', `${path}/leads/${lead.profile_id}/status`, { status: 'maybe' }, ana);
    expect(bad.status).toBe(400);
    expect(await errorOf(bad)).toMatchObject({ code: 'INVALID_INPUT' });
    // a lead named by @username (the CLI's `campaigns mark <id> <username>`), as core finds it
    const byName = `${path}/leads/${encodeURIComponent(`@${lead.username.toUpperCase()}`)}`;
    expect(await json(await t.call('POST', `${byName}/status`, { status: 'replied' }, ana))).toMatchObject({
      lead: { profile_id: lead.profile_id, status: 'replied' },
    });
    expect(await json(await t.call('POST', `${byName}/undo`, {}, ana))).toMatchObject({
      lead: { profile_id: lead.profile_id, status: 'sent' },
    });
    const nobody = await t.call('POST', `${path}/leads/%40nobody.here/status`, { status: 'sent' }, ana);
    expect(nobody.status).toBe(404);

    const bob = await t.signUp('bob@example.com');
    for (const [method, url, body] of [
      ['GET', `${path}/queue`, undefined],
      ['POST', `${path}/leads/${lead.profile_id}/status`, { status: 'won' }],
      ['POST', `${byName}/status`, { status: 'won' }],
      ['POST', `${path}/leads/${lead.profile_id}/undo`, {}],
      ['POST', `${path}/leads/${lead.profile_id}/open`, {}],
    ] as const) {
      const res = await t.call(method, url, body, bob);
      expect(res.status, `${method} ${url}`).toBe(404);
    }
  });

  it('enforces the pace: a send it holds is refused until overridden, and a reply needs a send', async () => {
    const path = await activeCampaign(3);
    expect((await t.call('PATCH', path, { sendRateLimit: 1 }, ana)).status).toBe(200);
    const queue = (await json(await t.call('GET', `${path}/queue`, undefined, ana))) as unknown as Queue;
    const first = queue.next?.profile_id ?? '';
    const status = (profileId: string, body: Json) =>
      t.call('POST', `${path}/leads/${profileId}/status`, body, ana);

    const notSent = await status(first, { status: 'replied' });
    expect(notSent.status).toBe(400);
    expect((await errorOf(notSent)).message).toMatch(
      /^@[\w.]+ was never sent a message: mark it sent before marking it replied$/,
    );
    expect(await json(await status(first, { status: 'sent' }))).toMatchObject({ over_pace: false });

    const held = (await json(await t.call('GET', `${path}/queue`, undefined, ana))) as unknown as Queue;
    expect(held.pace).toMatchObject({ allowed: false, hold: 'rate' });
    const second = held.next?.profile_id ?? '';
    const refused = await status(second, { status: 'sent' });
    expect(refused.status).toBe(409);
    expect(await errorOf(refused)).toEqual({
      code: 'PACE_HELD',
      message: `Not marked sent, to keep your pace: ${held.pace.notice}`,
    });
    expect(held.pace.notice).toMatch(/^1 message in the last hour: the next can go at \d\d:\d\d$/);
    const still = (await json(await t.call('GET', `${path}/queue`, undefined, ana))) as unknown as Queue;
    expect(still.campaign.messages_sent).toBe(1);

    const over = await status(second, { status: 'sent', overridePace: true });
    expect(over.status).toBe(200);
    expect(await json(over)).toMatchObject({ lead: { status: 'sent' }, over_pace: true });
    const after = (await json(await t.call('GET', `${path}/queue`, undefined, ana))) as unknown as Queue;
    expect(after.campaign.messages_sent).toBe(2);
  });

  it('keeps a do-not-contact list and pace settings per user', async () => {
    const path = await activeCampaign(2);
    const queue = (await json(await t.call('GET', `${path}/queue`, undefined, ana))) as unknown as Queue;
    const username = queue.next?.username ?? '';
    const added = await t.call(
      'POST',
      '/api/do-not-contact',
      { usernames: [`@${username}`, 'someone'] },
      ana,
    );
    expect(await json(added)).toEqual({ added: 2, message: 'Added 2 usernames to do-not-contact' });
    const page = await json(await t.call('GET', '/api/do-not-contact?limit=1', undefined, ana));
    expect(page).toMatchObject({ total: 2, entries: [{ username: [username, 'someone'].sort()[0] }] });
    const skipped = (await json(await t.call('GET', `${path}/queue`, undefined, ana))) as unknown as Queue;
    expect(skipped.remaining).toBe(1);
    expect(skipped.next?.username).not.toBe(username);
    const removed = await t.call('DELETE', '/api/do-not-contact', { usernames: [username] }, ana);
    expect(await json(removed)).toEqual({ removed: 1, message: 'Removed 1 username from do-not-contact' });
    // a CSV file of usernames, read by core's parser on the server (the CLI's `dnc import`)
    const text = `Username\n${username}\nnot a username!\n`;
    const imported = await t.call(
      'POST',
      '/api/do-not-contact/csv',
      { fileName: 'dnc.csv', size: text.length, text },
      ana,
    );
    expect(await json(imported)).toMatchObject({ added: 1, note: expect.any(String) });
    await t.call('DELETE', '/api/do-not-contact', { usernames: [username] }, ana);

    expect(await json(await t.call('GET', '/api/outreach/settings', undefined, ana))).toMatchObject({
      daily_cap: 15,
      working_hours: null,
      time_zone: 'UTC',
      version: 1,
    });
    const saved = await t.call(
      'PUT',
      '/api/outreach/settings',
      { dailyCap: 10, workingHours: '9:00-17:30', timeZone: 'Europe/Lisbon' },
      ana,
    );
    expect(await json(saved)).toMatchObject({
      daily_cap: 10,
      working_hours: '09:00-17:30',
      time_zone: 'Europe/Lisbon',
      version: 2,
    });
    // a window opened before that save holds version 1: its save is refused (issue 31)
    const stale = await t.call('PUT', '/api/outreach/settings', { dailyCap: 30, version: 1 }, ana);
    expect(stale.status).toBe(409);
    const refused = await t.call('PUT', '/api/outreach/settings', { workingHours: '18:00-09:00' }, ana);
    expect(refused.status).toBe(400);
    const bob = await t.signUp('bob@example.com');
    expect(await json(await t.call('GET', '/api/do-not-contact', undefined, bob))).toEqual({
      entries: [],
      total: 0,
    });
  });
});
