import { LATEST_SCHEMA } from '@leadgen/core';
import { openStore } from '@leadgen/core/store';
import { openTestApp } from '@leadgen/test-utils/server';
import { afterEach, describe, expect, it } from 'vitest';
import { createApp } from '../app.js';

let t: Awaited<ReturnType<typeof openTestApp>>;
afterEach(async () => {
  await t.close();
});

describe('GET /healthz and /readyz', () => {
  it('are unauthenticated: alive, and ready when the database answers at the current schema', async () => {
    t = await openTestApp();
    const health = await t.app.request('/healthz');
    expect(health.status).toBe(200);
    expect(await health.json()).toEqual({ status: 'ok' });
    const ready = await t.app.request('/readyz');
    expect(ready.status).toBe(200);
    expect(ready.headers.get('cache-control')).toBe('no-store');
    expect(await ready.json()).toEqual({ status: 'ready' });
  });

  it('is not ready while the server starts or from the moment it stops; alive all the same', async () => {
    t = await openTestApp();
    for (const phase of ['starting', 'stopping'] as const) {
      const app = createApp({ ...t.deps, phase: () => phase });
      const ready = await app.request('/readyz');
      expect(ready.status).toBe(503);
      expect(await ready.json()).toEqual({ status: 'not_ready', reason: phase });
      expect((await app.request('/healthz')).status).toBe(200);
    }
  });

  it('ends a new event stream at once while the server stops, asking the browser to reconnect soon', async () => {
    t = await openTestApp();
    const ana = await t.signUp('ana@example.com');
    const app = createApp({ ...t.deps, phase: () => 'stopping' });
    const stream = await app.request('/api/events', { headers: { cookie: ana.cookie } });
    // 200, not an error status, which would make an EventSource give up for good
    expect(stream.status).toBe(200);
    expect(stream.headers.get('content-type')).toContain('text/event-stream');
    expect(await stream.text()).toBe('retry: 1000\n\n');
  });

  it('is not ready when the database has a newer schema than this release', async () => {
    t = await openTestApp();
    await t.store.db
      .insertInto('schema_migrations')
      .values({
        version: LATEST_SCHEMA + 1,
        name: 'from-a-newer-release',
        applied_at: new Date().toISOString(),
      })
      .execute();
    const ready = await t.app.request('/readyz');
    expect(ready.status).toBe(503);
    expect(await ready.json()).toEqual({ status: 'not_ready', reason: 'schema_newer' });
  });

  it('is not ready when the database does not answer', async () => {
    t = await openTestApp();
    // a store of its own on the same kind of database, then closed under the app
    const store = await openStore({ database: t.database });
    const app = createApp({ ...t.deps, store });
    expect((await app.request('/readyz')).status).toBe(200);
    await store.close();
    const ready = await app.request('/readyz');
    expect(ready.status).toBe(503);
    expect(await ready.json()).toEqual({ status: 'not_ready', reason: 'database_unreachable' });
  });
});
