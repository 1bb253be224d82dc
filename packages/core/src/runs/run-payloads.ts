import type { CustomRequest } from './custom-input.js';
import type { DiscoveryRequest } from './discovery-input.js';

/**
 * A job's provider runs, saved as each starts, so a job taken over after a crash follows the
 * runs that were in flight instead of starting and paying for new ones: `discover` for the
 * discovery, `lookup:<key>` for each chunk of profile lookups (the key names its rows).
 */
export type ProviderRuns = Record<string, string>;

/** What the worker adds to a run's payload as the run goes (`JobContext.attachList`, `attachRun`). */
export interface RunProgressFields {
  /** The list the run fills, once it created it: a resumed job continues it. */
  listId?: string;
  /** The provider runs of the job, by what they do, saved as they start (`ProviderRuns`). */
  providerRuns?: ProviderRuns;
}

/**
 * The payload of a `discover` job (DESIGN.md §5): what `validateDiscovery` returned when it was
 * queued, which the handler trusts, plus what the run records on it. `sessionId` is a credential:
 * the queue erases it from the payload when the job ends, so resuming a canceled run needs it
 * again (`resumeJob` decides it as `validateDiscovery` does), unless the list's discovery is
 * already done (enrichment works without one).
 */
export type DiscoverPayload = DiscoveryRequest & RunProgressFields;

/** The payload of a `custom` job: what `validateCustom` returned (at most 500 usernames), plus the run's records. */
export type CustomPayload = CustomRequest & RunProgressFields;
