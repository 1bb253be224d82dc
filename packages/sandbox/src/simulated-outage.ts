import type { FaultSettings, Service, SettingsPatch } from './settings.js';

/** A clock whose time runs `speed` times faster than real time, as the providers' retries take it. */
export interface FastClock {
  now(): number;
  /** Waits `ms` of this clock (ms / speed of real time); rejects with the signal's reason on abort. */
  sleep(ms: number, signal?: AbortSignal): Promise<void>;
}

/** An outage of a sandboxed service, timed on a fast clock (`simulatedOutage`). */
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
 * default) gets the sandbox's 503 fault, for `ms` of a clock running `speed` times faster than
 * real time (default 100: a 30 s outage lasts 0.3 s). The code under test takes `clock` for its
 * backoffs and pauses, so its retries, the outage and the provider's runs keep the order they
 * would have in real time, and a 30 s outage is tested without waiting 30 s. The provider's
 * runs go on during the outage, as Apify's do.
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
  const clock: FastClock = {
    now: () => origin + (Date.now() - origin) * speed,
    sleep: (ms, signal) =>
      new Promise<void>((resolve, reject) => {
        if (signal?.aborted) return reject(signal.reason);
        const timer = setTimeout(() => {
          signal?.removeEventListener('abort', onAbort);
          resolve();
        }, ms / speed);
        const onAbort = () => {
          clearTimeout(timer);
          reject(signal?.reason);
        };
        signal?.addEventListener('abort', onAbort, { once: true });
      }),
  };
  let began = false;
  let end: () => void = () => {};
  const over = new Promise<void>((resolve) => {
    end = resolve;
  });
  return {
    clock,
    get began() {
      return began;
    },
    over,
    begin() {
      if (began) return;
      began = true;
      const { services, errorRates } = sandbox.settings().faults;
      sandbox.update({ faults: { errorRates: { 429: 0, 500: 0, 503: 1 }, services: [service] } });
      setTimeout(() => {
        sandbox.update({ faults: { errorRates, services } });
        end();
      }, options.ms / speed);
    },
  };
}
