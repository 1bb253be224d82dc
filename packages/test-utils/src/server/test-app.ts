import {
  createEventBus,
  createJobHandlers,
  createPasswordHasher,
  createProviders,
  type DatabaseLocation,
  type EventBus,
  loadConfig,
  type Mailer,
  type MailMessage,
  runWorker,
  startResetMailSender,
} from '@leadgen/core';
import { openStore, type Store } from '@leadgen/core/store';
import { type Sandbox, startSandbox } from '@leadgen/sandbox';
import { openTestStore } from '@leadgen/test-utils/core';
import pino from 'pino';
// the app's parts a test wires by hand, by path: the server's index also loads what starts a
// server (start-server.ts), which the web's component tests (happy-dom) cannot load
import { createApp } from '../../../server/src/app.js';
import type { AppDeps, MetricsAccess } from '../../../server/src/app-env.js';
import { createLiveStreams } from '../../../server/src/live-streams.js';
import { createServerMetrics } from '../../../server/src/metrics.js';

export const PUBLIC_URL = 'http://127.0.0.1:8787';

/** Argon2id at a cost tests can afford. */
const cheapPasswords = createPasswordHasher({ memoryCost: 1024, timeCost: 1, parallelism: 1 });

/**
 * An app on an in-memory store with the real adapters against a sandbox on 127.0.0.1, mail
 * kept in `mail` (or sent through `mailer`), a reset mail sender running as the server runs one,
 * and helpers to sign up, call the API as a signed-in user and wait for queued reset mail.
 */
export async function openTestApp(
  options: {
    now?: () => Date;
    sandbox?: Sandbox;
    publicUrl?: string;
    /** Another server process's database, to share it instead of opening a fresh one. */
    database?: DatabaseLocation;
    /** Where mail goes instead of `mail` (an SMTP mailer to a test server). */
    mailer?: Mailer;
    /**
     * Metrics as a server keeps them, fed by the providers and by `runJobs`, and who may read
     * `/metrics` (default: open, as on a loopback server).
     */
    metrics?: { access?: MetricsAccess };
    /** How many requests an API key may make to /api/v1 in any minute (default 600). */
    apiRateLimitPerMinute?: number;
    /** LEADGEN_WEBHOOK_ALLOW_PRIVATE=1: webhooks to a receiver on 127.0.0.1 (issue 35). */
    allowPrivateWebhooks?: boolean;
  } = {},
) {
  const { database, ...store } = options.database
    ? { ...(await openStore({ database: options.database })), database: options.database }
    : await openTestStore();
  const sandbox = options.sandbox ?? (await startSandbox());
  const mail: MailMessage[] = [];
  const liveStreams = createLiveStreams();
  const metrics = options.metrics
    ? createServerMetrics({ store, streams: () => liveStreams.size })
    : undefined;
  const providers = await createProviders(loadConfig({}), {
    outbox: store.outbox,
    log: () => {},
    demo: sandbox.endpoints(),
    ...(metrics ? { observer: metrics.observer } : {}),
  });
  providers.mailer = options.mailer ?? {
    send: async (message) => {
      mail.push(message);
    },
  };
  const resetMails = startResetMailSender({
    store,
    mailer: providers.mailer,
    ...(options.now ? { now: options.now } : {}),
  });
  const bus: EventBus = createEventBus({ relay: store.relay });
  const deps: AppDeps = {
    store,
    providers,
    bus,
    handlers: createJobHandlers({ store, scraper: providers.scraper, writer: providers.writer }),
    log: pino({ level: 'silent' }),
    publicUrl: options.publicUrl ?? PUBLIC_URL,
    passwords: cheapPasswords,
    ...(options.now ? { now: options.now } : {}),
    resetMails,
    liveStreams,
    ...(metrics ? { metrics, metricsAccess: options.metrics?.access ?? { open: true, token: null } } : {}),
    ...(options.apiRateLimitPerMinute ? { apiRateLimitPerMinute: options.apiRateLimitPerMinute } : {}),
    ...(options.allowPrivateWebhooks ? { allowPrivateWebhooks: true } : {}),
  };
  const app = createApp(deps);

  /** A request with JSON body and the cookie of `as`, the way the web app sends it. */
  const call = (method: string, path: string, body?: unknown, as?: { cookie: string }) =>
    app.request(path, {
      method,
      headers: {
        ...(body !== undefined ? { 'content-type': 'application/json' } : {}),
        ...(as ? { cookie: as.cookie } : {}),
      },
      ...(body !== undefined ? { body: JSON.stringify(body) } : {}),
    });

  /** A public API request (`/api/v1`) with JSON body, authenticated by an API key as a program sends it. */
  const callWithKey = (method: string, path: string, key: string, body?: unknown) =>
    app.request(path, {
      method,
      headers: {
        authorization: `Bearer ${key}`,
        ...(body !== undefined ? { 'content-type': 'application/json' } : {}),
      },
      ...(body !== undefined ? { body: JSON.stringify(body) } : {}),
    });

  /** Creates an API key for a signed-in user the way Settings does, and returns the key. */
  const createKey = async (
    as: { cookie: string },
    scope: 'read' | 'write' = 'write',
    name = `key ${scope}`,
  ) => {
    const res = await call('POST', '/api/keys', { name, scope }, as);
    if (res.status !== 201) throw new Error(`key refused: ${res.status} ${await res.text()}`);
    return ((await res.json()) as { key: string }).key;
  };

  /** Signs up a user through the API and returns its id and session cookie. */
  const signUp = async (email: string, password = 'secret-pw') => {
    const res = await call('POST', '/api/auth/signup', {
      email,
      password,
      confirmPassword: password,
      firstName: 'Test',
      lastName: 'User',
    });
    if (res.status !== 201) throw new Error(`sign-up failed: ${res.status} ${await res.text()}`);
    const { user } = (await res.json()) as { user: { id: string } };
    return { id: user.id, cookie: sessionCookie(res) };
  };

  /**
   * Waits (on the queue's state, not a sleep) until the sender has mailed or dropped every queued
   * reset mail. setImmediate, not setTimeout, so it also runs under a faked setTimeout.
   */
  const resetMailsSent = async (timeoutMs = 10_000) => {
    const deadline = Date.now() + timeoutMs;
    while ((await store.resetMailQueue.count()) > 0) {
      if (Date.now() > deadline) throw new Error('reset mails are still queued');
      await new Promise((resolve) => setImmediate(resolve));
    }
  };

  return {
    app,
    store: store as Store,
    database,
    deps,
    sandbox,
    mail,
    call,
    callWithKey,
    createKey,
    signUp,
    resetMailsSent,
    close: async () => {
      await resetMails.stop();
      bus.close();
      await store.close();
      if (!options.sandbox) await sandbox.stop();
    },
  };
}

/** The `name=value` of the session cookie a response set last (the one a browser keeps). */
export function sessionCookie(res: Response): string {
  const header = res.headers.getSetCookie().at(-1) ?? '';
  return header.split(';')[0] ?? '';
}

/** Runs the job queue until it is empty, as the server's worker would (real adapters, sandbox). */
export function runJobs(t: Awaited<ReturnType<typeof openTestApp>>) {
  const { store, handlers, bus, metrics } = t.deps;
  return runWorker({
    store,
    handlers,
    bus,
    mode: 'untilIdle',
    ...(metrics ? { observer: metrics.observer } : {}),
  });
}

/**
 * A completed discovery list of `max` profiles (default 5) for `user`, made the way a user makes
 * one: POST /api/lists/discovery, then a worker runs the queue against the sandbox. Returns the
 * list's and the job's ids.
 */
export async function completedList(
  t: Awaited<ReturnType<typeof openTestApp>>,
  user: { cookie: string },
  options: { max?: number; target?: string; targets?: string[] } = {},
) {
  const res = await t.call(
    'POST',
    '/api/lists/discovery',
    {
      targets: options.targets ?? [options.target ?? 'natgeo'],
      type: 'followers',
      maxProfiles: options.max ?? 5,
      sessionId: 'sess-test',
    },
    user,
  );
  if (res.status !== 202) throw new Error(`discovery refused: ${res.status} ${await res.text()}`);
  const { job_id: jobId } = (await res.json()) as { job_id: string };
  await runJobs(t);
  const job = (await (await t.call('GET', `/api/jobs/${jobId}`, undefined, user)).json()) as {
    job: { status: string; list_id: string | null; error: string | null };
  };
  if (job.job.status !== 'completed' || !job.job.list_id)
    throw new Error(`discovery ${job.job.status}: ${job.job.error}`);
  return { listId: job.job.list_id, jobId };
}
