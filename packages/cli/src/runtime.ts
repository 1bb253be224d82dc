import {
  createEventBus,
  createJobHandlers,
  createProviders,
  demoNotice,
  type EventBus,
  type JobHandler,
  type JobKind,
  type Providers,
  sandboxedServices,
} from '@leadgen/core';
import type { Io } from './io.js';
import { actingUser, openSession, type Session } from './session.js';

/** A session with the outside services wired: what commands that run or talk to providers use. */
export interface Runtime extends Session {
  providers: Providers;
  bus: EventBus;
  // biome-ignore lint/suspicious/noExplicitAny: each kind's handler has its own payload type.
  handlers: Record<JobKind, JobHandler<any, any>>;
}

/**
 * Runs `fn` with providers built from the configuration. In demo mode (a key missing) the
 * sandbox is started in-process on a loopback port — loaded only now, so commands that need no
 * provider start fast — and one line on stderr says so. Everything is closed afterwards.
 */
export async function withRuntime<T>(io: Io, fn: (runtime: Runtime) => Promise<T>): Promise<T> {
  const { config, store } = await openSession(io);
  let stopSandbox: (() => Promise<void>) | null = null;
  try {
    const user = await actingUser(store, config.user);
    let demo = null;
    if (sandboxedServices(config).length > 0) {
      const { startSandbox } = await import('@leadgen/sandbox');
      const sandbox = await startSandbox();
      stopSandbox = sandbox.stop;
      demo = sandbox.endpoints();
    }
    const providers = await createProviders(config, {
      outbox: store.outbox,
      log: (line) => io.stderr(`${line}\n`),
      demo,
    });
    const notice = demoNotice(providers.demo);
    if (notice && !io.quiet) io.stderr(`${notice}\n`);
    const handlers = createJobHandlers({ store, scraper: providers.scraper, writer: providers.writer });
    return await fn({ config, store, user, providers, bus: createEventBus(), handlers });
  } finally {
    await store.close();
    await stopSandbox?.();
  }
}
