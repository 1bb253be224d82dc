import { type AppServices, type Config, type Store, wireServices } from '@leadgen/core';
import type { User } from '@leadgen/core/domain';
import type { Io } from './io.js';
import { actingUserOf, openSession, type Session } from './session.js';

/** The outside services wired to the store: what running jobs and talking to providers need. */
export interface Services extends AppServices {
  config: Config;
  store: Store;
}

/** Services and the acting user: what commands that run or talk to providers use. */
export interface Runtime extends Services, Session {}

/**
 * Runs `fn` with the acting user and providers built from the configuration. In demo mode (a
 * key missing) the sandbox is started in-process on a loopback port — loaded only now, so
 * commands that need no provider start fast — and one line on stderr says so. Everything is
 * closed afterwards.
 */
export function withRuntime<T>(io: Io, fn: (runtime: Runtime) => Promise<T>): Promise<T> {
  return withServicesFor(io, true, (services, user) => fn({ ...services, user: user as User }));
}

/** Like `withRuntime` with no acting user: for the worker and `jobs run`, which serve every user. */
export function withServices<T>(io: Io, fn: (services: Services) => Promise<T>): Promise<T> {
  return withServicesFor(io, false, (services) => fn(services));
}

async function withServicesFor<T>(
  io: Io,
  needsUser: boolean,
  fn: (services: Services, user: User | null) => Promise<T>,
): Promise<T> {
  const { config, store } = await openSession(io);
  try {
    const user = needsUser ? (await actingUserOf(io, store, config)).user : null;
    const wired = await wireServices(config, store, {
      log: (line) => io.stderr(`${line}\n`),
      // Loaded only now, so commands that need no provider start fast.
      startDemo: async () => (await import('@leadgen/sandbox')).startSandbox(),
    });
    try {
      if (wired.notice && !io.quiet) io.stderr(`${wired.notice}\n`);
      const { providers, bus, handlers } = wired;
      return await fn({ config, store, providers, bus, handlers }, user);
    } finally {
      await wired.stop();
    }
  } finally {
    await store.close();
  }
}
