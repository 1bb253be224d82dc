import type { Counters } from './counters.js';
import type { FaultInjector } from './faults.js';
import type { SandboxSettings, SettingsPatch } from './settings.js';

/** What every service's routes get from the sandbox. */
export interface SandboxContext {
  /** The live settings (they change through the admin endpoint). */
  settings(): SandboxSettings;
  update(patch: SettingsPatch): SandboxSettings;
  counters: Counters;
  faults: FaultInjector;
  /** The sandbox's own base URL, e.g. http://127.0.0.1:4010 (for links it hands out). */
  baseUrl(): string;
  /** Waits `ms`, sooner if the request is aborted. */
  sleep(ms: number, signal?: AbortSignal): Promise<void>;
}

export function sleep(ms: number, signal?: AbortSignal): Promise<void> {
  if (ms <= 0 || signal?.aborted) return Promise.resolve();
  return new Promise((resolve) => {
    const timer = setTimeout(done, ms);
    function done() {
      clearTimeout(timer);
      signal?.removeEventListener('abort', done);
      resolve();
    }
    signal?.addEventListener('abort', done, { once: true });
  });
}
