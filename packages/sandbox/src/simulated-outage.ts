import type { FaultSettings, Service, SettingsPatch } from './settings.js';

/** A simulated clock, as the providers' retries and a run's outage pauses take it. */
export interface FastClock {
  now(): number;
  /** Waits `ms` of this clock (ms / speed of real time); rejects with the signal's reason on abort. */
  sleep(ms: number, signal?: AbortSignal): Promise<void>;
}

/** An outage of a sandboxed service, timed on a simulated clock (`simulatedOutage`). */
export interface SimulatedOutage {
  /** Pass it to the code under test: its retry backoffs and outage pauses run on it. */
  clock: FastClock;
  /** Starts the outage (once): every request to the service answers 503 until `ms` of the clock passed. */
  begin(): void;
  readonly began: boolean;
  /** Resolves when the outage is over. */
  readonly over: Promise<void>;
}

/**
 * A provider outage in simulated time: from `begin()`, every request to `service` (Apify by
 * default) gets the sandbox's 503 fault until `ms` of `clock` have passed. The code under test
 * takes `clock` for its backoffs and pauses. The clock moves only as those waits end (each to
 * the time it was waiting for; waits side by side do not add up), and each wait lasts 1/speed of
 * its length in real time (default speed 100), so waits end in the order they would in real
 * time, a 30 s outage takes a fraction of a second, and a busy machine (slow requests, slow
 * database) cannot make the outage end sooner or later against the retries than it would. The
 * provider's runs go on during the outage, as Apify's do.
 *
 * @example
 * const outage = simulatedOutage(sandbox, { ms: 30_000 });
 * const scraper = createApifyScraper({ …, retry: { sleep: outage.clock.sleep, now: outage.clock.now } });
 * outage.begin(); // mid-run
 */
export function simulatedOutage(
  sandbox: {
    update(patch: SettingsPatch): unknown;
    settings(): { faults: Pick<FaultSettings, 'services' | 'errorRates'> };
  },
  options: { ms: number; speed?: number; service?: Service },
): SimulatedOutage {
  const speed = options.speed ?? 100;
  const service = options.service ?? 'apify';
  const origin = Date.now();
  /** Simulated ms since `origin`: the latest time a finished wait was waiting for. */
  let elapsed = 0;
  let endsAt: number | null = null;
  let restore: Pick<FaultSettings, 'services' | 'errorRates'> | null = null;
  let end: () => void = () => {};
  const over = new Promise<void>((resolve) => {
    end = resolve;
  });
  const endIfDue = () => {
    if (endsAt === null || restore === null || elapsed < endsAt) return;
    sandbox.update({ faults: restore });
    restore = null;
    end();
  };
  const clock: FastClock = {
    now: () => origin + elapsed,
    sleep: (ms, signal) =>
      new Promise<void>((resolve, reject) => {
        if (signal?.aborted) return reject(signal.reason);
        const wakeAt = elapsed + Math.max(0, ms);
        const timer = setTimeout(() => {
          signal?.removeEventListener('abort', onAbort);
          elapsed = Math.max(elapsed, wakeAt);
          endIfDue();
          resolve();
        }, ms / speed);
        const onAbort = () => {
          clearTimeout(timer);
          reject(signal?.reason);
        };
        signal?.addEventListener('abort', onAbort, { once: true });
      }),
  };
  return {
    clock,
    get began() {
      return endsAt !== null;
    },
    over,
    begin() {
      if (endsAt !== null) return;
      endsAt = elapsed + options.ms;
      const { services, errorRates } = sandbox.settings().faults;
      restore = { services, errorRates };
      sandbox.update({ faults: { errorRates: { 429: 0, 500: 0, 503: 1 }, services: [service] } });
    },
  };
}
