import type { Context } from 'hono';
import type { SandboxEnv } from '../sandbox-env.js';
import { APIFY_ERRORS, apifyError } from './apify-error.js';
import { paginate } from './pagination.js';
import type { RouteTable } from './route-table.js';
import { SANDBOX_USER } from './run-json.js';
import type { RunRecord, RunStore } from './run-store.js';

/** A dataset as `GET /v2/datasets/{id}` shows it (fields of openapi `Dataset.yaml`). */
export function datasetJson(run: RunRecord, items: readonly unknown[]): Record<string, unknown> {
  const isClean = (item: unknown) =>
    typeof item === 'object' && item !== null && Object.keys(item).length > 0;
  return {
    id: run.defaultDatasetId,
    name: null,
    userId: SANDBOX_USER.id,
    createdAt: run.startedAt.toISOString(),
    modifiedAt: (run.finishedAt ?? new Date()).toISOString(),
    accessedAt: new Date().toISOString(),
    itemCount: items.length,
    cleanItemCount: items.filter(isClean).length,
    actId: run.actor.id,
    actRunId: run.id,
  };
}

/** Items of a dataset as JSON (only `format=json` is served: the others are not modelled). */
export function itemsPage(c: Context<SandboxEnv>, items: readonly unknown[]): Response {
  const format = c.req.query('format') ?? 'json';
  if (format !== 'json') {
    return apifyError(
      c,
      400,
      'invalid-parameter',
      `The sandbox serves dataset items as json only, not "${format}"`,
    );
  }
  const { page, headers } = paginate(items, (name) => c.req.query(name));
  return c.json(page, 200, headers);
}

/** A run's log as text; with `stream=1` the answer stays open until the run ends (as on Apify). */
export function logAnswer(c: Context<SandboxEnv>, run: RunRecord): Response {
  const headers = { 'Content-Type': 'text/plain; charset=utf-8' };
  if (!['1', 'true'].includes(c.req.query('stream') ?? ''))
    return c.body(`${run.log.join('\n')}\n`, 200, headers);
  const encoder = new TextEncoder();
  let sent = 0;
  const stream = new ReadableStream<Uint8Array>({
    start(controller) {
      const flush = () => {
        for (; sent < run.log.length; sent++) controller.enqueue(encoder.encode(`${run.log[sent]}\n`));
      };
      flush();
      void run.finished.then(() => {
        try {
          flush();
          controller.close();
        } catch {
          // the caller went away
        }
      });
    },
  });
  return c.body(stream, 200, headers);
}

/**
 * The storage a run's results are read from: a dataset and its items (paged), a key-value
 * store's records (a run's INPUT, exactly as sent), and logs.
 */
export function storageRoutes(table: RouteTable, store: RunStore): void {
  table.on('GET', '/v2/datasets/:datasetId', (c) => {
    const run = store.runOfDataset(c.req.param('datasetId') ?? '');
    if (!run) return apifyError(c, 404, ...APIFY_ERRORS.datasetNotFound);
    return c.json({ data: datasetJson(run, store.datasetItems(run)) });
  });

  table.on('GET', '/v2/datasets/:datasetId/items', (c) => {
    const run = store.runOfDataset(c.req.param('datasetId') ?? '');
    if (!run) return apifyError(c, 404, ...APIFY_ERRORS.datasetNotFound);
    return itemsPage(c, store.datasetItems(run));
  });

  table.on('GET', '/v2/key-value-stores/:storeId/records/:key', (c) => {
    const storeId = c.req.param('storeId') ?? '';
    if (!store.storeExists(storeId)) return apifyError(c, 404, ...APIFY_ERRORS.storeNotFound);
    const record = store.record(storeId, c.req.param('key') ?? '');
    if (!record) return apifyError(c, 404, ...APIFY_ERRORS.recordNotFound);
    return c.body(record.body, 200, { 'Content-Type': record.contentType });
  });

  table.on('GET', '/v2/logs/:runId', (c) => {
    const run = store.run(c.req.param('runId') ?? '');
    return run ? logAnswer(c, run) : apifyError(c, 404, ...APIFY_ERRORS.runNotFound);
  });
}
