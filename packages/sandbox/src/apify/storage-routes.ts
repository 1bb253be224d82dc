import { Hono } from 'hono';
import type { SandboxEnv } from '../app.js';
import { apifyError } from './apify-error.js';
import { paginate } from './pagination.js';
import type { RunStore } from './run-store.js';

/**
 * The storage endpoints a run's results are read from: a dataset's items (paginated) and a
 * key-value store's records (a run's INPUT, as it was sent).
 */
export function storageRoutes(store: RunStore): Hono<SandboxEnv> {
  const app = new Hono<SandboxEnv>();

  app.get('/v2/datasets/:datasetId/items', (c) => {
    const items = store.dataset(c.req.param('datasetId'));
    if (!items) return apifyError(c, 404, 'Dataset was not found');
    const { page, headers } = paginate(items, (name) => c.req.query(name));
    return c.json(page, 200, headers);
  });

  app.get('/v2/key-value-stores/:storeId/records/:key', (c) => {
    const record = store.record(c.req.param('storeId'), c.req.param('key'));
    if (!record) return apifyError(c, 404, 'Record was not found');
    return c.body(record.body, 200, { 'Content-Type': record.contentType });
  });

  return app;
}
