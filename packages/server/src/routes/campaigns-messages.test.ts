import { EXPORT_COLUMNS } from '@leadgen/core/domain';
import { completedList, openTestApp } from '@leadgen/test-utils/server';
import { parse } from 'csv-parse/sync';
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

type Json = Record<string, unknown>;
const json = async (res: Response) => (await res.json()) as Json;

interface Member {
  id: string;
  message_version: number;
  username: string;
  full_name: string | null;
  message: string | null;
  message_processed: boolean;
}

/** A campaign made from a fresh list of `max` profiles; its path and its members. */
async function campaignOf(max: number, template?: string) {
  const { listId } = await completedList(t, ana, { max });
  const res = await t.call('POST', '/api/campaigns', { fromListId: listId, messageTemplate: template }, ana);
  const id = ((await json(res)).campaign as { id: string }).id;
  const path = `/api/campaigns/${id}`;
  const members = async () =>
    (
      (await json(await t.call('GET', `${path}/profiles?limit=1000`, undefined, ana))) as {
        profiles: Member[];
      }
    ).profiles;
  return { id, path, members, ids: (await members()).map((p) => p.id) };
}

describe('campaign messages', () => {
  it('saves messages in bulk, skipping blank ones, and refuses profiles that are not the user’s', async () => {
    const { path, members, ids } = await campaignOf(3);
    const [a, b] = ids as [string, string];
    const res = await t.call('PUT', `${path}/messages`, { messages: { [a]: ' Hello ', [b]: '   ' } }, ana);
    expect(await json(res)).toEqual({ saved: 1, versions: { [a]: 2 }, lint_warnings: {} });
    const saved = await members();
    expect(saved.find((p) => p.id === a)).toMatchObject({ message: 'Hello', message_processed: false });
    expect(saved.find((p) => p.id === b)?.message).toBeNull();
    const unknown = await t.call('PUT', `${path}/messages`, { messages: { nope: 'Hi' } }, ana);
    expect(await errorOf(unknown)).toEqual({ code: 'NOT_FOUND', message: 'Profile not found' });
    expect((await t.call('PUT', `${path}/messages`, { messages: ['Hi'] }, ana)).status).toBe(400);
  });

  it('populates the template for every profile or the selected ones', async () => {
    const { path, members, ids } = await campaignOf(3, 'Hi {First Name}, I am @{Username}');
    const all = await json(await t.call('POST', `${path}/populate`, {}, ana));
    expect(all).toEqual({ count: 3, message: 'Messages populated for 3 profiles' });
    for (const p of await members()) expect(p.message).toMatch(new RegExp(`, I am @${p.username}$`));
    const some = await json(
      await t.call('POST', `${path}/populate`, { template: 'Yo', profileIds: ids.slice(0, 1) }, ana),
    );
    expect(some).toEqual({ count: 1, message: 'Messages populated for 1 selected profiles' });

    const cases: [Json, string][] = [
      [{ template: '  ' }, 'Please enter a message template first'],
      [{ template: null }, 'Please enter a message template first'],
      [{ profileIds: [] }, 'Select at least one profile to populate'],
    ];
    for (const [input, message] of cases) {
      expect(await errorOf(await t.call('POST', `${path}/populate`, input, ana))).toEqual({
        code: 'INVALID_INPUT',
        message,
      });
    }
  });
});

describe('campaign personalisation', () => {
  it('runs a small batch at once, then has nothing left to do', async () => {
    const { path, members } = await campaignOf(3, 'Hi {First Name}! Love your posts.');
    const res = await t.call('POST', `${path}/personalize`, {}, ana);
    expect(res.status).toBe(200);
    const result = (await json(res)) as {
      ok: { message: string }[];
      failed: unknown[];
      skipped: number;
      message: string;
    };
    expect(result).toMatchObject({
      failed: [],
      skipped: 0,
      message: 'Successfully personalized 3 message(s)',
    });
    expect(result.ok).toHaveLength(3);
    for (const p of await members())
      expect(p).toMatchObject({ message_processed: true, message: expect.any(String) });

    const again = await t.call('POST', `${path}/personalize`, {}, ana);
    expect(await errorOf(again)).toEqual({ code: 'INVALID_INPUT', message: 'No profiles to personalize' });
    const forced = await json(
      await t.call('POST', `${path}/personalize`, { force: true, profileIds: [] }, ana),
    );
    expect(forced).toEqual({
      error: { code: 'INVALID_INPUT', message: 'No profiles selected for personalization' },
    });
  });

  it('refuses a batch without a template', async () => {
    const { path } = await campaignOf(1);
    const res = await t.call('POST', `${path}/personalize`, {}, ana);
    expect(await errorOf(res)).toEqual({
      code: 'INVALID_INPUT',
      message: 'Please enter a message template first',
    });
    expect(await t.store.jobs.list(ana.id, { status: 'queued' })).toEqual([]);
  });

  it('queues a batch past the threshold as a personalize job', async () => {
    const { path } = await campaignOf(26, 'Hi {First Name}!');
    const res = await t.call('POST', `${path}/personalize`, { context: 'Photographers in Lisbon' }, ana);
    expect(res.status).toBe(202);
    const { job_id: jobId } = (await json(res)) as { job_id: string };
    const { job } = (await json(await t.call('GET', `/api/jobs/${jobId}`, undefined, ana))) as { job: Json };
    expect(job).toMatchObject({ kind: 'personalize', status: 'queued', list_id: null });
  });
});

describe('campaign CSV', () => {
  it('exports the members with their messages, neutralising a formula-like template', async () => {
    const { path } = await campaignOf(2, '=HYPERLINK("http://evil.example","{Username}")');
    await t.call('PATCH', path, { name: 'Spring Sale!' }, ana);
    await t.call('POST', `${path}/populate`, {}, ana);
    const res = await t.call('GET', `${path}/csv`, undefined, ana);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-disposition')).toBe('attachment; filename="spring_sale__leads.csv"');
    const text = await res.text();
    expect(text).toMatch(/,"'=HYPERLINK\(""http:\/\/evil\.example"",""[\w.]+""\)"\n/);
    expect(text).not.toMatch(/,"=HYPERLINK/);
  });

  it('streams the same columns and cells as the list export, Email, Phone and URL included', async () => {
    const { listId } = await completedList(t, ana, { max: 40 });
    const created = await t.call('POST', '/api/campaigns', { fromListId: listId }, ana);
    const id = ((await json(created)).campaign as { id: string }).id;
    await t.call('PATCH', `/api/campaigns/${id}`, { name: 'Coaches (Lisbon)' }, ana);
    const list = await t.call('GET', `/api/lists/${listId}/csv`, undefined, ana);
    const res = await t.call('GET', `/api/campaigns/${id}/csv`, undefined, ana);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe(list.headers.get('content-type'));
    expect(res.headers.get('cache-control')).toBe('no-store');
    expect(res.headers.get('content-disposition')).toBe('attachment; filename="coaches__lisbon__leads.csv"');
    const text = await res.text();
    expect(text).toBe(await list.text());
    const [header, ...rows] = parse(text);
    expect(header).toEqual([...EXPORT_COLUMNS]);
    expect(rows).toHaveLength(40);
    // The sandbox gives business accounts contact details; the campaign export keeps them.
    const emails = rows.map((row) => row[9]).filter((email) => email !== '');
    expect(emails.length).toBeGreaterThan(0);
    for (const email of emails) expect(email).toMatch(/@/);
    const bom = await t.call('GET', `/api/campaigns/${id}/csv?bom=true`, undefined, ana);
    expect(new Uint8Array(await bom.arrayBuffer()).slice(0, 3)).toEqual(new Uint8Array([0xef, 0xbb, 0xbf]));
  });

  it("answers 'No profiles found in this campaign' for an empty campaign", async () => {
    const { path } = await campaignOf(1);
    await t.call('PATCH', path, { selectedIds: [] }, ana);
    const res = await t.call('GET', `${path}/csv`, undefined, ana);
    expect(await errorOf(res)).toEqual({
      code: 'INVALID_INPUT',
      message: 'No profiles found in this campaign',
    });
  });
});

describe('saving a campaign from two tabs (issue 31)', () => {
  it('answers a stale save 409 with the current version, and the messages that changed', async () => {
    const { id, path, members, ids } = await campaignOf(4);
    const campaign = async () => (await json(await t.call('GET', path, undefined, ana))).campaign as Json;
    const loaded = (await campaign()).version as number;
    const first = await t.call(
      'PATCH',
      path,
      { version: loaded, name: 'From A', removeIds: ids.slice(0, 1) },
      ana,
    );
    expect(first.status).toBe(200);
    expect(((await json(first)).campaign as Json).version).toBeGreaterThan(loaded);
    const stale = await t.call('PATCH', path, { version: loaded, description: 'From B' }, ana);
    expect(stale.status).toBe(409);
    const refused = await errorOf(stale);
    expect(refused).toMatchObject({
      code: 'CONFLICT',
      message:
        'This campaign was changed in another tab or window since you opened it. Reload to see the changes, or overwrite them with yours.',
      version: (await campaign()).version,
    });
    expect(await campaign()).toMatchObject({ id, name: 'From A', description: null, profile_count: 3 });

    const [lead] = await members();
    if (!lead) throw new Error('expected a member');
    const mine = { messages: { [lead.id]: 'A' }, versions: { [lead.id]: lead.message_version } };
    expect((await t.call('PUT', `${path}/messages`, mine, ana)).status).toBe(200);
    const again = await t.call('PUT', `${path}/messages`, { ...mine, messages: { [lead.id]: 'B' } }, ana);
    expect(again.status).toBe(409);
    expect(await errorOf(again)).toMatchObject({ code: 'CONFLICT', stale: [lead.id] });
  });

  it('refuses more than 1,000 ids a request, and names the body limit in its own words', async () => {
    const { path } = await campaignOf(1);
    const many = Array.from({ length: 1001 }, (_, i) => `id-${i}`);
    expect((await t.call('PATCH', path, { addIds: many }, ana)).status).toBe(400);
    const huge = await t.call('PUT', `${path}/messages`, { messages: { x: 'y'.repeat(300_000) } }, ana);
    expect(huge.status).toBe(413);
    expect(await errorOf(huge)).toEqual({
      code: 'HTTP',
      message:
        'That request is larger than Leadgen accepts (256 KB). Send it in smaller parts, or upload a CSV file instead.',
    });
  });
});
