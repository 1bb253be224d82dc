// The browser extension's pairing and its token's scope (issue 23): the token opens the outreach
// routes only. The routes are read from the app itself, so a new route is refused to a token
// unless it is added to EXTENSION_ROUTES on purpose.

import { completedList, openTestApp } from '@leadgen/test-utils/server';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { OPEN_V1_PATHS } from '../middleware/api-key.js';
import { isExtensionRoute } from '../middleware/extension-token.js';

let t: Awaited<ReturnType<typeof openTestApp>>;
let ana: { id: string; cookie: string };
beforeEach(async () => {
  t = await openTestApp();
  ana = await t.signUp('ana@example.com');
});
afterEach(() => t.close());

type Json = Record<string, unknown>;
const EXTENSION_ORIGIN = 'chrome-extension://abcdefghijklmnopabcdefghijklmnop';

async function pair(label = 'Work laptop') {
  const res = await t.call('POST', '/api/extension/tokens', { label }, ana);
  expect(res.status).toBe(201);
  return (await res.json()) as { token: string; pairing: { id: string; label: string } };
}

/** A request the way the extension makes it: its token, its origin, no cookie. */
const withToken = (token: string, method: string, path: string, body?: unknown) =>
  t.app.request(path, {
    method,
    headers: {
      authorization: `Bearer ${token}`,
      origin: EXTENSION_ORIGIN,
      ...(body !== undefined ? { 'content-type': 'application/json' } : {}),
    },
    ...(body !== undefined ? { body: JSON.stringify(body) } : {}),
  });

async function activeCampaign() {
  const { listId } = await completedList(t, ana, { max: 3 });
  const made = await t.call(
    'POST',
    '/api/campaigns',
    { fromListId: listId, messageTemplate: 'Hi {Username}' },
    ana,
  );
  const id = ((await made.json()) as { campaign: { id: string } }).campaign.id;
  expect((await t.call('PATCH', `/api/campaigns/${id}`, { status: 'active' }, ana)).status).toBe(200);
  return id;
}

describe('pairing a browser', () => {
  it('returns the token once, lists the pairing, marks has_extension, and revokes it', async () => {
    expect(
      ((await (await t.call('GET', '/api/users/me', undefined, ana)).json()) as Json).user,
    ).toMatchObject({
      has_extension: false,
    });
    const { token, pairing } = await pair();
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(
      ((await (await t.call('GET', '/api/users/me', undefined, ana)).json()) as Json).user,
    ).toMatchObject({
      has_extension: true,
    });
    const listed = (await (await t.call('GET', '/api/extension/tokens', undefined, ana)).json()) as Json;
    expect(listed.pairings).toEqual([expect.objectContaining({ id: pairing.id, label: 'Work laptop' })]);
    expect(JSON.stringify(listed)).not.toContain(token);

    expect((await withToken(token, 'GET', '/api/outreach/campaigns')).status).toBe(200);
    expect((await t.call('DELETE', `/api/extension/tokens/${pairing.id}`, undefined, ana)).status).toBe(204);
    const refused = await withToken(token, 'GET', '/api/outreach/campaigns');
    expect(refused.status).toBe(401);
    expect(((await refused.json()) as { error: Json }).error.message).toBe(
      'This browser is no longer paired: pair it again from Settings',
    );
  });

  it('needs a signed-in cookie session to pair', async () => {
    expect((await t.call('POST', '/api/extension/tokens', {})).status).toBe(401);
    const { token } = await pair();
    expect((await withToken(token, 'POST', '/api/extension/tokens', {})).status).toBe(401);
  });
});

describe('the extension token', () => {
  it('is refused on every route but the outreach ones', async () => {
    const { token } = await pair();
    const routes = [
      ...new Set(
        t.app.routes
          // /metrics reads its own bearer token, the scraper's (routes/metrics.test.ts), and the
          // public API's description is open to all (openapi/openapi-document.test.ts)
          .filter((r) => r.method !== 'ALL' && r.path !== '/metrics' && !OPEN_V1_PATHS.has(r.path))
          .map((r) => `${r.method} ${r.path}`),
      ),
    ];
    expect(routes.length).toBeGreaterThan(40);
    const answers: Record<string, number> = {};
    for (const route of routes) {
      const [method = 'GET', pattern = '/'] = route.split(' ');
      const path = pattern.replace(/:[^/]+/g, 'x');
      const body = method === 'GET' || method === 'HEAD' ? undefined : {};
      answers[route] = (await withToken(token, method, path, body)).status;
    }
    const open = Object.keys(answers).filter((route) => {
      const [method = '', pattern = ''] = route.split(' ');
      return isExtensionRoute(method, pattern.replace(/:[^/]+/g, 'x'));
    });
    expect(open.sort()).toEqual([
      'DELETE /api/outreach/blocked',
      'GET /api/campaigns/:id/queue',
      'GET /api/outreach/campaigns',
      'GET /api/outreach/lead',
      'POST /api/campaigns/:id/leads/:profileId/open',
      'POST /api/campaigns/:id/leads/:profileId/status',
      'POST /api/campaigns/:id/leads/:profileId/undo',
      'POST /api/outreach/blocked',
    ]);
    expect(
      Object.entries(answers).filter(([route, status]) => !open.includes(route) && status !== 401),
    ).toEqual([]);
    expect(
      Object.entries(answers).filter(([route, status]) => open.includes(route) && status === 401),
    ).toEqual([]);
  });

  it('runs the queue: the active campaigns, a username’s lead, and Sent from another origin', async () => {
    const id = await activeCampaign();
    const { token } = await pair();
    const listed = (await (await withToken(token, 'GET', '/api/outreach/campaigns')).json()) as {
      campaigns: { campaign: { id: string }; next: { profile_id: string; username: string; text: string } }[];
    };
    expect(listed.campaigns).toHaveLength(1);
    const next = listed.campaigns[0]?.next;
    if (!next) throw new Error('no lead');
    expect(next.text).toBe(`Hi ${next.username}`);

    const found = await withToken(token, 'GET', `/api/outreach/lead?username=${next.username.toUpperCase()}`);
    expect(((await found.json()) as Json).leads).toEqual([
      {
        campaign: { id, name: expect.any(String) },
        profile_id: next.profile_id,
        username: next.username,
        status: 'queued',
        text: `Hi ${next.username}`,
        lint: { errors: [], warnings: [] },
        sendable: true,
      },
    ]);

    // a cross-origin write with the token is not a forged cookie request: CSRF lets it through
    const sent = await withToken(token, 'POST', `/api/campaigns/${id}/leads/${next.profile_id}/status`, {
      status: 'sent',
    });
    expect(sent.status).toBe(200);
    const queue = (await (await t.call('GET', `/api/campaigns/${id}/queue`, undefined, ana)).json()) as {
      campaign: { messages_sent: number };
    };
    expect(queue.campaign.messages_sent).toBe(1);
    const again = await withToken(token, 'GET', `/api/outreach/lead?username=${next.username}`);
    expect(((await again.json()) as { leads: Json[] }).leads[0]).toMatchObject({
      status: 'sent',
      sendable: false,
    });
  });

  it('keeps the CSRF check on cookie requests from an extension origin', async () => {
    const id = await activeCampaign();
    const res = await t.app.request(`/api/campaigns/${id}/leads/x/open`, {
      method: 'POST',
      headers: { cookie: ana.cookie, origin: EXTENSION_ORIGIN, 'content-type': 'application/json' },
      body: '{}',
    });
    expect(res.status).toBe(403);
  });

  it('answers CORS preflights from extension origins on its routes only, without credentials', async () => {
    const preflight = (origin: string, path: string) =>
      t.app.request(path, {
        method: 'OPTIONS',
        headers: {
          origin,
          'access-control-request-method': 'POST',
          'access-control-request-headers': 'authorization, content-type',
        },
      });
    const ok = await preflight(EXTENSION_ORIGIN, '/api/campaigns/c1/leads/p1/status');
    expect(ok.headers.get('access-control-allow-origin')).toBe(EXTENSION_ORIGIN);
    expect(ok.headers.get('access-control-allow-headers')?.toLowerCase()).toContain('authorization');
    expect(ok.headers.get('access-control-allow-credentials')).toBeNull();
    const site = await preflight('https://evil.example', '/api/campaigns/c1/leads/p1/status');
    expect(site.headers.get('access-control-allow-origin')).toBeNull();
    const other = await preflight(EXTENSION_ORIGIN, '/api/auth/logout');
    expect(other.headers.get('access-control-allow-origin')).toBeNull();
  });
});
