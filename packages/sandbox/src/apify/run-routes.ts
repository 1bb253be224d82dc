import type { Context } from 'hono';
import { Hono } from 'hono';
import type { SandboxEnv } from '../app.js';
import type { SandboxContext } from '../context.js';
import { parseActorInput } from './actors.js';
import { apifyError } from './apify-error.js';
import { paginate } from './pagination.js';
import { type RunRecord, type RunStore, runJson } from './run-store.js';

/** Apify caps `waitForFinish` at 60 seconds. */
const MAX_WAIT_SECONDS = 60;

/**
 * The run endpoints: run-sync-get-dataset-items, the async run API (start, get with
 * `waitForFinish`, list an actor's runs).
 */
export function runRoutes(ctx: SandboxContext, store: RunStore): Hono<SandboxEnv> {
  const app = new Hono<SandboxEnv>();

  /** Starts a run from the request's body, or answers why not (400 input, 429 concurrency cap). */
  async function startFrom(c: Context<SandboxEnv>): Promise<RunRecord | Response> {
    const text = await c.req.text();
    let input: unknown;
    try {
      input = JSON.parse(text);
    } catch {
      return apifyError(c, 400, 'Input is not valid JSON');
    }
    const parsed = parseActorInput(input);
    if ('error' in parsed) return apifyError(c, 400, parsed.error);
    const contentType = c.req.header('content-type') ?? 'application/json';
    const run = store.start(c.req.param('actorId') ?? '', parsed, { body: text, contentType });
    if (run) return run;
    ctx.counters.apify.status429++;
    ctx.counters.apify.capped429++;
    return apifyError(
      c,
      429,
      'You have reached the maximum number of concurrent Actor runs. Try again later.',
      {
        'Retry-After': String(ctx.settings().faults.retryAfterSeconds),
      },
    );
  }

  /** Waits up to `waitForFinish` seconds (at most 60) for the run to finish. */
  async function waitFor(c: Context<SandboxEnv>, run: RunRecord): Promise<void> {
    const seconds = Math.min(Number(c.req.query('waitForFinish') ?? 0) || 0, MAX_WAIT_SECONDS);
    if (seconds > 0 && run.status === 'RUNNING') {
      await Promise.race([run.finished, ctx.sleep(seconds * 1000, c.req.raw.signal)]);
    }
  }

  app.post('/v2/acts/:actorId/run-sync-get-dataset-items', async (c) => {
    const run = await startFrom(c);
    if (run instanceof Response) return run;
    const limit = ctx.settings().faults.runTimeoutMs;
    if (limit !== null && run.durationMs > limit) {
      // As on Apify: the sync call gives up with 408 and no run id, while the run goes on.
      await ctx.sleep(limit, c.req.raw.signal);
      return apifyError(
        c,
        408,
        `Actor run exceeded timeout of ${limit / 1000} seconds for this API endpoint`,
      );
    }
    await run.finished;
    const { page, headers } = paginate(store.dataset(run.defaultDatasetId) ?? [], (name) =>
      c.req.query(name),
    );
    return c.json(page, 201, headers);
  });

  app.post('/v2/acts/:actorId/runs', async (c) => {
    const run = await startFrom(c);
    if (run instanceof Response) return run;
    await waitFor(c, run);
    const location = `${ctx.baseUrl()}/v2/acts/${c.req.param('actorId')}/runs/${run.id}`;
    return c.json({ data: runJson(run) }, 201, { Location: location });
  });

  app.get('/v2/acts/:actorId/runs', (c) => {
    const actId = c.req.param('actorId');
    const status = c.req.query('status');
    const after = Date.parse(c.req.query('startedAfter') ?? '');
    const before = Date.parse(c.req.query('startedBefore') ?? '');
    let runs = store.runs.filter(
      (run) =>
        run.actId === actId &&
        (!status || run.status === status) &&
        (Number.isNaN(after) || run.startedAt.getTime() > after) &&
        (Number.isNaN(before) || run.startedAt.getTime() < before),
    );
    const desc = ['1', 'true'].includes(c.req.query('desc') ?? '');
    if (desc) runs = [...runs].reverse();
    const offset = Math.max(0, Number(c.req.query('offset') ?? 0) || 0);
    const limit = Math.min(1000, Math.max(0, Number(c.req.query('limit') ?? 1000) || 1000));
    const items = runs.slice(offset, offset + limit).map(runJson);
    return c.json({ data: { total: runs.length, offset, limit, desc, count: items.length, items } });
  });

  app.get('/v2/actor-runs/:runId', async (c) => {
    const run = store.run(c.req.param('runId'));
    if (!run) return apifyError(c, 404, 'Actor run was not found');
    await waitFor(c, run);
    return c.json({ data: runJson(run) });
  });

  return app;
}
