import type { Config } from '../config.js';
import { sandboxedServices } from '../config.js';
import { createEventBus, type EventBus } from '../jobs/event-bus.js';
import type { JobHandlers } from '../jobs/job-types.js';
import type { ServiceObserver } from '../observer.js';
import {
  createProviders,
  type DemoEndpoints,
  demoNotice,
  type Providers,
} from '../providers/create-providers.js';
import { createJobHandlers } from '../runs/handlers.js';
import type { Store } from '../store/open-store.js';

/** A running stand-in for the services without keys (the sandbox), as a front end starts it. */
export interface DemoServer {
  endpoints(): DemoEndpoints;
  stop(): Promise<void>;
}

/**
 * What the CLI's commands, the TUI's screens and the server's routes run jobs and call providers
 * with: the providers, the event bus that carries live progress, and every kind's job handler.
 */
export interface AppServices {
  providers: Providers;
  bus: EventBus;
  handlers: JobHandlers;
}

/** Everything `wireServices` gives a front end: its services, the demo notice and how to stop. */
export interface WiredServices extends AppServices {
  /** The one line to show when some services run against the demo sandbox, else null. */
  notice: string | null;
  /** Stops the demo sandbox, if one was started. */
  stop(): Promise<void>;
}

/**
 * Wires providers, job handlers and an event bus from the configuration, for the CLI, the TUI
 * and the server alike (DESIGN.md §4 "Mode"). When a service has no key, `startDemo` is called
 * once to start the sandbox (front ends import it lazily; core does not depend on it); in
 * production mode loadConfig has already refused missing keys.
 *
 * @example
 * const wired = await wireServices(config, store, {
 *   log: console.error,
 *   startDemo: async () => (await import('@leadgen/sandbox')).startSandbox(),
 * });
 */
export async function wireServices(
  config: Config,
  store: Store,
  options: {
    log: (line: string) => void;
    startDemo: () => Promise<DemoServer>;
    /** Hears every call to an outside service (the server's metrics). */
    observer?: ServiceObserver;
  },
): Promise<WiredServices> {
  const demo = sandboxedServices(config).length > 0 ? await options.startDemo() : null;
  try {
    const providers = await createProviders(config, {
      outbox: store.outbox,
      log: options.log,
      demo: demo?.endpoints() ?? null,
      ...(options.observer ? { observer: options.observer } : {}),
    });
    const bus = createEventBus({ relay: store.relay });
    return {
      providers,
      bus,
      handlers: createJobHandlers({
        store,
        scraper: providers.scraper,
        writer: providers.writer,
        lowCreditsMillicredits: config.webhooks.lowCreditsMillicredits,
      }),
      notice: demoNotice(providers.demo),
      stop: async () => {
        bus.close();
        await demo?.stop();
      },
    };
  } catch (error) {
    await demo?.stop();
    throw error;
  }
}
