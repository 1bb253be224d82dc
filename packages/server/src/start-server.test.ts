import { mkdtempSync, rmSync } from 'node:fs';
import { connect } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { loadConfig } from '@leadgen/core';
import { openStore } from '@leadgen/core/store';
import { type Sandbox, startSandbox } from '@leadgen/sandbox';
import { startTestSmtpServer } from '@leadgen/test-utils/core';
import pino from 'pino';
import { afterAll, beforeAll, expect, it, vi } from 'vitest';
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

it('mails password resets without a job worker of its own', async () => {
  const smtp = await startTestSmtpServer();
  const server = await startServer(config({ SMTP_URL: smtp.url }), {
    port: 0,
    log: pino({ level: 'silent' }),
    worker: false,
  });
  try {
    const store = await openStore({ database: { kind: 'sqlite', path: join(dir, 'leadgen.db') } });
    await store.users.create({ email: 'reset@example.com', first_name: 'Ana', last_name: 'Perez' });
    await store.close();
    const res = await fetch(`${server.url}/api/auth/forgot-password`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: server.url },
      body: JSON.stringify({ email: 'reset@example.com' }),
    });
    expect(res.status).toBe(200);
    await vi.waitFor(() => expect(smtp.received.flatMap((mail) => mail.to)).toEqual(['reset@example.com']));
  } finally {
    await server.close();
    await smtp.close();
  }
});

it('answers /readyz 503 from the moment its close begins, to a request already in flight', async () => {
  const server = await startServer(config({}), { port: 0, log: pino({ level: 'silent' }), worker: false });
  const { hostname, port } = new URL(server.url);
  const socket = connect(Number(port), hostname);
  let received = '';
  socket.on('data', (chunk: Buffer) => {
    received += chunk.toString();
  });
  const ended = new Promise((resolve) => socket.on('close', resolve));
  // Two pipelined requests in one write: once the first is answered, the server has read the
  // second's start too, so that connection is busy (not idle) when the close begins.
  socket.write('GET /readyz HTTP/1.1\r\nHost: leadgen\r\n\r\nGET /readyz HTTP/1.1\r\nHost: leadgen\r\n');
  await vi.waitFor(() => expect(received).toContain('{"status":"ready"}'));
  const closing = server.close();
  // a new connection is refused at once
  await expect(fetch(`${server.url}/healthz`)).rejects.toThrow();
  socket.end('\r\n');
  await ended;
  await closing;
  const second = received.slice(received.indexOf('{"status":"ready"}'));
  expect(second).toContain('HTTP/1.1 503 Service Unavailable');
  expect(second).toContain('{"status":"not_ready","reason":"stopping"}');
});
