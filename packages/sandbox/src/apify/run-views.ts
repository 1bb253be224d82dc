import type { Context } from 'hono';
import type { SandboxContext } from '../context.js';
import type { SandboxEnv } from '../sandbox-env.js';
import { whole } from './pagination.js';
import { runShortJson } from './run-json.js';
import { isTerminal, type RunRecord, type RunStore } from './run-store.js';

/** openapi `waitForFinishRun`: "By default it is 0, the maximum value is 60". */
const MAX_WAIT_SECONDS = 60;

/**
 * Waits up to the request's `waitForFinish` seconds (at most 60) for the run to end, sooner if
 * the caller goes away. The answer then shows a terminal status, or a transitional one.
 */
export async function waitForRun(ctx: SandboxContext, c: Context<SandboxEnv>, run: RunRecord): Promise<void> {
  const seconds = Math.min(Number(c.req.query('waitForFinish') ?? 0) || 0, MAX_WAIT_SECONDS);
  if (seconds > 0 && !isTerminal(run.status)) {
    await Promise.race([run.finished, ctx.sleep(seconds * 1000, c.req.raw.signal)]);
  }
}

const truthy = (value: string | undefined) => value === '1' || value === 'true';

/**
 * A page of runs (openapi `acts@{actorId}@runs.yaml` GET): sorted by `startedAt` ascending, or
 * descending with `desc=1`; `status` a single status or a comma-separated list; `startedAfter` and
 * `startedBefore` inclusive; `offset`; `limit` at most and by default 1000. Items are RunShort.
 */
export function listRuns(
  store: RunStore,
  c: Context<SandboxEnv>,
  belongs: (run: RunRecord) => boolean,
): Record<string, unknown> {
  const statuses = (c.req.query('status') ?? '').split(',').filter(Boolean);
  const after = Date.parse(c.req.query('startedAfter') ?? '');
  const before = Date.parse(c.req.query('startedBefore') ?? '');
  let runs = store.runs.filter(
    (run) =>
      belongs(run) &&
      (statuses.length === 0 || statuses.includes(run.status)) &&
      (Number.isNaN(after) || run.startedAt.getTime() >= after) &&
      (Number.isNaN(before) || run.startedAt.getTime() <= before),
  );
  const desc = truthy(c.req.query('desc'));
  if (desc) runs = [...runs].reverse();
  const offset = whole(c.req.query('offset'), 0);
  const limit = Math.min(1000, whole(c.req.query('limit'), 0) || 1000);
  const items = runs
    .slice(offset, offset + limit)
    .map((run) => runShortJson(run, store.datasetItems(run).length));
  return { total: runs.length, offset, limit, desc, count: items.length, items };
}
