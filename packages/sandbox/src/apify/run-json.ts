import type { ResolvedActor } from './actors.js';
import { isTerminal, type RunRecord } from './run-store.js';

/** The user every sandbox run belongs to (`GET /v2/users/me`). */
export const SANDBOX_USER = { id: 'sAnDbOxUsEr000001', username: 'sandbox' } as const;

/** What a run has cost so far: pay per result, its items times the actor's price per item. */
function usageUsd(run: RunRecord, items: number): number {
  return Math.round(items * run.actor.behaviour.pricePerItemUsd * 1e6) / 1e6;
}

function durationMillis(run: RunRecord, now: number): number {
  if (run.runningAt === null) return 0;
  return (run.finishedAt?.getTime() ?? now) - run.runningAt;
}

/**
 * A run as `GET /v2/actor-runs/{id}` shows it: the fields of openapi `Run.yaml` (id, actId,
 * userId, startedAt, finishedAt, status, statusMessage, meta, stats, options, buildId,
 * exitCode, defaultKeyValueStoreId, defaultDatasetId, defaultRequestQueueId, usageTotalUsd…).
 * `actId` is the actor's Apify id, not its name, as on Apify.
 */
export function runJson(run: RunRecord, items: number, now = Date.now()): Record<string, unknown> {
  const millis = durationMillis(run, now);
  const ended = isTerminal(run.status);
  return {
    id: run.id,
    actId: run.actor.id,
    userId: SANDBOX_USER.id,
    actorTaskId: null,
    startedAt: run.startedAt.toISOString(),
    finishedAt: run.finishedAt?.toISOString() ?? null,
    status: run.status,
    statusMessage: run.statusMessage,
    isStatusMessageTerminal: ended ? true : null,
    meta: { origin: 'API', userAgent: null },
    stats: {
      inputBodyLen: Buffer.byteLength(run.input.body),
      migrationCount: 0,
      restartCount: 0,
      resurrectCount: 0,
      memCurrentBytes: 0,
      durationMillis: millis,
      runTimeSecs: millis / 1000,
      computeUnits: ((run.options.memoryMbytes / 1024) * millis) / 3_600_000,
    },
    options: {
      build: run.options.build,
      timeoutSecs: run.options.timeoutSecs,
      memoryMbytes: run.options.memoryMbytes,
      diskMbytes: run.options.diskMbytes,
      ...(run.options.maxItems !== null && { maxItems: run.options.maxItems }),
      ...(run.options.maxTotalChargeUsd !== null && { maxTotalChargeUsd: run.options.maxTotalChargeUsd }),
    },
    buildId: 'sAnDbOxBuIlD00001',
    buildNumber: '0.0.1',
    exitCode: run.exitCode,
    generalAccess: 'FOLLOW_USER_SETTING',
    defaultKeyValueStoreId: run.defaultKeyValueStoreId,
    defaultDatasetId: run.defaultDatasetId,
    defaultRequestQueueId: run.defaultRequestQueueId,
    storageIds: {
      datasets: { default: run.defaultDatasetId },
      keyValueStores: { default: run.defaultKeyValueStoreId },
      requestQueues: { default: run.defaultRequestQueueId },
    },
    pricingInfo: {
      pricingModel: 'PRICE_PER_DATASET_ITEM',
      pricePerUnitUsd: run.actor.behaviour.pricePerItemUsd,
      unitName: 'result',
    },
    usageTotalUsd: usageUsd(run, items),
    platformUsageBillingModel: 'DEVELOPER',
  };
}

/** A run in a list (openapi `RunShort.yaml`). */
export function runShortJson(run: RunRecord, items: number): Record<string, unknown> {
  return {
    id: run.id,
    actId: run.actor.id,
    actorTaskId: null,
    status: run.status,
    startedAt: run.startedAt.toISOString(),
    finishedAt: run.finishedAt?.toISOString() ?? null,
    buildId: 'sAnDbOxBuIlD00001',
    buildNumber: '0.0.1',
    meta: { origin: 'API' },
    usageTotalUsd: usageUsd(run, items),
    defaultKeyValueStoreId: run.defaultKeyValueStoreId,
    defaultDatasetId: run.defaultDatasetId,
    defaultRequestQueueId: run.defaultRequestQueueId,
  };
}

/** An actor as `GET /v2/actors/{id}` shows it (the required fields of openapi `Actor.yaml`). */
export function actorJson(actor: ResolvedActor, createdAt: Date): Record<string, unknown> {
  const [, name = actor.name] = actor.name.split('~');
  return {
    id: actor.id,
    userId: `${actor.id.slice(0, 12)}owner`,
    name,
    username: actor.username,
    title: actor.behaviour.title,
    isPublic: true,
    createdAt: createdAt.toISOString(),
    modifiedAt: createdAt.toISOString(),
    stats: { totalRuns: 0 },
    versions: [],
    defaultRunOptions: { build: 'latest', ...actor.behaviour.defaultRunOptions },
  };
}
