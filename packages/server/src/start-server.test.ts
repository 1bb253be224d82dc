import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { loadConfig } from '@leadgen/core';
import { type Sandbox, startSandbox } from '@leadgen/sandbox';
import pino from 'pino';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { startServer } from './start-server.js';

let sandbox: Sandbox;
let dir: string;
beforeAll(async () => {
  sandbox = await startSandbox();
  dir = mkdtempSync(join(tmpdir(), 'leadgen-start-'));
});
afterAll(async () => {
  await sandbox.stop();
  rmSync(dir, { recursive: true, force: true });
});

/** Every key of a real deployment, on the sandbox, with the prices given. */
const config = (prices: Record<string, string>) =>
  loadConfig({ LEADGEN_DB: join(dir, 'leadgen.db'), ...sandbox.env(), ...prices });

it('refuses to start when a configured Stripe price does not match its plan, naming it', async () => {
  const log = pino({ level: 'silent' });
  // a one-time price where Pro needs a monthly one, and a $10 price for the 20-credit pack
  const bad = config({
    STRIPE_PRICE_PRO: 'price_demo_credits_10',
    STRIPE_PRICE_CREDITS_20: 'price_demo_credits_10',
  });
  const refused = await startServer(bad, { port: 0, log, worker: false }).then(
    () => undefined,
    (error: unknown) => error as Error,
  );
  expect(refused).toMatchObject({ code: 'CONFIG_INVALID' });
  expect(refused?.message).toContain('STRIPE_PRICE_PRO price_demo_credits_10');
  expect(refused?.message).toContain('STRIPE_PRICE_CREDITS_20 price_demo_credits_10');
  // with the right prices it starts, and answers
  const server = await startServer(config({}), { port: 0, log, worker: false });
  try {
    expect((await fetch(`${server.url}/api/config`)).status).toBe(200);
  } finally {
    await server.close();
  }
});
