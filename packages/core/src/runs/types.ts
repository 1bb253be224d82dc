import type { JobContext } from '../jobs/job-types.js';
import type { Scraper } from '../providers/scraper.js';
import type { Store } from '../store/open-store.js';
import type { OutageClock, OutagePolicy } from './outage.js';
import type { RateLimiter } from './rate-limiter.js';

/**
 * The payload of a `discover` job (DESIGN.md §5). On the first run the handler creates the list
 * and records its id (`JobContext.attachList`); a run with `listId`
 * continues that list instead (a resumed job). `sessionId` is a credential: the queue erases it
 * from the payload when the job ends, so resuming a canceled run needs it again, unless the
 * list's discovery is already done (enrichment works without one).
 */
export interface DiscoverPayload {
  listId?: string;
  targets: string[];
  type: 'followers' | 'following';
  max: number;
  sessionId: string | null;
  /** Enrich everyone again and charge for it, even people enriched within the window (issue 30). */
  refresh?: boolean;
  /** The list's name; generated from the targets, type and date when absent (spec §3). */
  name?: string;
  /** The provider runs of the job, by what they do, saved as they start (`ProviderRuns`). */
  providerRuns?: ProviderRuns;
}

/**
 * A job's provider runs, saved as each starts, so a job taken over after a crash follows the
 * runs that were in flight instead of starting and paying for new ones: `discover` for the
 * discovery, `lookup:<key>` for each chunk of profile lookups (the key names its rows).
 */
export type ProviderRuns = Record<string, string>;

/** The payload of a `custom` job: usernames already parsed (typed or from a CSV), at most 500. */
export interface CustomPayload {
  listId?: string;
  usernames: string[];
  /** Optional for custom lists (spec §2 "a session ID field", §5 requires it only for discovery). */
  sessionId: string | null;
  /** Enrich everyone again and charge for it, even people enriched within the window (issue 30). */
  refresh?: boolean;
  name?: string;
  providerRuns?: ProviderRuns;
}

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
