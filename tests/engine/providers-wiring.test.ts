// createProviders: real adapters on real endpoints when keys are set, on the embedded sandbox
// (demo mode) when they are not.

import { createProviders, demoNotice, loadConfig } from '@leadgen/core';
import type { Store } from '@leadgen/core/store';
import { type Sandbox, startSandbox } from '@leadgen/sandbox';
import { openTestStore } from '@leadgen/test-utils/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

let sandbox: Sandbox;
let store: Store;
beforeAll(async () => {
  sandbox = await startSandbox();
  store = await openTestStore();
});
afterAll(async () => {
  await store.close();
  await sandbox.stop();
});

describe('createProviders', () => {
  it('runs every service without a key against the demo endpoints, and keeps mail in the outbox', async () => {
    const lines: string[] = [];
    const config = loadConfig({ LEADGEN_DB: ':memory:' });
    const providers = await createProviders(config, {
      outbox: store.outbox,
      log: (line) => lines.push(line),
      demo: sandbox.endpoints(),
    });
    expect(providers.demo).toEqual(['apify', 'gemini', 'stripe']);
    const found = await providers.scraper.discover({
      targets: ['natgeo'],
      type: 'followers',
      max: 5,
      sessionId: 's',
    });
    expect(found.profiles).toHaveLength(5);
    expect(await providers.writer.generateTemplate({ context: 'coffee shops in Lisbon' })).toContain(
      '{First Name}',
    );
    const checkout = await providers.payments.createCheckout({
      userId: 'u1',
      email: 'ana@example.com',
      customerId: null,
      purchase: { kind: 'pack', packId: 'credits_20' },
      appUrl: 'http://127.0.0.1:8787',
    });
    expect(checkout.url.startsWith(`${sandbox.url}/checkout/`)).toBe(true);
    await providers.mailer.send({ to: 'ana@example.com', subject: 'Hi', text: 'See http://127.0.0.1/x' });
    expect((await store.outbox.list({ to: 'ana@example.com' }))[0]?.subject).toBe('Hi');
    expect(lines).toEqual(['mail to ana@example.com: "Hi" http://127.0.0.1/x (kept in the outbox)']);
    expect(demoNotice(providers.demo)).toBe(
      'demo mode: synthetic profiles and test payments (no key for apify, gemini, stripe; using the local sandbox)',
    );
  });

  it('uses configured keys and base URLs, with nothing in demo mode', async () => {
    const endpoints = sandbox.endpoints();
    const config = loadConfig({
      // some keys and not others: only an explicit demo mode allows it (DESIGN.md §4 "Mode")
      LEADGEN_MODE: 'demo',
      APIFY_TOKEN: endpoints.apifyToken,
      LEADGEN_APIFY_BASE_URL: sandbox.url,
      GEMINI_API_KEY: endpoints.geminiApiKey,
      LEADGEN_GEMINI_BASE_URL: sandbox.url,
      STRIPE_SECRET_KEY: endpoints.stripeSecretKey,
      STRIPE_WEBHOOK_SECRET: endpoints.stripeWebhookSecret,
      LEADGEN_STRIPE_BASE_URL: sandbox.url,
      STRIPE_PRICE_PRO: 'price_pro',
    });
    const providers = await createProviders(config, { outbox: store.outbox, log: () => {} });
    expect(providers.demo).toEqual([]);
    expect(demoNotice(providers.demo)).toBeNull();
    const [result] = await providers.scraper.lookupProfiles(['natgeo'], null);
    expect(result?.username).toBe('natgeo');
    // an unpriced pack is refused with the spec's message: real prices are the operator's to set
    await expect(
      providers.payments.createCheckout({
        userId: 'u1',
        email: 'ana@example.com',
        customerId: null,
        purchase: { kind: 'pack', packId: 'credits_10' },
        appUrl: 'http://127.0.0.1:8787',
      }),
    ).rejects.toThrow('Invalid credit package selected');
  });

  it('refuses a missing key when there is no sandbox to fall back on', async () => {
    await expect(createProviders(loadConfig({}), { outbox: store.outbox, log: () => {} })).rejects.toThrow(
      'APIFY_TOKEN is not set',
    );
  });
});
