import type { AddressInfo } from 'node:net';
import { serve } from '@hono/node-server';
import { createSandboxApp } from './app.js';
import { type SandboxContext, sleep } from './context.js';
import { type Counters, emptyCounters } from './counters.js';
import { FaultInjector } from './faults.js';
import { DEFAULT_SETTINGS, mergeSettings, type SandboxSettings, type SettingsPatch } from './settings.js';
import { DEMO_PRICE_IDS } from './stripe/prices.js';

/** A running sandbox. */
export interface Sandbox {
  /** Base URL, e.g. http://127.0.0.1:41234: Apify under /v2, Gemini under /v1beta, Stripe under /v1. */
  url: string;
  port: number;
  settings(): SandboxSettings;
  /** Changes settings at run time (as `PATCH /__admin/settings` does). */
  update(patch: SettingsPatch): SandboxSettings;
  counters: Counters;
  /** The URL and credentials to point Leadgen's adapters at (demo mode). */
  endpoints(): {
    url: string;
    apifyToken: string;
    geminiApiKey: string;
    stripeSecretKey: string;
    stripeWebhookSecret: string;
  };
  /**
   * Every variable a real deployment sets, pointed at this sandbox: each service's key and base
   * URL, the webhook secret and the demo prices of its Stripe catalogue (production mode).
   */
  env(): Record<string, string>;
  /** Zeroes the counters and forgets scripted faults. */
  resetCounters(): void;
  stop(): Promise<void>;
}

/**
 * Starts the sandbox on loopback (an ephemeral port unless `port` is given): one HTTP server
 * that speaks the Apify, Gemini and Stripe APIs with deterministic synthetic data and fault
 * injection (DESIGN.md §4). Embedded by tests, benchmarks and demo mode.
 *
 * @example
 * const sandbox = await startSandbox({ settings: { faults: { latencyMs: 50 } } });
 * // point the adapters at sandbox.url, then:
 * await sandbox.stop();
 */
export async function startSandbox(
  options: { port?: number; host?: string; settings?: SettingsPatch } = {},
): Promise<Sandbox> {
  let settings = mergeSettings(DEFAULT_SETTINGS, options.settings);
  settings.faults.next = [...settings.faults.next];
  const counters = emptyCounters();
  let baseUrl = '';
  const faults = new FaultInjector(() => settings, counters);
  // Every wait of the sandbox (a run's duration, a held poll, added latency) ends when it stops:
  // a pending timer of a long run would keep the process alive for minutes after the server closed.
  const stopping = new AbortController();
  const ctx: SandboxContext = {
    settings: () => settings,
    update: (patch) => {
      settings = mergeSettings(settings, patch);
      if (patch.seed !== undefined) faults.reseed(settings.seed);
      return settings;
    },
    counters,
    faults,
    baseUrl: () => baseUrl,
    sleep: (ms, signal) => sleep(ms, signal ? AbortSignal.any([signal, stopping.signal]) : stopping.signal),
  };
  const app = createSandboxApp(ctx);
  const host = options.host ?? '127.0.0.1';
  const server = await new Promise<ReturnType<typeof serve>>((resolve, reject) => {
    const started = serve({ fetch: app.fetch, port: options.port ?? 0, hostname: host }, () =>
      resolve(started),
    );
    started.once('error', reject);
  });
  const port = (server.address() as AddressInfo).port;
  baseUrl = `http://${host}:${port}`;
  return {
    url: baseUrl,
    port,
    settings: () => settings,
    update: ctx.update,
    counters,
    endpoints: () => ({
      url: baseUrl,
      apifyToken: settings.apifyToken,
      geminiApiKey: settings.geminiApiKey,
      stripeSecretKey: settings.stripeSecretKey,
      stripeWebhookSecret: settings.stripeWebhookSecret,
    }),
    env: () => ({
      APIFY_TOKEN: settings.apifyToken,
      LEADGEN_APIFY_BASE_URL: baseUrl,
      GEMINI_API_KEY: settings.geminiApiKey,
      LEADGEN_GEMINI_BASE_URL: baseUrl,
      STRIPE_SECRET_KEY: settings.stripeSecretKey,
      STRIPE_WEBHOOK_SECRET: settings.stripeWebhookSecret,
      LEADGEN_STRIPE_BASE_URL: baseUrl,
      STRIPE_PRICE_CREDITS_10: DEMO_PRICE_IDS.credits_10,
      STRIPE_PRICE_CREDITS_20: DEMO_PRICE_IDS.credits_20,
      STRIPE_PRICE_CREDITS_50: DEMO_PRICE_IDS.credits_50,
      STRIPE_PRICE_CREDITS_100: DEMO_PRICE_IDS.credits_100,
      STRIPE_PRICE_PRO: DEMO_PRICE_IDS.pro,
    }),
    resetCounters: () => {
      Object.assign(counters, emptyCounters());
      settings.faults.next = [];
    },
    stop: () =>
      new Promise<void>((resolve, reject) => {
        stopping.abort();
        if ('closeAllConnections' in server) server.closeAllConnections();
        server.close((error) => (error ? reject(error) : resolve()));
      }),
  };
}
