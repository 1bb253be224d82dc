import type { Context } from 'hono';
import type { SandboxContext } from '../context.js';
import type { SandboxEnv } from '../sandbox-env.js';
import { type ResolvedActor, resolveActor } from './actors.js';
import { APIFY_ERRORS, apifyError, runFailed, syncTimeout } from './apify-error.js';
import { inputProblems, invalidInputMessage } from './input-schema.js';
import { paginate } from './pagination.js';
import type { RouteTable } from './route-table.js';
import { actorJson, runJson } from './run-json.js';
import {
  isTerminal,
  type RunOptions,
  type RunRecord,
  type RunStore,
  type StoredRecord,
} from './run-store.js';
import { listRuns, waitForRun } from './run-views.js';

/** A finite number from a query parameter (Apify takes `timeout`, `memory`… as doubles). */
function numberParam(value: string | undefined): number | undefined {
  const number = Number(value);
  return value === undefined || value === '' || !Number.isFinite(number) ? undefined : number;
}

function isRefusal(value: RunOptions | readonly [string, string]): value is readonly [string, string] {
  return Array.isArray(value);
}

/**
 * The run options of a start from its query (openapi `runAndBuildParameters.yaml`): `timeout`
 * (seconds, 0 = none), `memory` (MB), `build`, `maxItems`, `maxTotalChargeUsd`; the actor's
 * defaults otherwise. Disk is twice the memory (@apify/consts RUN_DISK_TO_MEMORY_SIZE_COEFF).
 * A cap of 0 or less is refused with the types openapi `ErrorType.yaml` lists for it (their
 * messages are the sandbox's: unverified).
 */
function runOptions(
  ctx: SandboxContext,
  c: Context<SandboxEnv>,
  actor: ResolvedActor,
): RunOptions | readonly [string, string] {
  const defaults = actor.behaviour.defaultRunOptions;
  const maxItems = numberParam(c.req.query('maxItems'));
  if (maxItems !== undefined && maxItems <= 0) {
    return ['max-items-must-be-greater-than-zero', 'Maximum number of items must be greater than zero'];
  }
  const maxTotalChargeUsd = numberParam(c.req.query('maxTotalChargeUsd'));
  if (maxTotalChargeUsd !== undefined && maxTotalChargeUsd <= 0) {
    return [
      'max-total-charge-usd-must-be-greater-than-zero',
      'Maximum total charge must be greater than zero',
    ];
  }
  // A cap under the actor's minimum is refused before the run starts (public callers' logs:
  // "Maximum cost per run is less than the allowed minimum of $0.01"; some actors ask $0.50).
  const minimum = ctx.settings().faults.minTotalChargeUsd;
  if (maxTotalChargeUsd !== undefined && maxTotalChargeUsd < minimum) {
    return [
      'max-total-charge-usd-below-minimum',
      `Maximum cost per run is less than the allowed minimum of $${minimum.toFixed(2)}`,
    ];
  }
  const memoryMbytes = numberParam(c.req.query('memory')) ?? defaults.memoryMbytes;
  return {
    build: c.req.query('build') || 'latest',
    timeoutSecs: numberParam(c.req.query('timeout')) ?? defaults.timeoutSecs,
    memoryMbytes,
    diskMbytes: memoryMbytes * 2,
    maxItems: maxItems === undefined ? null : Math.floor(maxItems),
    maxTotalChargeUsd: maxTotalChargeUsd ?? null,
  };
}

/**
 * The run's input from the request body, as sent (it becomes the INPUT record). An empty body is
 * no input. The types of the refusals are in openapi `ErrorType.yaml`; their messages are the
 * sandbox's (unverified).
 */
async function runInput(
  c: Context<SandboxEnv>,
): Promise<{ input: Record<string, unknown>; raw: StoredRecord } | readonly [string, string]> {
  const body = await c.req.text();
  const raw = { body, contentType: c.req.header('content-type') ?? 'application/json' };
  if (body.trim() === '') return { input: {}, raw };
  let input: unknown;
  try {
    input = JSON.parse(body);
  } catch {
    return ['run-input-body-not-valid-json', 'The request body is not valid JSON'];
  }
  if (typeof input !== 'object' || input === null || Array.isArray(input)) {
    return ['input-json-not-object', 'Input must be a JSON object'];
  }
  return { input: input as Record<string, unknown>, raw };
}

/**
 * The run endpoints of an actor, under both prefixes: start a run (`POST …/runs`, 201 with the
 * run, READY or RUNNING unless `waitForFinish` saw it end), run synchronously and get the dataset
 * items, list its runs, its last run, one run, abort; the actor object and validate-input. The
 * input is checked against the actor's input schema before anything starts.
 */
export function runRoutes(table: RouteTable, ctx: SandboxContext, store: RunStore): void {
  const createdAt = new Date();

  function actorOf(c: Context<SandboxEnv>): ResolvedActor | Response {
    const raw = c.req.param('actorId') ?? '';
    const actor = resolveActor(raw, ctx.settings().actors);
    if (actor) return actor;
    const [type, message]: readonly [string, string] = /[~/]/.test(raw)
      ? APIFY_ERRORS.actorNameNotFound
      : APIFY_ERRORS.actorNotFound;
    return apifyError(c, 404, type, message);
  }

  /** Validates and starts, or answers why not: 404 actor, 400 options or input, 402 caps. */
  async function start(c: Context<SandboxEnv>): Promise<RunRecord | Response> {
    const actor = actorOf(c);
    if (actor instanceof Response) return actor;
    const options = runOptions(ctx, c, actor);
    if (isRefusal(options)) return apifyError(c, 400, ...options);
    const parsed = await runInput(c);
    if (!('input' in parsed)) return apifyError(c, 400, ...parsed);
    const problems = inputProblems(actor.behaviour.inputSchema, parsed.input);
    if (problems.length > 0) return apifyError(c, 400, 'invalid-input', invalidInputMessage(problems));
    const run = store.start(actor, parsed.input, parsed.raw, options);
    if ('planned' in run) return run;
    return apifyError(c, run.status, run.type, run.message);
  }

  table.actor('GET', '', (c) => {
    const actor = actorOf(c);
    return actor instanceof Response ? actor : c.json({ data: actorJson(actor, createdAt) });
  });

  table.actor('POST', '/validate-input', async (c) => {
    const actor = actorOf(c);
    if (actor instanceof Response) return actor;
    const parsed = await runInput(c);
    if (!('input' in parsed)) return apifyError(c, 400, ...parsed);
    const problems = inputProblems(actor.behaviour.inputSchema, parsed.input);
    if (problems.length > 0) return apifyError(c, 400, 'invalid-input', invalidInputMessage(problems));
    return c.json({ valid: true });
  });

  table.actor('POST', '/runs', async (c) => {
    const run = await start(c);
    if (run instanceof Response) return run;
    await waitForRun(ctx, c, run);
    // openapi acts@{actorId}@runs.yaml: 201, with a Location header naming the new run
    const location = `${ctx.baseUrl()}/v2/actors/${run.actor.id}/runs/${run.id}`;
    return c.json({ data: runJson(run, store.datasetItems(run).length) }, 201, { Location: location });
  });

  table.actor('POST', '/run-sync-get-dataset-items', async (c) => {
    const run = await start(c);
    if (run instanceof Response) return run;
    const limit = ctx.settings().faults.runTimeoutMs;
    if (limit === null) await run.finished;
    else await Promise.race([run.finished, ctx.sleep(limit, c.req.raw.signal)]);
    // As on Apify: past its wait the call gives up with 408 and no run id, while the run goes on
    if (!isTerminal(run.status)) return apifyError(c, 408, ...syncTimeout((limit ?? 0) / 1000));
    if (run.status !== 'SUCCEEDED') return apifyError(c, 400, ...runFailed(run.id, run.status));
    const { page, headers } = paginate(store.datasetItems(run), (name) => c.req.query(name));
    return c.json(page, 201, headers);
  });

  table.actor('GET', '/runs', (c) => {
    const actor = actorOf(c);
    if (actor instanceof Response) return actor;
    return c.json({ data: listRuns(store, c, (run) => run.actor.id === actor.id) });
  });

  table.actor('GET', '/runs/last', async (c) => {
    const actor = actorOf(c);
    if (actor instanceof Response) return actor;
    const status = c.req.query('status');
    const run = store.runs.findLast(
      (each) => each.actor.id === actor.id && (!status || each.status === status),
    );
    if (!run) return apifyError(c, 404, ...APIFY_ERRORS.runNotFound);
    await waitForRun(ctx, c, run);
    return c.json({ data: runJson(run, store.datasetItems(run).length) });
  });

  function actorRun(c: Context<SandboxEnv>): RunRecord | Response {
    const actor = actorOf(c);
    if (actor instanceof Response) return actor;
    const run = store.run(c.req.param('runId') ?? '');
    return run && run.actor.id === actor.id ? run : apifyError(c, 404, ...APIFY_ERRORS.runNotFound);
  }

  table.actor('GET', '/runs/:runId', async (c) => {
    const run = actorRun(c);
    if (run instanceof Response) return run;
    await waitForRun(ctx, c, run);
    return c.json({ data: runJson(run, store.datasetItems(run).length) });
  });

  table.actor('POST', '/runs/:runId/abort', (c) => {
    const run = actorRun(c);
    if (run instanceof Response) return run;
    store.abort(run, ['1', 'true'].includes(c.req.query('gracefully') ?? ''));
    return c.json({ data: runJson(run, store.datasetItems(run).length) });
  });
}
