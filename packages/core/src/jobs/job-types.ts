import type { JobStatus } from '../domain/job-status.js';
import type { CustomPayload, DiscoverPayload } from '../runs/run-payloads.js';
import type { WatchPayload } from '../watches/watch-payload.js';

/** The kinds of long work Leadgen runs as jobs (DESIGN.md §5). */
export type JobKind = 'discover' | 'custom' | 'personalize' | 'watch';

/**
 * What each kind of job is enqueued with. A run's payload is what its validation returned
 * (`validateDiscovery`, `validateCustom`, `watchRunPayload`): checked once, where it is queued,
 * and trusted by its handler (issue 37). A personalize job's is checked by `startPersonalization`.
 */
export interface JobPayloads {
  discover: DiscoverPayload;
  custom: CustomPayload;
  watch: WatchPayload;
  personalize: unknown;
}

export type { JobStatus } from '../domain/job-status.js';

/**
 * Where a run is (spec §4: step N of M with a percentage), with its counts. Stored on the job
 * and sent to subscribers (CLI progress bar, TUI, the browser over Server-Sent Events).
 */
export interface JobProgress {
  step: string;
  /** 1-based. */
  stepIndex: number;
  stepCount: number;
  /** 0 to 100. */
  percent: number;
  discovered: number;
  enriched: number;
  failed: number;
  /** A notice for the user, e.g. that a run was capped to what the balance covers. */
  notice?: string;
}

/** A job as callers see it. `payload` never holds a credential once the job has ended. */
export interface Job<Payload = unknown, Result = unknown> {
  id: string;
  user_id: string;
  kind: JobKind;
  payload: Payload;
  status: JobStatus;
  attempts: number;
  progress: JobProgress | null;
  result: Result | null;
  /** The user-facing message of a failed job. */
  error: string | null;
  /** The code of a failed job's error (`LeadgenError.code`), when it had one. */
  error_code: string | null;
  created_at: string;
  updated_at: string;
  finished_at: string | null;
}

/**
 * What a job handler gets. `signal` aborts when the job is canceled or the worker shuts down:
 * a handler stops at the next safe point (after the chunk in flight), leaving the job
 * resumable. `progress` stores and publishes the job's progress, and is also where a cancel
 * is noticed.
 */
export interface JobContext<Payload = unknown> {
  job: Job<Payload>;
  signal: AbortSignal;
  progress(update: JobProgress): Promise<void>;
  /**
   * Records on the job the list it fills (a run, right after creating it): a resumed job
   * continues that list, and the job's events carry its id from then on.
   */
  attachList?: (listId: string) => Promise<void>;
  /** Records a provider run on the job as it starts (`providerRuns[key]`), so a takeover follows it. */
  attachRun?: (key: string, runId: string) => Promise<void>;
  /**
   * The provider runs recorded on the job now (`providerRuns`, read from the store): the ones an
   * earlier attempt or a dead worker started, and this attempt's own as they start, so a retry
   * within the attempt follows a run its first try started instead of buying it again.
   */
  recordedRuns?: () => Promise<Record<string, string>>;
  /**
   * Tells listeners the user's balance after the job changed it (a run's charge), in
   * millicredits, and what that charge took (millicredits, above 0) when it was one.
   */
  creditsChanged?: (balance: number, charged?: number) => void;
}

/** Runs one job to its end and returns its result; throws a LeadgenError to fail it. */
export type JobHandler<Payload = unknown, Result = unknown> = (
  context: JobContext<Payload>,
) => Promise<Result>;

/** Every job kind's handler, as `createJobHandlers` wires them for workers and front ends. */
// biome-ignore lint/suspicious/noExplicitAny: each kind's handler has its own payload type.
export type JobHandlers = Record<JobKind, JobHandler<any, any>>;
