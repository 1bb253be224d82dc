import { fileURLToPath } from 'node:url';
import { serve } from '@hono/node-server';
import {
  type Config,
  type MissingDatabase,
  openStore,
  queueDueWatches,
  runWorker,
  startResetMailSender,
  wireServices,
} from '@leadgen/core';
import type { Sandbox } from '@leadgen/sandbox';
import pino, { type Logger } from 'pino';
import { createApp, WEBHOOK_PATH } from './app.js';
import { localOrigins } from './local-origins.js';

/** packages/web/dist, beside this package. */
export const WEB_DIST = fileURLToPath(new URL('../../web/dist', import.meta.url));
/** The packed browser extension, built beside this package (packages/extension/dist-zip). */
export const EXTENSION_ZIP = fileURLToPath(
  new URL('../../extension/dist-zip/leadgen-extension.zip', import.meta.url),
);

/** A running server: its URL, and `close` to stop it (the worker finishes its chunk first). */
export interface RunningServer {
  url: string;
  notice: string | null;
  close(): Promise<void>;
}

/**
 * Starts Leadgen's server from the configuration (DESIGN.md §6): the database, the providers (the
 * demo sandbox for services without keys), a job worker and the reset mail sender in this
 * process, and the HTTP API with the web app on `host:port` (port 0 picks a free one).
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
  const store = await openStore({ database: config.database, create: options.createDatabase });
  let sandbox: Sandbox | null = null;
  // profile pictures come from the scraper's answers; the demo sandbox's avatars are served
  // from this origin (demo-avatars.ts), whatever port the sandbox had when they were stored
  const imageOrigins: string[] = config.apify.baseUrl ? [config.apify.baseUrl] : [];
  const wired = await wireServices(config, store, {
    log: (line) => log.info(line),
    startDemo: async () => {
      sandbox = await (await import('@leadgen/sandbox')).startSandbox();
      return sandbox;
    },
  });
  // DESIGN.md §4: the prices are verified against the plans at start; a mismatch refuses to start
  await wired.providers.payments.verifyPrices().catch(async (error: unknown) => {
    await wired.stop();
    await store.close();
    throw error;
  });
  const host = options.host ?? '127.0.0.1';
  const worker = new AbortController();
  // Always, with or without the job worker: reset requests only queue their mail.
  const resetMails = startResetMailSender({
    store,
    mailer: wired.providers.mailer,
    log: (line) => log.warn(line),
  });
  let url = '';
  let origins: string[] = [];
  const app = createApp({
    store,
    ...wired,
    log,
    get publicUrl() {
      return config.server.publicUrl ?? url;
    },
    get localOrigins() {
      return config.server.publicUrl ? [] : origins;
    },
    web: config.web,
    imageOrigins,
    webDist: WEB_DIST,
    extensionZip: EXTENSION_ZIP,
    resetMails,
  });
  const server = await new Promise<ReturnType<typeof serve>>((resolve) => {
    const listening = serve(
      { fetch: app.fetch, port: options.port ?? config.server.port, hostname: host },
      (info) => {
        url = `http://${host}:${info.port}`;
        origins = localOrigins(host, info.port);
        // The demo checkout's Pay button posts its signed webhook here, as Stripe would.
        sandbox?.update({ stripeWebhookUrl: `${url}${WEBHOOK_PATH}` });
        resolve(listening);
      },
    );
  });
  const working =
    options.worker === false
      ? Promise.resolve()
      : runWorker({
          store,
          handlers: wired.handlers,
          bus: wired.bus,
          mode: 'forever',
          signal: worker.signal,
          concurrency: options.workerConcurrency,
          log: (line, error) => log.error({ err: error }, line),
          // issue 34: the worker queues the watches that are due
          schedule: () => queueDueWatches({ store }),
        }).then(() => undefined);
  return {
    url,
    notice: wired.notice,
    async close() {
      worker.abort();
      await new Promise<void>((resolve) => server.close(() => resolve()));
      await working;
      await resetMails.stop();
      await wired.stop();
      await store.close();
    },
  };
}
