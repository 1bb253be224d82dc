import type { Context } from 'hono';
import type { SandboxContext } from '../context.js';
import type { SandboxEnv } from '../sandbox-env.js';
import { APIFY_ERRORS, apifyError } from './apify-error.js';
import type { RouteTable } from './route-table.js';
import { runJson } from './run-json.js';
import type { RunRecord, RunStore } from './run-store.js';
import { listRuns, waitForRun } from './run-views.js';
import { datasetJson, itemsPage, logAnswer } from './storage-routes.js';

/**
 * `/v2/actor-runs`, where apify-client reads and aborts a run (resource_clients/run.js): the
 * user's runs, one run (with `waitForFinish`), abort (`gracefully`), and the run's log, default
 * dataset and INPUT record.
 */
export function actorRunRoutes(table: RouteTable, ctx: SandboxContext, store: RunStore): void {
  function runOf(c: Context<SandboxEnv>): RunRecord | Response {
    const run = store.run(c.req.param('runId') ?? '');
    return run ?? apifyError(c, 404, ...APIFY_ERRORS.runNotFound);
  }

  table.on('GET', '/v2/actor-runs', (c) => c.json({ data: listRuns(store, c, () => true) }));

  table.on('GET', '/v2/actor-runs/:runId', async (c) => {
    const run = runOf(c);
    if (run instanceof Response) return run;
    await waitForRun(ctx, c, run);
    return c.json({ data: runJson(run, store.datasetItems(run).length) });
  });

  table.on('POST', '/v2/actor-runs/:runId/abort', (c) => {
    const run = runOf(c);
    if (run instanceof Response) return run;
    store.abort(run, ['1', 'true'].includes(c.req.query('gracefully') ?? ''));
    return c.json({ data: runJson(run, store.datasetItems(run).length) });
  });

  table.on('GET', '/v2/actor-runs/:runId/log', (c) => {
    const run = runOf(c);
    return run instanceof Response ? run : logAnswer(c, run);
  });

  table.on('GET', '/v2/actor-runs/:runId/dataset', (c) => {
    const run = runOf(c);
    return run instanceof Response ? run : c.json({ data: datasetJson(run, store.datasetItems(run)) });
  });

  table.on('GET', '/v2/actor-runs/:runId/dataset/items', (c) => {
    const run = runOf(c);
    return run instanceof Response ? run : itemsPage(c, store.datasetItems(run));
  });

  table.on('GET', '/v2/actor-runs/:runId/key-value-store/records/:key', (c) => {
    const run = runOf(c);
    if (run instanceof Response) return run;
    const record = store.record(run.defaultKeyValueStoreId, c.req.param('key') ?? '');
    if (!record) return apifyError(c, 404, ...APIFY_ERRORS.recordNotFound);
    return c.body(record.body, 200, { 'Content-Type': record.contentType });
  });
}
