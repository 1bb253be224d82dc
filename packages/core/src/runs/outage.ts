import { hasErrorCode, type ProviderError } from '../domain/errors.js';
import { abortableSleep } from '../providers/retry.js';

/**
 * How a run rides out a provider outage, discovery and enrichment alike (issues 17 and 33): after
 * `chunksInARow` calls in a row fail with a passing error (`isPassingProviderError`), the run
 * pauses, first for `firstPauseMs`, each later pause twice as long up to `maxPauseMs`, then goes
 * on where it stopped. After `maxPauses` pauses, a call that still fails counts as failed: a
 * lookup is recorded as failed (never charged), a discovery fails the run.
 *
 * This is the run's policy, above each HTTP call's own retries (`RetryPolicy`, seconds of
 * backoff): those ride out a blip, this one an outage of minutes.
 */
export interface OutagePolicy {
  chunksInARow: number;
  firstPauseMs: number;
  maxPauseMs: number;
  maxPauses: number;
}

/** 30 s, 1, 2, 4 and 8 minutes: about a quarter of an hour of outage before giving up. */
export const DEFAULT_OUTAGE_POLICY: OutagePolicy = {
  chunksInARow: 3,
  firstPauseMs: 30_000,
  maxPauseMs: 8 * 60_000,
  maxPauses: 5,
};

/** The clock and the waiting a gate uses; tests pass fakes. */
export interface OutageClock {
  now: () => number;
  sleep: (ms: number, signal?: AbortSignal) => Promise<void>;
}

/** Real time. */
export const REAL_CLOCK: OutageClock = { now: Date.now, sleep: abortableSleep };

/**
 * Whether a provider's failure may pass by itself, so trying again after a pause can help: a
 * 429, 408, 5xx, network error, cut-short answer or failed run, after the call's own retries. A
 * refused token or account (PROVIDER_AUTH) is not, nor another 4xx (Apify's 400 invalid-input
 * says the request itself is wrong: the same request fails the same way), nor anything else.
 */
export function isPassingProviderError(error: unknown): boolean {
  if (hasErrorCode(error, 'PROVIDER_RATE_LIMITED')) return true;
  if (!hasErrorCode(error, 'PROVIDER_ERROR')) return false;
  const { status } = error as ProviderError;
  return status === undefined || status < 400 || status >= 500 || status === 408 || status === 429;
}

/**
 * Calls `call` until it succeeds, riding out an outage by the same policy as enrichment's lanes
 * (one `OutageGate`): a passing failure is tried again, several in a row pause (`onWait` hears
 * when the next try is, and null when the pause ends), and the failure is thrown once every
 * pause is used, or at once when it is not passing. The call must be safe to repeat: the
 * provider adapter follows a run a failed try started instead of starting another.
 */
export async function withOutageRetry<T>(
  call: () => Promise<T>,
  options: {
    policy?: OutagePolicy;
    clock?: OutageClock;
    onWait: (resumeAt: Date | null) => Promise<void>;
    signal?: AbortSignal;
  },
): Promise<T> {
  const { signal } = options;
  const gate = new OutageGate(
    options.policy ?? DEFAULT_OUTAGE_POLICY,
    options.clock ?? REAL_CLOCK,
    options.onWait,
    signal,
  );
  for (;;) {
    await gate.ready();
    signal?.throwIfAborted();
    try {
      const value = await call();
      gate.succeeded();
      return value;
    } catch (error) {
      if (signal?.aborted || !isPassingProviderError(error) || gate.exhausted) throw error;
      gate.failed();
    }
  }
}

/**
 * The lanes of one enrichment share a gate: each failed lookup counts, a success resets the
 * count, and once a pause starts every lane waits at `ready` until it ends. `onWait` hears the
 * time the run resumes at when a pause starts, and null when it ends.
 */
export class OutageGate {
  #inARow = 0;
  #pauses = 0;
  #pause: Promise<void> | null = null;

  constructor(
    private readonly policy: OutagePolicy,
    private readonly clock: OutageClock,
    private readonly onWait: (resumeAt: Date | null) => Promise<void>,
    private readonly signal?: AbortSignal,
  ) {}

  /** True when every pause was used: a failing lookup is now recorded as failed. */
  get exhausted(): boolean {
    return this.#pauses >= this.policy.maxPauses;
  }

  succeeded(): void {
    this.#inARow = 0;
  }

  /** Counts a failed lookup; the one that completes a run of failures starts a pause. */
  failed(): void {
    this.#inARow++;
    if (this.#pause || this.exhausted || this.#inARow < this.policy.chunksInARow) return;
    const ms = Math.min(this.policy.maxPauseMs, this.policy.firstPauseMs * 2 ** this.#pauses);
    this.#pauses++;
    this.#inARow = 0;
    const resumeAt = new Date(this.clock.now() + ms);
    this.#pause = (async () => {
      await this.onWait(resumeAt);
      await this.clock.sleep(ms, this.signal);
      await this.onWait(null);
    })()
      // an abort ends the wait; the lanes see the signal and stop
      .catch(() => {})
      .finally(() => {
        this.#pause = null;
      });
  }

  /** Resolves when no pause is going on. */
  async ready(): Promise<void> {
    while (this.#pause) await this.#pause;
  }
}
