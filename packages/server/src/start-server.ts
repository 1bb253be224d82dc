import type { Server } from 'node:http';
import { fileURLToPath } from 'node:url';
import { serve } from '@hono/node-server';
import {
  type Config,
  type MissingDatabase,
  queueDueWatches,
  runWorker,
  shutdownCutMs,
  startResetMailSender,
  type WiredServices,
  wireServices,
} from '@leadgen/core';
import { messages } from '@leadgen/core/domain';
import { openStore, type Store } from '@leadgen/core/store';
import type { Sandbox } from '@leadgen/sandbox';
import pino, { type Logger } from 'pino';
import { createApp, WEBHOOK_PATH } from './app.js';
import type { ServerPhase } from './app-env.js';
import { closeServer } from './close-server.js';
import { createLiveStreams } from './live-streams.js';
import { localOrigins } from './local-origins.js';
import { createServerMetrics } from './metrics.js';
import { startingApp } from './routes/health.js';

/** packages/web/dist, beside this package. */
export const WEB_DIST = fileURLToPath(new URL('../../web/dist', import.meta.url));
/** The packed browser extension, built beside this package (packages/extension/dist-zip). */
export const EXTENSION_ZIP = fileURLToPath(
  new URL('../../extension/dist-zip/leadgen-extension.zip', import.meta.url),
);

/** A running server: its URL, and `close` to stop it within a deadline. */
export interface RunningServer {
  url: string;
  notice: string | null;
  /**
   * Stops the server as a service stops (`deadlineMs`: LEADGEN_SHUTDOWN_TIMEOUT_MS, 10 s by
   * default): `/readyz` answers 503 at once, no new connection is accepted, every live event
   * stream ends (browsers reconnect elsewhere), requests in flight finish, the worker finishes
   * its chunks in flight; what is still open shortly before the deadline is cut, and jobs still
   * running go back to the queue for another worker. Resolves when everything is closed.
   */
  close(options?: { deadlineMs?: number }): Promise<void>;
}

type Fetch = (request: Request, env: unknown) => Response | Promise<Response>;

const LOOPBACK_HOSTS = new Set(['127.0.0.1', 'localhost', '::1', '[::1]']);

/**
 * Starts Leadgen's server from the configuration (DESIGN.md §6). It listens on `host:port` at
 * once (port 0 picks a free one), answering `/healthz` and a 503 `/readyz` while it opens and
 * migrates the database and wires the providers (the demo sandbox for services without keys),
 * then serves the HTTP API and the web app with a job worker and the reset mail sender in this
 * process.
 *
 * @example
 * const server = await startServer(loadConfig(process.env), { port: 8787 });
 * console.log(`Leadgen at ${server.url}`);
 */
export async function startServer(
  config: Config,
  options: {
    port?: number;
    host?: string;
    log?: Logger;
    worker?: boolean;
    /** How many jobs the worker runs at once (default: runWorker's, sized for provider waits). */
    workerConcurrency?: number;
    /** What may be created when the SQLite file is missing (default: the file and its folder). */
    createDatabase?: MissingDatabase;
  } = {},
): Promise<RunningServer> {
  const log = options.log ?? pino({ level: process.env.LOG_LEVEL ?? 'info' });
  const host = options.host ?? '127.0.0.1';
  let phase: ServerPhase = 'starting';
  let answer: Fetch = startingApp(messages.serverStarting).fetch;
  const { server, port } = await listen(
    (request, env) => answer(request, env),
    host,
    options.port ?? config.server.port,
  );
  const url = `http://${host}:${port}`;
  const cut = new AbortController();
  let started: Awaited<ReturnType<typeof startServices>>;
  try {
    started = await startServices(config, options, log);
  } catch (error) {
    cut.abort();
    await closeServer(server, cut.signal);
    throw error;
  }
  const { store, wired, sandbox } = started;
  // The demo checkout's Pay button posts its signed webhook here, as Stripe would.
  sandbox()?.update({ stripeWebhookUrl: `${url}${WEBHOOK_PATH}` });
  const { metrics, liveStreams } = started;
  const worker = new AbortController();
  // Always, with or without the job worker: reset requests only queue their mail.
  const resetMails = startResetMailSender({
    store,
    mailer: wired.providers.mailer,
    log: (line) => log.warn(line),
  });
  const origins = localOrigins(host, port);
  const app = createApp({
    store,
    ...wired,
    log,
    publicUrl: config.server.publicUrl ?? url,
    localOrigins: config.server.publicUrl ? [] : origins,
    web: config.web,
    // profile pictures come from the scraper's answers; the demo sandbox's avatars are served
    // from this origin (demo-avatars.ts), whatever port the sandbox had when they were stored
    imageOrigins: config.apify.baseUrl ? [config.apify.baseUrl] : [],
    webDist: WEB_DIST,
    extensionZip: EXTENSION_ZIP,
    resetMails,
    phase: () => phase,
    liveStreams,
    metrics,
    metricsAccess: {
      open: config.server.publicUrl === null && LOOPBACK_HOSTS.has(host),
      token: config.server.metricsToken,
    },
    apiRateLimitPerMinute: config.server.apiRateLimitPerMinute,
    allowPrivateWebhooks: config.webhooks.allowPrivate,
  });
  answer = app.fetch;
  phase = 'ready';
  const working =
    options.worker === false
      ? Promise.resolve()
      : runWorker({
          store,
          handlers: wired.handlers,
          bus: wired.bus,
          mode: 'forever',
          signal: worker.signal,
          handBack: cut.signal,
          observer: metrics.observer,
          concurrency: options.workerConcurrency,
          log: (line, error) => log.error({ err: error }, line),
          // issue 34: the worker queues the watches that are due
          schedule: () => queueDueWatches({ store }),
          // issue 35: and sends the due webhook deliveries
          webhooks: { allowPrivate: config.webhooks.allowPrivate },
        }).then(() => undefined);
  let closing: Promise<void> | undefined;
  return {
    url,
    notice: wired.notice,
    close(closeOptions = {}) {
      closing ??= (async () => {
        const deadlineMs = closeOptions.deadlineMs ?? config.server.shutdownTimeoutMs;
        phase = 'stopping';
        const timer = setTimeout(() => cut.abort(), shutdownCutMs(deadlineMs));
        worker.abort();
        liveStreams.endAll();
        await Promise.all([closeServer(server, cut.signal), working]);
        clearTimeout(timer);
        await resetMails.stop();
        await wired.stop();
        await store.close();
      })();
      return closing;
    },
  };
}

/** Listens on `host:port` with `fetch` answering; rejects when the port cannot be had. */
function listen(fetch: Fetch, host: string, port: number): Promise<{ server: Server; port: number }> {
  return new Promise((resolve, reject) => {
    const listening = serve({ fetch, port, hostname: host }, (info) =>
      resolve({ server: listening as Server, port: info.port }),
    );
    listening.once('error', reject);
  });
}

/**
 * Opens the database (migrating it), wires the providers and checks the prices: what the server
 * needs before it is ready. Undoes what it did when a step fails.
 */
async function startServices(
  config: Config,
  options: { createDatabase?: MissingDatabase },
  log: Logger,
): Promise<{
  store: Store;
  wired: WiredServices;
  sandbox: () => Sandbox | null;
  metrics: ReturnType<typeof createServerMetrics>;
  liveStreams: ReturnType<typeof createLiveStreams>;
}> {
  const store = await openStore({ database: config.database, create: options.createDatabase });
  let sandbox: Sandbox | null = null;
  const liveStreams = createLiveStreams();
  const metrics = createServerMetrics({ store, streams: () => liveStreams.size });
  let wired: WiredServices;
  try {
    wired = await wireServices(config, store, {
      log: (line) => log.info(line),
      startDemo: async () => {
        sandbox = await (await import('@leadgen/sandbox')).startSandbox();
        return sandbox;
      },
      observer: metrics.observer,
    });
  } catch (error) {
    await store.close();
    throw error;
  }
  // DESIGN.md §4: the prices are verified against the plans at start; a mismatch refuses to start
  await wired.providers.payments.verifyPrices().catch(async (error: unknown) => {
    await wired.stop();
    await store.close();
    throw error;
  });
  return { store, wired, sandbox: () => sandbox, metrics, liveStreams };
}
