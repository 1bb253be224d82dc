import type { JobHandlers } from '../jobs/job-types.js';
import { personalizeHandler } from '../personalization/job.js';
import type { Scraper } from '../providers/scraper.js';
import type { Writer } from '../providers/writer.js';
import type { Store } from '../store/open-store.js';
import { watchHandler } from '../watches/run.js';
import { customHandler } from './custom.js';
import { discoverHandler } from './discovery.js';
import { createRateLimiter } from './rate-limiter.js';
import type { RunDeps } from './types.js';

/**
 * Every job kind's handler, wired once for a worker: the runs share one rate limiter, since the provider's caps are per
 * account, not per run.
 *
 * @example
 * await runWorker({ store, mode: 'forever', handlers: createJobHandlers({ store, scraper, writer }) });
 */
export function createJobHandlers(
  deps: Omit<RunDeps, 'rateLimiter'> & {
    writer: Writer;
    scraper: Scraper;
    store: Store;
  },
): JobHandlers {
  const runDeps: RunDeps = {
    ...deps,
    rateLimiter: createRateLimiter({ requestsPerSecond: deps.requestsPerSecond }),
  };
  return {
    discover: discoverHandler(runDeps),
    custom: customHandler(runDeps),
    personalize: personalizeHandler({ store: deps.store, writer: deps.writer }),
    watch: watchHandler(runDeps),
  };
}
