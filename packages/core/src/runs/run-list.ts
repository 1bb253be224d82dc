import { formatCredits } from '../domain/credits.js';
import { LeadgenError, NotFoundError, ProviderError } from '../domain/errors.js';
import { messages } from '../domain/messages.js';
import type { RunResult } from '../domain/run-result.js';
import type { SearchList } from '../domain/search-list.js';
import { JobStopped } from '../jobs/worker.js';
import type { NewSearchList } from '../store/lists-repository.js';
import type { Store } from '../store/open-store.js';
import { runStorageFailure } from '../store/storage-failure.js';
import type { RunProgress } from './progress.js';
import { createRateLimiter, type RateLimiter } from './rate-limiter.js';
import { listTotals } from './totals.js';
import type { RunContext, RunDeps } from './types.js';

/**
 * The list a run works on: the one a resumed job continues (`payload.listId`), or a new one in
 * status processing, whose id is then recorded on the job (`context.attachList`). `newList` runs
 * only for a new list: it checks the balance (the payload was validated when it was queued).
 */
export async function openRunList(
  deps: RunDeps,
  context: RunContext<{ listId?: string }>,
  newList: () => Promise<NewSearchList>,
  run = 'run',
): Promise<{ list: SearchList; resumed: boolean }> {
  const userId = context.job.user_id;
  const listId = context.job.payload.listId;
  if (typeof listId === 'string') {
    const list = await deps.store.lists.get(userId, listId);
    // The user deleted the list while its job waited to resume.
    if (!list) throw new NotFoundError(messages.listNotFound);
    // a run tried again after it failed or was canceled: the list is being filled again
    if (list.status !== 'processing' && list.status !== 'completed') {
      return { list: (await deps.store.lists.reopen(userId, listId)) ?? list, resumed: true };
    }
    return { list, resumed: true };
  }
  const values = await newList();
  let list: SearchList;
  try {
    list = await deps.store.lists.create(userId, values);
  } catch (error) {
    // a full disk or a locked database is said as such, naming the run (issue 33)
    const storage = runStorageFailure(error, run);
    if (storage) throw storage;
    // spec §8: 'Failed to create campaign: {reason}' when the list insert fails
    const reason = error instanceof Error ? error.message : String(error);
    throw new LeadgenError('INTERNAL', messages.failedToCreateCampaignReason(reason), { cause: error });
  }
  try {
    await context.attachList?.(list.id);
  } catch (error) {
    // A list its job does not know would never be resumed nor finished: it goes (it is empty).
    await deps.store.lists.delete(userId, list.id);
    throw error;
  }
  return { list, resumed: false };
}

/**
 * The last step of a run ('Finalising'): completes the list and reports the run's totals at
 * 100% of the step.
 */
export async function finaliseStep(
  store: Store,
  userId: string,
  listId: string,
  progress: RunProgress,
  stepIndex: number,
): Promise<RunResult> {
  await progress.report(stepIndex);
  const result = await finishRun(store, userId, listId, progress.notice, progress.cappedFrom);
  await progress.report(stepIndex, 1, {
    discovered: result.profilesFound,
    enriched: result.enriched,
    failed: result.notFound + result.failed,
  });
  return result;
}

/**
 * Ends a run that completed (spec §4 "completed after enrichment (profiles_found and cost
 * saved)"): profiles_found is the rows kept, cost what was charged for them, and the session id
 * is erased (DESIGN.md §5). Returns the job's result.
 */
export async function finishRun(
  store: Store,
  userId: string,
  listId: string,
  notice: string | undefined,
  cappedFrom?: number,
): Promise<RunResult> {
  const totals = await listTotals(store, userId, listId);
  await store.transaction(async (tx) => {
    await tx.lists.complete(userId, listId, { profiles_found: totals.rows, cost: totals.charged });
    await tx.lists.eraseSessionId(userId, listId);
  });
  // issue 34: a discovery's completeness per target, for the run's summary
  const completeness = (await store.lists.completeness(userId, listId)).map(
    ({ position: _position, requested: _requested, ...row }) => row,
  );
  return {
    listId,
    profilesFound: totals.rows,
    enriched: totals.enriched,
    reused: totals.reused,
    notFound: totals.notFound,
    failed: totals.failed,
    charged: totals.charged,
    ...(notice !== undefined && { notice }),
    ...(cappedFrom !== undefined && { cappedFrom }),
    ...(completeness.length > 0 && { completeness }),
  };
}

/**
 * Ends a list's run the user canceled (`cancelJob`, or the worker seeing the cancel): the list
 * leaves processing for a final state, failed with 'The run was canceled.', where it shows what
 * was paid for and can be resumed; its copy of the session id is erased.
 */
export async function endCanceledRun(store: Pick<Store, 'transaction'>, userId: string, listId: string) {
  await store.transaction(async (tx) => {
    await tx.lists.fail(userId, listId, messages.runCanceled);
    await tx.lists.eraseSessionId(userId, listId);
  });
}

/**
 * Ends a run that stopped or failed, and throws. Stopped (the signal aborted): a cancel ends the
 * list (`endCanceledRun`); a shutdown or a takeover leaves it processing, resumable; either way
 * `signal.reason` is thrown. Failed: the
 * list is marked failed with the user-facing message and a LeadgenError carrying it is thrown;
 * anything that is not a LeadgenError becomes `fallback` (spec §8 'Failed to create campaign.
 * Please try again.'). Either way the list's copy of the session id is erased: a resumed job
 * takes it from its payload.
 */
export async function endRun(options: {
  deps: RunDeps;
  userId: string;
  listId: string | undefined;
  error: unknown;
  signal: AbortSignal;
  fallback: string;
  /** What the run is called in messages: 'discovery', 'import'. */
  run: string;
}): Promise<never> {
  const { deps, userId, listId, error, signal } = options;
  const { store } = deps;
  // Whatever happens to the list, the caller learns why the run ended, not why recording it failed.
  const record = async (write: (id: string) => Promise<unknown>) => {
    if (listId)
      await write(listId).catch((cause: unknown) => deps.logger?.('could not record a run end', cause));
  };
  if (signal.aborted) {
    const canceled = signal.reason instanceof JobStopped && signal.reason.reason === 'canceled';
    await record((id) =>
      canceled ? endCanceledRun(store, userId, id) : store.lists.eraseSessionId(userId, id),
    );
    throw signal.reason;
  }
  if (!(error instanceof LeadgenError)) deps.logger?.('run failed', error);
  const failure =
    error instanceof ProviderError && error.code !== 'PROVIDER_AUTH'
      ? await inLeadgenWords(deps, userId, listId, error)
      : (runStorageFailure(error, options.run) ??
        (error instanceof LeadgenError
          ? error
          : new LeadgenError('INTERNAL', options.fallback, { cause: error })));
  // issue 30: a run the balance could not finish is paused for credits, not failed
  const paused = failure.code === 'INSUFFICIENT_CREDITS';
  await record((id) =>
    store.transaction(async (tx) => {
      if (paused) await tx.lists.pause(userId, id, failure.message);
      else await tx.lists.fail(userId, id, failure.message);
      await tx.lists.eraseSessionId(userId, id);
    }),
  );
  throw failure;
}

/**
 * A provider's passing failure as the user reads it (issue 17): which service, what it said, what
 * the run charged (nothing, when that is so) and what to do. The code and status stay the
 * provider's. A refused key or account (PROVIDER_AUTH) already says what to do, and is kept.
 */
async function inLeadgenWords(
  deps: RunDeps,
  userId: string,
  listId: string | undefined,
  error: ProviderError,
): Promise<ProviderError> {
  const charged = listId
    ? await listTotals(deps.store, userId, listId).then(
        (totals) => totals.charged,
        () => 0,
      )
    : 0;
  const message = messages.runFailedAtProvider(error.message, charged > 0 ? formatCredits(charged) : null);
  const code = error.code === 'PROVIDER_RATE_LIMITED' ? 'PROVIDER_RATE_LIMITED' : 'PROVIDER_ERROR';
  return new ProviderError(code, message, {
    status: error.status,
    cause: error,
  });
}

/** The rate limiter runs share: the deps' own, or one built from `requestsPerSecond`. */
export function runLimiter(deps: RunDeps): RateLimiter {
  return deps.rateLimiter ?? createRateLimiter({ requestsPerSecond: deps.requestsPerSecond });
}
