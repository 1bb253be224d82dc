import type { JobContext } from '../jobs/job-types.js';
import type { Scraper } from '../providers/scraper.js';
import type { Store } from '../store/open-store.js';
import type { OutageClock, OutagePolicy } from './outage.js';
import type { RateLimiter } from './rate-limiter.js';

/**
 * What the run handlers need. One set of deps serves every job a worker runs, so the rate
 * limiter (built from `requestsPerSecond`, or passed as `rateLimiter` to share one between the
 * discover and custom handlers) spans all of them: the provider's caps are per account.
 */
export interface RunDeps {
  store: Store;
  scraper: Scraper;
  /** The date lists are named after (spec §3). */
  now?: () => Date;
  /** The time zone of that date; the runtime's when absent. */
  timeZone?: string;
  /** Usernames per profile lookup (the profile actor takes an array). Default 25. */
  chunkSize?: number;
  /** How enrichment rides out a provider outage (pauses); `DEFAULT_OUTAGE_POLICY` when absent. */
  outage?: OutagePolicy;
  /** The clock of those pauses; real time when absent (tests pass a fake one). */
  clock?: OutageClock;
  /** Lookups in flight at once. Default 4. */
  concurrency?: number;
  /** Lookups started per rolling second, at most. Default: no limit. */
  requestsPerSecond?: number;
  rateLimiter?: RateLimiter;
  /** Unexpected errors (never the session id: errors from core mask it). */
  logger?: (line: string, error?: unknown) => void;
  /** The balance (millicredits) a charge crossing below sends `credits.low` (LEADGEN_LOW_CREDITS). */
  lowCreditsMillicredits?: number;
}

/** The context a run gets: a job's, whose `attachList`/`attachRun` record what a resumed job needs. */
export type RunContext<Payload> = JobContext<Payload>;
