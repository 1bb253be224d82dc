import { sendDueWebhooks } from '@leadgen/core';
import { webhookAddedAnswer, webhookAnswer, webhookDeliveryAnswer } from '@leadgen/core/schemas';
import { startTestWebhookReceiver } from '@leadgen/test-utils/core';
import { openTestApp } from '@leadgen/test-utils/server';
import { Webhook } from 'standardwebhooks';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

// The webhooks API (issue 35): add (the secret answered once), list, the delivery log, a test
// event sent by the worker and verified by the reference verifier, remove; and another user's
// endpoints out of reach.

let t: Awaited<ReturnType<typeof openTestApp>>;
let receiver: Awaited<ReturnType<typeof startTestWebhookReceiver>>;
let ana: { cookie: string };
let ben: { cookie: string };
beforeAll(async () => {
  t = await openTestApp({ allowPrivateWebhooks: true });
  receiver = await startTestWebhookReceiver();
  ana = await t.signUp('ana@example.com');
  ben = await t.signUp('ben@example.com');
});
afterAll(async () => {
  await receiver.close();
  await t.close();
});

type Json = Record<string, unknown>;

describe('/api/webhooks', () => {
  it('adds an endpoint with its secret once, sends a test event from the worker, logs it, removes it', async () => {
    const created = await t.call(
      'POST',
      '/api/webhooks',
      { url: receiver.url, events: ['run.completed', 'lead.replied'], description: 'CRM' },
      ana,
    );
    expect(created.status).toBe(201);
    const { webhook } = (await created.json()) as { webhook: Json & { secret: string; id: string } };
    expect(webhookAddedAnswer.parse(webhook)).toMatchObject({
      url: receiver.url,
      events: ['run.completed', 'lead.replied'],
      description: 'CRM',
      status: 'active',
    });
    expect(webhook.secret).toMatch(/^whsec_/);

    const listed = await (await t.call('GET', '/api/webhooks', undefined, ana)).text();
    expect(listed).not.toContain(webhook.secret.slice(6));
    const rows = (JSON.parse(listed) as { webhooks: Json[] }).webhooks;
    expect(rows.map((row) => webhookAnswer.parse(row).id)).toEqual([webhook.id]);

    const queued = await t.call('POST', `/api/webhooks/${webhook.id}/test`, {}, ana);
    expect(queued.status).toBe(202);
    // the request only queued it: nothing was sent yet
    expect(receiver.received).toHaveLength(0);
    await sendDueWebhooks({ store: t.store, allowPrivate: true });
    expect(receiver.received).toHaveLength(1);
    const [request] = receiver.received;
    expect(
      new Webhook(webhook.secret).verify(request?.body ?? '', request?.headers as Record<string, string>),
    ).toMatchObject({
      type: 'webhook.test',
      data: { endpoint_id: webhook.id },
    });

    const log = await t.call('GET', `/api/webhooks/${webhook.id}/deliveries`, undefined, ana);
    const { deliveries } = (await log.json()) as { deliveries: Json[] };
    expect(deliveries.map((row) => webhookDeliveryAnswer.parse(row))).toEqual([
      expect.objectContaining({ type: 'webhook.test', status: 'delivered', attempts: 1, last_status: 200 }),
    ]);
    expect(JSON.stringify(deliveries)).not.toContain(webhook.secret.slice(6));

    expect((await t.call('DELETE', `/api/webhooks/${webhook.id}`, undefined, ana)).status).toBe(200);
    expect((await t.call('DELETE', `/api/webhooks/${webhook.id}`, undefined, ana)).status).toBe(404);
  });

  it('refuses a bad URL or an unknown event with 400 and the reason', async () => {
    const bad = await t.call('POST', '/api/webhooks', { url: 'ftp://x', events: ['run.completed'] }, ana);
    expect(bad.status).toBe(400);
    expect(await bad.json()).toMatchObject({
      error: { code: 'INVALID_INPUT', message: 'Give the webhook URL as https://host/path' },
    });
    const unknown = await t.call('POST', '/api/webhooks', { url: receiver.url, events: 'run.started' }, ana);
    expect(unknown.status).toBe(400);
  });

  it('keeps one user’s endpoints from another: not listed, no log, no test, no removal (404)', async () => {
    const created = await t.call('POST', '/api/webhooks', { url: receiver.url, events: 'run.failed' }, ana);
    const { webhook } = (await created.json()) as { webhook: { id: string } };
    const theirs = (await (await t.call('GET', '/api/webhooks', undefined, ben)).json()) as {
      webhooks: Json[];
    };
    expect(theirs.webhooks).toEqual([]);
    expect((await t.call('GET', `/api/webhooks/${webhook.id}/deliveries`, undefined, ben)).status).toBe(404);
    expect((await t.call('POST', `/api/webhooks/${webhook.id}/test`, {}, ben)).status).toBe(404);
    expect((await t.call('DELETE', `/api/webhooks/${webhook.id}`, undefined, ben)).status).toBe(404);
    const still = (await (await t.call('GET', '/api/webhooks', undefined, ana)).json()) as {
      webhooks: Json[];
    };
    expect(still.webhooks.map((row) => row.id)).toContain(webhook.id);
    expect((await t.call('GET', '/api/webhooks')).status).toBe(401);
  });
});
