import type { JobHandlers } from '../jobs/job-types.js';
import type { Scraper } from '../providers/scraper.js';
import type { Writer } from '../providers/writer.js';
import type { Store } from '../store/open-store.js';
import { customHandler } from './custom-run.js';
import { discoverHandler } from './discovery.js';
import { personalizeHandler } from './personalize-job.js';
import { createRateLimiter } from './rate-limiter.js';
import type { RunDeps } from './run-types.js';

/**
 * How runs record on their job what a resumed job needs: the list they made (`listId`) and each
 * provider run as it starts (`providerRuns[key]`, read and written in one transaction).
 */
export function jobRecorders(store: Store): Required<Pick<RunDeps, 'saveListId' | 'saveRunId'>> {
  return {
    saveListId: (jobId, listId) => store.jobs.mergePayload(jobId, { listId }),
    saveRunId: (jobId, key, runId) =>
      store.jobs.mergePayload(jobId, (payload) => ({
        providerRuns: { ...(payload.providerRuns as Record<string, string> | undefined), [key]: runId },
      })),
  };
}

/**
 * Every job kind's handler, wired once for a worker: the runs record their list on the job (so
 * a resumed job continues it) and share one rate limiter, since the provider's caps are per
 * account, not per run.
 *
 * @example
 * await runWorker({ store, mode: 'forever', handlers: createJobHandlers({ store, scraper, writer }) });
 */
export function createJobHandlers(
  deps: Omit<RunDeps, 'saveListId' | 'saveRunId' | 'rateLimiter'> & {
    writer: Writer;
    scraper: Scraper;
    store: Store;
  },
): JobHandlers {
  const runDeps: RunDeps = {
    ...deps,
    rateLimiter: createRateLimiter({ requestsPerSecond: deps.requestsPerSecond }),
    ...jobRecorders(deps.store),
  };
  return {
    discover: discoverHandler(runDeps),
    custom: customHandler(runDeps),
    personalize: personalizeHandler({ store: deps.store, writer: deps.writer }),
  };
}
