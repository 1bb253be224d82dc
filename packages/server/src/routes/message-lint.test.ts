import { completedList, openTestApp } from '@leadgen/test-utils/server';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';

// Issue 36 over HTTP (the web app's /api and the public /api/v1): {First Nme} refused on every
// save, the saves' answers carrying the linter's warnings, the send queue's `next.lint`, and a
// mark to sent refused while the text holds a placeholder.

let t: Awaited<ReturnType<typeof openTestApp>>;
let ana: { id: string; cookie: string };
beforeEach(async () => {
  t = await openTestApp();
  ana = await t.signUp('ana@example.com');
});
afterEach(() => t.close());

type Json = Record<string, unknown>;
const json = async (res: Response) => (await res.json()) as Json;
const REFUSED = 'Unknown placeholder {First Nme}; known: {Full Name}, {First Name}, {Username}';
const refused = { error: { code: 'INVALID_INPUT', message: REFUSED } };

/** A campaign over a fresh list of three; its path and its profile ids. */
async function campaign(template: string) {
  const { listId } = await completedList(t, ana, { max: 3 });
  const made = await t.call('POST', '/api/campaigns', { fromListId: listId, messageTemplate: template }, ana);
  expect(made.status).toBe(201);
  const body = await json(made);
  const path = `/api/campaigns/${(body.campaign as { id: string }).id}`;
  const page = await json(await t.call('GET', `${path}/profiles`, undefined, ana));
  return { path, body, ids: (page.profiles as { id: string }[]).map((profile) => profile.id) };
}

describe('saves', () => {
  it('refuse {First Nme} on create, edit and message saves, on /api and /api/v1', async () => {
    const { listId } = await completedList(t, ana, { max: 3 });
    const create = await t.call(
      'POST',
      '/api/campaigns',
      { fromListId: listId, messageTemplate: 'Hi {First Nme}' },
      ana,
    );
    expect(create.status).toBe(400);
    expect(await json(create)).toEqual(refused);
    const { path, ids } = await campaign('Hi {First Name}');
    const [first = ''] = ids;
    const key = await t.createKey(ana, 'write');
    for (const [method, suffix, body] of [
      ['PATCH', '', { messageTemplate: 'Hi {First Nme}' }],
      ['PUT', '/messages', { messages: { [first]: 'Hi {First Nme}' } }],
      ['PUT', `/profiles/${first}/message`, { message: 'Hi {First Nme}' }],
    ] as const) {
      const web = await t.call(method, `${path}${suffix}`, body, ana);
      expect([web.status, await json(web)]).toEqual([400, refused]);
      const v1 = await t.callWithKey(method, `/api/v1${path.replace('/api', '')}${suffix}`, key, body);
      expect([v1.status, await json(v1)]).toEqual([400, refused]);
    }
  });

  it("answer the template's and the messages' warnings with their reasons", async () => {
    const { path, body, ids } = await campaign('Love your work!');
    expect(body.lint).toEqual({
      errors: [],
      warnings: [
        {
          rule: 'same-for-everyone',
          message:
            '3 leads will get this exact text: Instagram flags identical messages; add {First Name} or write their own',
        },
      ],
    });
    const [first = '', second = ''] = ids;
    const one = await json(
      await t.call('PUT', `${path}/profiles/${first}/message`, { message: 'See shop.com!' }, ana),
    );
    expect(one.lint).toEqual({
      errors: [],
      warnings: [
        {
          rule: 'link',
          message: 'Link shop.com: links in a first message are a spam signal: send it after they reply',
        },
      ],
    });
    const many = await json(
      await t.call('PUT', `${path}/messages`, { messages: { [second]: 'HELLO THERE, BIG NEWS TODAY' } }, ana),
    );
    expect(many.lint_warnings).toEqual({
      [second]: [{ rule: 'all-caps', message: 'Mostly capital letters: it reads as shouting, and as spam' }],
    });
    const edited = await json(await t.call('PATCH', path, { messageTemplate: 'Hi {First Name}!' }, ana));
    expect(edited.lint).toEqual({ errors: [], warnings: [] });
  });
});

describe('the send queue', () => {
  it('warns of a repeat of a text sent today, and refuses to mark sent an unfilled placeholder', async () => {
    const { path, ids } = await campaign('Love your work!');
    expect((await t.call('PATCH', path, { status: 'active' }, ana)).status).toBe(200);
    const first = (await json(await t.call('GET', `${path}/queue`, undefined, ana))).next as {
      profile_id: string;
    };
    await t.call('POST', `${path}/leads/${first.profile_id}/status`, { status: 'sent' }, ana);
    const queue = await json(await t.call('GET', `${path}/queue`, undefined, ana));
    const next = queue.next as { profile_id: string; lint: { warnings: { rule: string }[] } };
    expect(next.lint.warnings.map((warning) => warning.rule)).toEqual(['duplicate']);

    // written past the save checks, as the AI's writes and older releases did
    const id = path.split('/').at(-1) as string;
    await t.store.campaignMessages.saveMessages(ana.id, id, [
      { id: next.profile_id, message: 'Hi {Frist Name}' },
    ]);
    const held = await json(await t.call('GET', `${path}/queue`, undefined, ana));
    expect(
      (held.next as { lint: { errors: { rule: string }[] } }).lint.errors.map((error) => error.rule),
    ).toEqual(['unfilled-placeholder']);
    const mark = await t.call('POST', `${path}/leads/${next.profile_id}/status`, { status: 'sent' }, ana);
    expect(mark.status).toBe(400);
    expect(((await json(mark)).error as { message: string }).message).toMatch(
      /^Not marked sent: the message to @\S+ still holds \{Frist Name\}; edit the message, then send it$/,
    );
    expect(ids).toContain(next.profile_id);
  });
});
