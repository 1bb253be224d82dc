/**
 * How enrichment rides out a provider outage (issue 17): after `chunksInARow` lookups in a row
 * fail with a passing error (5xx, 429, network, a failed run), the run pauses, first for
 * `firstPauseMs`, each later pause twice as long up to `maxPauseMs`, then goes on where it
 * stopped. After `maxPauses` pauses, a lookup that still fails is recorded as failed (never
 * charged) instead of pausing again.
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
