// The public API's OpenAPI document (issue 35): valid OpenAPI 3.1 by an independent validator,
// covering every route mounted under /api/v1, and saying the truth: real answers from a seeded
// app validate against the documented response schemas (JSON Schema 2020-12, checked by Ajv).

import { completedList, openTestApp } from '@leadgen/test-utils/server';
import { Validator } from '@seriousme/openapi-schema-validator';
import { Ajv2020 } from 'ajv/dist/2020.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

type Operation = {
  summary: string;
  security?: unknown[];
  responses: Record<string, { content?: Record<string, { schema: object }> }>;
};
type Document = { openapi: string; paths: Record<string, Record<string, Operation>> };

let t: Awaited<ReturnType<typeof openTestApp>>;
let doc: Document;
let key: string;
const ids = { list: '', campaign: '', job: '', watch: '', webhook: '', profile: '' };

beforeAll(async () => {
  t = await openTestApp();
  const ana = await t.signUp('ana@example.com');
  const { listId, jobId } = await completedList(t, ana, { max: 5 });
  const campaign = await t.call('POST', '/api/campaigns', { fromListId: listId, name: 'Spring' }, ana);
  const watch = await t.call('POST', '/api/watches', { target: 'nasa', type: 'followers', every: '1d' }, ana);
  const webhook = await t.call(
    'POST',
    '/api/webhooks',
    { url: 'https://hooks.example.com/leadgen', events: ['run.completed'] },
    ana,
  );
  const page = await t.call('GET', `/api/lists/${listId}/profiles`, undefined, ana);
  Object.assign(ids, {
    list: listId,
    job: jobId,
    campaign: ((await campaign.json()) as { campaign: { id: string } }).campaign.id,
    watch: ((await watch.json()) as { watch: { id: string } }).watch.id,
    webhook: ((await webhook.json()) as { webhook: { id: string } }).webhook.id,
    profile: ((await page.json()) as { profiles: { id: string }[] }).profiles[0]?.id,
  });
  // the send queue is an active campaign's
  const active = await t.call('PATCH', `/api/campaigns/${ids.campaign}`, { status: 'active' }, ana);
  expect(active.status).toBe(200);
  key = await t.createKey(ana, 'write');
  const res = await t.app.request('/api/v1/openapi.json');
  expect(res.status).toBe(200);
  doc = (await res.json()) as Document;
}, 60_000);
afterAll(() => t.close());

const ajv = new Ajv2020({ strict: false, allErrors: true });

/** The documented schema of an operation's answer with `status`. */
const answerSchema = (path: string, method: string, status: number) =>
  doc.paths[path]?.[method]?.responses[String(status)]?.content?.['application/json']?.schema;

/** `/lists/{id}/profiles/{profileId}` with the seeded ids of the resource each path names. */
function concrete(path: string): string {
  const resource = path.split('/')[1] ?? '';
  const id = {
    lists: ids.list,
    campaigns: ids.campaign,
    jobs: ids.job,
    watches: ids.watch,
    webhooks: ids.webhook,
  }[resource];
  // a router new to the API needs a row of its own seeded here, so its answers are checked too
  if (path.includes('{id}') && id === undefined)
    throw new Error(`no seeded id for ${path}: seed one in beforeAll`);
  return path.replace('{id}', id ?? '').replace('{profileId}', ids.profile);
}

/** Calls the API with the key and checks the answer against the document. */
async function checkAnswer(method: string, path: string, status: number, body?: unknown, query = '') {
  const res = await t.callWithKey(method.toUpperCase(), `/api/v1${concrete(path)}${query}`, key, body);
  const text = await res.text();
  expect
    .soft(`${method} ${path}: ${res.status} ${res.status === status ? '' : text}`)
    .toBe(`${method} ${path}: ${status} `);
  const schema = answerSchema(path, method, status);
  if (!schema) return;
  const validateAnswer = ajv.compile(schema);
  const valid = validateAnswer(JSON.parse(text));
  expect.soft({ route: `${method} ${path}`, errors: valid ? null : validateAnswer.errors }).toEqual({
    route: `${method} ${path}`,
    errors: null,
  });
}

describe('the OpenAPI document', () => {
  it('is valid OpenAPI 3.1, served without a key', async () => {
    expect(doc.openapi).toBe('3.1.0');
    const result = await new Validator().validate(doc as unknown as Parameters<Validator['validate']>[0]);
    expect(result.errors ?? null).toBeNull();
    expect(result.valid).toBe(true);
  });

  it('covers every route mounted under /api/v1, each with its own summary', () => {
    const routes = [
      ...new Set(
        t.app.routes
          .filter((r) => r.method !== 'ALL' && r.path.startsWith('/api/v1/'))
          .map(
            (r) => `${r.method.toLowerCase()} ${r.path.slice('/api/v1'.length).replace(/:(\w+)/g, '{$1}')}`,
          ),
      ),
    ];
    expect(routes.length).toBeGreaterThan(40);
    const missing = routes.filter((route) => {
      const [method = '', path = ''] = route.split(' ');
      return doc.paths[path]?.[method] === undefined;
    });
    expect(missing).toEqual([]);
    const undescribed = routes.filter((route) => {
      const [method = '', path = ''] = route.split(' ');
      return doc.paths[path]?.[method]?.summary.startsWith(method.toUpperCase());
    });
    expect(undescribed).toEqual([]);
  });

  it('describes parameters, bodies, the key and the errors from the routes themselves', () => {
    const profiles = doc.paths['/lists/{id}/profiles']?.get as unknown as {
      parameters: { name: string; in: string }[];
      responses: Record<string, unknown>;
    };
    expect(profiles.parameters).toContainEqual(expect.objectContaining({ name: 'id', in: 'path' }));
    expect(profiles.parameters).toContainEqual(expect.objectContaining({ name: 'cursor', in: 'query' }));
    expect(Object.keys(profiles.responses)).toEqual(
      expect.arrayContaining(['200', '401', '403', '404', '429']),
    );
    const discovery = doc.paths['/lists/discovery']?.post as unknown as {
      requestBody: { content: Record<string, { schema: { properties: Record<string, unknown> } }> };
    };
    expect(Object.keys(discovery.requestBody.content['application/json']?.schema.properties ?? {})).toEqual(
      expect.arrayContaining(['targets', 'type', 'maxProfiles', 'sessionId']),
    );
    expect(doc.paths['/openapi.json']?.get?.security).toEqual([]);
  });

  it('is a readable page too, with no script', async () => {
    const res = await t.app.request('/api/v1/docs');
    expect(res.status).toBe(200);
    const html = await res.text();
    expect(html).toContain('<code>POST /lists/discovery</code>');
    expect(html).toContain('Start a discovery run');
    expect(html).toContain(
      'curl -H "Authorization: Bearer $LEADGEN_API_KEY" http://127.0.0.1:8787/api/v1/lists',
    );
    expect(html).not.toMatch(/<script/i);
  });

  it('documents the real answers of every GET', async () => {
    for (const [path, item] of Object.entries(doc.paths)) {
      if (!item.get || path === '/openapi.json' || path === '/docs') continue;
      await checkAnswer('get', path, 200, undefined, path === '/outreach/lead' ? '?username=someone' : '');
    }
  });

  it('documents the real answers of a write per resource', async () => {
    const run = { targets: ['natgeo'], type: 'followers', maxProfiles: 5, sessionId: 'sess-test' };
    await checkAnswer('post', '/lists/discovery/estimate', 200, run);
    await checkAnswer('post', '/lists/discovery', 202, run);
    await checkAnswer('patch', '/lists/{id}', 200, { name: 'Renamed' });
    await checkAnswer('put', '/lists/{id}/profiles/{profileId}/message', 200, { message: 'Hi there' });
    await checkAnswer('post', '/campaigns', 201, { fromListId: ids.list, name: 'Autumn' });
    await checkAnswer('post', '/campaigns/{id}/populate', 200, { template: 'Hi {First Name}' });
    await checkAnswer('put', '/campaigns/{id}/profiles/{profileId}/message', 200, { message: 'Hi you' });
    await checkAnswer('post', '/campaigns/{id}/leads/{profileId}/status', 200, { status: 'sent' });
    await checkAnswer('put', '/outreach/settings', 200, { dailyCap: 30 });
    await checkAnswer('post', '/do-not-contact', 200, { usernames: ['someone_else'] });
    const csv = 'Username\nanother_one\n';
    await checkAnswer('post', '/do-not-contact/csv', 200, {
      fileName: 'dnc.csv',
      size: csv.length,
      text: csv,
    });
    await checkAnswer('post', '/watches/{id}/run', 202);
    await checkAnswer('post', '/watches/run-due', 202);
    await checkAnswer('post', '/credits/checkout', 200, { packId: 'credits_20' });
    await checkAnswer('put', '/users/me/freshness', 200, { days: 30 });
    await checkAnswer('post', '/jobs/{id}/cancel', 200);
    await checkAnswer('post', '/webhooks', 201, {
      url: 'https://hooks.example.com/other',
      events: ['lead.replied'],
    });
    await checkAnswer('post', '/webhooks/{id}/test', 202);
  });
});
