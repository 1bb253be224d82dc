// Delivery of signed webhooks (issue 35) to a real receiver on 127.0.0.1, judged by the
// Standard Webhooks reference verifier (the `standardwebhooks` npm package), on a manual clock.
import type { LookupAddress } from 'node:dns';
import { Webhook } from 'standardwebhooks';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { sendQueuedResetMails } from '../accounts/reset-mail-sender.js';
import { runWorker } from '../jobs/worker.js';
import type { MailMessage } from '../providers/mailer.js';
import { openStore, type Store } from '../store/open-store.js';
import { manualClock } from '../testing/test-accounts.js';
import { createTestUser, testDatabase } from '../testing/test-store.js';
import { startTestWebhookReceiver, type TestWebhookReceiver } from '../testing/test-webhook-receiver.js';
import { emitEvent } from './emit-event.js';
import { createPostWebhook, guardedLookup } from './post-webhook.js';
import { RETRY_DELAYS_MS } from './retry-schedule.js';
import { sendDueWebhooks, type WebhookSenderDeps } from './send-due-webhooks.js';
import { addWebhook, listDeliveries, listWebhooks } from './webhook-endpoints.js';

let store: Store;
let drop: () => Promise<void>;
let clock: ReturnType<typeof manualClock>;
let receiver: TestWebhookReceiver;
let userId: string;
let log: string[];

beforeEach(async () => {
  // near the real time: the reference verifier refuses a timestamp more than 5 minutes off
  clock = manualClock(new Date().toISOString());
  const database = await testDatabase();
  drop = database.drop;
  store = await openStore({ database: database.database, now: clock.now });
  userId = (await createTestUser(store, 'ana@example.com')).id;
  receiver = await startTestWebhookReceiver();
  log = [];
});
afterEach(async () => {
  await receiver.close();
  await store.close();
  await drop();
});

const add = (events = ['lead.replied'], url = receiver.url) =>
  addWebhook({ store, allowPrivate: true }, userId, { url, events });
const send = (deps: Partial<WebhookSenderDeps> = {}) =>
  sendDueWebhooks({ store, allowPrivate: true, now: clock.now, log: (line) => log.push(line), ...deps });
const replied = () => emitEvent(store, userId, 'lead.replied', { campaign_id: 'c1', username: 'ana.p' });

describe('delivering a webhook', () => {
  it('sends a body and headers the Standard Webhooks verifier accepts', async () => {
    const { secret } = await add();
    expect(secret).toMatch(/^whsec_[A-Za-z0-9+/]{43}=$/);
    expect(await replied()).toBe(1);
    expect(await send()).toEqual({ delivered: 1, retried: 0, failed: 0, disabled: 0 });

    const [request] = receiver.received;
    const verified = new Webhook(secret).verify(
      request?.body ?? '',
      request?.headers as Record<string, string>,
    );
    expect(verified).toEqual({
      type: 'lead.replied',
      timestamp: clock.now().toISOString(),
      data: { campaign_id: 'c1', username: 'ana.p' },
    });
    expect(request?.headers['webhook-id']).toMatch(/^msg_/);
    expect(request?.headers['webhook-timestamp']).toBe(String(Math.floor(clock.now().getTime() / 1000)));
    // the wrong secret does not verify
    expect(() =>
      new Webhook(`whsec_${Buffer.alloc(32, 7).toString('base64')}`).verify(
        request?.body ?? '',
        request?.headers as Record<string, string>,
      ),
    ).toThrow();
  });

  it('is sent by the job worker, not by the call that recorded the event', async () => {
    await add();
    await replied();
    expect(receiver.received).toHaveLength(0);
    await runWorker({
      store,
      handlers: { custom: async () => null },
      mode: 'untilIdle',
      webhooks: { allowPrivate: true },
      now: clock.now,
    });
    expect(receiver.received).toHaveLength(1);
    expect(receiver.received[0]?.headers['webhook-signature']).toMatch(/^v1,/);
  });

  it('reaches a receiver that failed three times on the fourth attempt, on the retry schedule, delivered once', async () => {
    const { endpoint, secret } = await add();
    receiver.answer(500, 500, 503);
    await replied();
    expect(await send()).toMatchObject({ retried: 1 });
    for (const delay of RETRY_DELAYS_MS.slice(0, 3)) {
      clock.advance(delay - 1000);
      expect(await send(), 'not due a second early').toMatchObject({ delivered: 0, retried: 0 });
      clock.advance(1000);
      await send();
    }
    clock.advance(24 * 3_600_000);
    expect(await send()).toEqual({ delivered: 0, retried: 0, failed: 0, disabled: 0 });

    expect(receiver.received.map((request) => request.answered)).toEqual([500, 500, 503, 200]);
    const ids = new Set(receiver.received.map((request) => request.headers['webhook-id']));
    expect(ids.size).toBe(1);
    const webhook = new Webhook(secret);
    for (const request of receiver.received) {
      // each attempt signed afresh with its own timestamp, as the reference signer signs it
      const id = String(request.headers['webhook-id']);
      const at = new Date(Number(request.headers['webhook-timestamp']) * 1000);
      expect(request.headers['webhook-signature']).toBe(webhook.sign(id, at, request.body));
    }
    const delivered = receiver.received.filter((request) => request.answered < 300);
    expect(delivered).toHaveLength(1);

    const { deliveries } = await listDeliveries({ store }, userId, endpoint.id);
    expect(deliveries).toHaveLength(1);
    expect(deliveries[0]).toMatchObject({
      status: 'delivered',
      attempts: 4,
      last_status: 200,
      last_error: null,
    });
    expect(deliveries[0]?.attempt_log.map((attempt) => [attempt.status, attempt.error])).toEqual([
      [500, 'HTTP 500'],
      [500, 'HTTP 500'],
      [503, 'HTTP 503'],
      [200, null],
    ]);
    expect((await listWebhooks({ store }, userId))[0]?.failing_since).toBeNull();
  });

  it('turns an endpoint off after a day of failures, tells the user by mail, and fails what waited', async () => {
    const { endpoint } = await add(['lead.replied', 'credits.low']);
    receiver.answer(...Array.from({ length: 20 }, () => 500));
    await replied();
    await send();
    for (const delay of RETRY_DELAYS_MS) {
      clock.advance(delay);
      // a second event waits behind the first
      if (delay === RETRY_DELAYS_MS[4]) await emitEvent(store, userId, 'credits.low', { balance: 0.9 });
      await send();
    }
    // the first event: 7 attempts; the second (from 5 h on): 3, the last of which, past a day of
    // failures, turns the endpoint off before the first event's eighth
    expect(receiver.received.length).toBe(10);
    const [found] = await listWebhooks({ store }, userId);
    expect(found?.disabled_at).not.toBeNull();
    expect(found?.disabled_reason).toBe(
      'Every delivery failed for more than 24 hours, so this webhook was turned off',
    );
    const { deliveries } = await listDeliveries({ store }, userId, endpoint.id);
    expect(deliveries.map((delivery) => delivery.status)).toEqual(['failed', 'failed']);
    expect(log.some((line) => line.includes(`Webhook ${endpoint.id} turned off`))).toBe(true);
    expect(log.join('\n')).not.toContain(receiver.url);

    // a new event is not recorded for an endpoint that is off, and nothing more is sent
    expect(await replied()).toBe(0);
    clock.advance(3_600_000);
    expect(await send()).toEqual({ delivered: 0, retried: 0, failed: 0, disabled: 0 });

    const sent: MailMessage[] = [];
    await sendQueuedResetMails({
      store,
      mailer: { send: async (mail) => void sent.push(mail) },
      now: clock.now,
    });
    expect(sent).toEqual([
      expect.objectContaining({ to: 'ana@example.com', subject: 'A Leadgen webhook was turned off' }),
    ]);
    expect(sent[0]?.text).toContain(receiver.url);
  });

  it('turns an endpoint off at once when the receiver answers 410 Gone', async () => {
    await add();
    receiver.answer(410);
    await replied();
    expect(await send()).toMatchObject({ delivered: 0, disabled: 1 });
    const [endpoint] = await listWebhooks({ store }, userId);
    const { deliveries } = await listDeliveries({ store }, userId, endpoint?.id ?? '');
    expect(deliveries.map((delivery) => [delivery.status, delivery.attempts])).toEqual([['failed', 1]]);
    expect(endpoint?.disabled_reason).toBe(
      'The receiver answered 410 Gone (it wants no more webhooks), so this webhook was turned off',
    );
    expect(await store.resetMailQueue.count()).toBe(1);
  });

  it('treats a redirect as a failure and does not follow it', async () => {
    await add();
    receiver.answer(302);
    await replied();
    expect(await send()).toMatchObject({ retried: 1 });
    expect(receiver.received).toHaveLength(1);
    const [endpoint] = await listWebhooks({ store }, userId);
    const { deliveries } = await listDeliveries({ store }, userId, endpoint?.id ?? '');
    expect(deliveries[0]?.last_error).toBe('HTTP 302: redirects are not followed');
  });
});

describe('never to a private address (SSRF)', () => {
  const refusal = 'set LEADGEN_WEBHOOK_ALLOW_PRIVATE=1 to allow it';
  const lastError = async () => {
    const [endpoint] = await listWebhooks({ store }, userId);
    return (await listDeliveries({ store }, userId, endpoint?.id ?? '')).deliveries[0]?.last_error;
  };

  it('refuses a literal loopback address at delivery without the setting', async () => {
    await add();
    await replied();
    await send({ allowPrivate: false });
    expect(receiver.received).toHaveLength(0);
    expect(await lastError()).toBe(`refused: 127.0.0.1 is a private address (${refusal})`);
  });

  it('refuses a host name that resolves to loopback (localhost) at delivery', async () => {
    await add(['lead.replied'], `http://localhost:${receiver.port}/hooks`);
    await replied();
    await send({ allowPrivate: false });
    expect(receiver.received).toHaveLength(0);
    expect(await lastError()).toMatch(/^refused: (127\.0\.0\.1|::1) is a private address/);
  });

  for (const address of ['10.1.2.3', '::1', '127.0.0.1', '169.254.169.254', '::ffff:192.168.1.1']) {
    it(`refuses a host name resolving to ${address}, connecting nowhere`, async () => {
      await add(['lead.replied'], `http://hooks.example.test:${receiver.port}/hooks`);
      await replied();
      const family = address.includes(':') ? 6 : 4;
      const post = createPostWebhook({ resolve: (_host, callback) => callback(null, [{ address, family }]) });
      await send({ allowPrivate: false, post });
      expect(receiver.received).toHaveLength(0);
      expect(await lastError()).toBe(`refused: ${address} is a private address (${refusal})`);
    });
  }

  it('refuses the lot when any of the addresses a name resolves to is private (a rebinding answer)', async () => {
    const answer: LookupAddress[] = [
      { address: '93.184.216.34', family: 4 },
      { address: '10.0.0.7', family: 4 },
    ];
    const lookup = guardedLookup(false, (_host, callback) => callback(null, answer));
    const result = await new Promise<unknown>((resolve) =>
      lookup('rebind.example.test', { all: true }, (error) => resolve(error)),
    );
    expect(result).toMatchObject({ message: expect.stringContaining('10.0.0.7') });
    const allowed = guardedLookup(false, (_host, callback) => callback(null, [answer[0] as LookupAddress]));
    const pinned = await new Promise<unknown>((resolve) =>
      allowed('public.example.test', { all: true }, (_error, addresses) => resolve(addresses)),
    );
    expect(pinned).toEqual([answer[0]]);
  });

  it('delivers to the same receiver with LEADGEN_WEBHOOK_ALLOW_PRIVATE=1 (on-premises receivers)', async () => {
    await add(['lead.replied'], `http://localhost:${receiver.port}/hooks`);
    await replied();
    expect(await send({ allowPrivate: true })).toMatchObject({ delivered: 1 });
  });
});
