import {
  type AppServices,
  type Config,
  flushDueWebhooks,
  type JobHandlers,
  wireServices,
} from '@leadgen/core';
import type { User } from '@leadgen/core/domain';
import type { Io } from './io.js';
import { actingUserOf, openSession, type Session } from './session.js';

/** The outside services wired to the store: what running jobs and talking to providers need. */
export interface Services extends AppServices {
  config: Config;
  store: Session['store'];
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

/**
 * Like `withRuntime` with no acting user: for the worker and `jobs run`, which serve every user.
 * `leadgen worker` sends its webhooks from its own loop (`foreground: false`).
 */
export function withServices<T>(
  io: Io,
  fn: (services: Services) => Promise<T>,
  options: { foreground?: boolean } = {},
): Promise<T> {
  return withServicesFor(io, false, (services) => fn(services), options.foreground ?? true);
}

/** How long a command that ran jobs spends at most sending their webhooks before it exits. */
const WEBHOOK_FLUSH_MS = 5_000;

/**
 * The job handlers, noting when one runs: a command that ran jobs in the foreground sends the
 * webhook deliveries due before it exits (issue 35), so cron users get their events without a
 * server or worker running.
 */
function noticingRuns(handlers: JobHandlers): { handlers: JobHandlers; ran: () => boolean } {
  let ran = false;
  const wrapped = Object.fromEntries(
    Object.entries(handlers).map(([kind, handler]) => [
      kind,
      (context: Parameters<typeof handler>[0]) => {
        ran = true;
        return handler(context);
      },
    ]),
  ) as JobHandlers;
  return { handlers: wrapped, ran: () => ran };
}

async function withServicesFor<T>(
  io: Io,
  needsUser: boolean,
  fn: (services: Services, user: User | null) => Promise<T>,
  foreground = true,
): Promise<T> {
  const { config, store } = await openSession(io);
  try {
    const user = needsUser ? (await actingUserOf(io, store, config)).user : null;
    const wired = await wireServices(config, store, {
      log: (line) => io.stderr(`${line}\n`),
      // Loaded only now, so commands that need no provider start fast.
      startDemo: async () => (await import('@leadgen/sandbox')).startSandbox(),
    });
    const runs = noticingRuns(wired.handlers);
    try {
      if (wired.notice && !io.quiet) io.stderr(`${wired.notice}\n`);
      const { providers, bus } = wired;
      return await fn({ config, store, providers, bus, handlers: runs.handlers }, user);
    } finally {
      // a failed run's event too: it is sent whether the command succeeds or not
      if (foreground && runs.ran())
        await flushDueWebhooks({ store, allowPrivate: config.webhooks.allowPrivate }, WEBHOOK_FLUSH_MS).catch(
          () => {},
        );
      await wired.stop();
    }
  } finally {
    await store.close();
  }
}
