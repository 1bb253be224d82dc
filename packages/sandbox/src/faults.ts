import type { Counters } from './counters.js';
import { type Random, seededRandom } from './random.js';
import type { SandboxSettings, ScriptedFault, Service } from './settings.js';

/** What to do with one request, decided before the handler runs. */
export type FaultDecision =
  | { kind: 'none'; truncate: boolean }
  | { kind: 'status'; status: number; retryAfter?: string; capped: boolean; apifyType?: string }
  | { kind: 'reset' };

/**
 * Decides the faults of each request from the live settings: scripted faults first, then the
 * rate cap, then the random rates. Also tracks Apify runs in flight for the concurrency cap.
 */
export class FaultInjector {
  #random: Random;
  /** Accepted request times within the last second, per rate key (a sliding window). */
  #recent = new Map<string, number[]>();
  #runsInFlight = 0;

  constructor(
    private readonly settings: () => SandboxSettings,
    private readonly counters: Counters,
    private readonly now: () => number = Date.now,
  ) {
    this.#random = seededRandom(settings().seed);
  }

  /** Reseeds the random source (after a settings change that sets a seed). */
  reseed(seed: number): void {
    this.#random = seededRandom(seed);
  }

  /**
   * `resource` is the request's path: Apify counts its rate limit per resource (apify-docs
   * openapi.yaml, "Rate limiting": 60 requests per second per resource, such as an actor's runs,
   * one run or one dataset), the other services per service.
   */
  decide(service: Service, resource = ''): FaultDecision {
    const faults = this.settings().faults;
    const scripted = this.#takeScripted(service);
    if (scripted) {
      if (scripted.reset) return { kind: 'reset' };
      if (scripted.status) {
        return {
          kind: 'status',
          status: scripted.status,
          retryAfter: scripted.retryAfter,
          capped: false,
          ...(scripted.apifyType !== undefined && { apifyType: scripted.apifyType }),
        };
      }
      return { kind: 'none', truncate: scripted.truncate === true };
    }
    // Apify's 429s carry no Retry-After (apify-docs openapi.yaml, "Rate limiting"): only a
    // scripted fault that names one sends it.
    const retryAfter = service === 'apify' ? undefined : String(faults.retryAfterSeconds);
    const rateKey = service === 'apify' ? `apify ${resource}` : service;
    if (faults.maxRequestsPerSecond !== null && !this.#withinRate(rateKey, faults.maxRequestsPerSecond)) {
      return { kind: 'status', status: 429, retryAfter, capped: true };
    }
    if (!faults.services.includes(service)) return { kind: 'none', truncate: false };
    if (this.#random() < faults.resetRate) return { kind: 'reset' };
    for (const status of [429, 500, 503] as const) {
      if (this.#random() < faults.errorRates[status]) {
        return {
          kind: 'status',
          status,
          retryAfter: status === 429 ? retryAfter : undefined,
          capped: false,
        };
      }
    }
    return { kind: 'none', truncate: this.#random() < faults.truncateRate };
  }

  /** Takes a slot for an Apify run, or returns false when the concurrency cap is reached. */
  acquireRun(): boolean {
    const cap = this.settings().faults.maxConcurrentRuns;
    if (cap !== null && this.#runsInFlight >= cap) return false;
    this.#runsInFlight++;
    const apify = this.counters.apify;
    apify.peakConcurrentRuns = Math.max(apify.peakConcurrentRuns, this.#runsInFlight);
    return true;
  }

  releaseRun(): void {
    this.#runsInFlight = Math.max(0, this.#runsInFlight - 1);
  }

  get runsInFlight(): number {
    return this.#runsInFlight;
  }

  /** The scripted outcome of the next Apify run (a `next` entry with `runStatus`), taken once. */
  takeRunOutcome(): ScriptedFault | undefined {
    const next = this.settings().faults.next;
    const index = next.findIndex(
      (fault) => fault.runStatus !== undefined && (fault.service === undefined || fault.service === 'apify'),
    );
    return index < 0 ? undefined : next.splice(index, 1)[0];
  }

  #takeScripted(service: Service): ScriptedFault | undefined {
    const next = this.settings().faults.next;
    const index = next.findIndex(
      (fault) => fault.runStatus === undefined && (fault.service === undefined || fault.service === service),
    );
    if (index < 0) return undefined;
    return next.splice(index, 1)[0];
  }

  #withinRate(key: string, perSecond: number): boolean {
    const now = this.now();
    const recent = (this.#recent.get(key) ?? []).filter((at) => at > now - 1000);
    this.#recent.set(key, recent);
    if (recent.length >= perSecond) return false;
    recent.push(now);
    return true;
  }
}
