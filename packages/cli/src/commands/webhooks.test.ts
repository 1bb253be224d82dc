import { testCli } from '@leadgen/test-utils/cli';
import { startTestWebhookReceiver, type TestWebhookReceiver } from '@leadgen/test-utils/core';
import { Webhook } from 'standardwebhooks';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

// `leadgen webhooks` (issue 35) in-process: add (the secret printed once), ls, deliveries, test,
// rm; and a discovery run in the foreground that sends its run.completed before the command exits.

let cli: ReturnType<typeof testCli>;
let receiver: TestWebhookReceiver;
const PRIVATE = { LEADGEN_WEBHOOK_ALLOW_PRIVATE: '1' };
beforeAll(async () => {
  cli = testCli();
  receiver = await startTestWebhookReceiver();
  await cli.init();
});
afterAll(async () => {
  await receiver.close();
  cli.cleanup();
});

type Json = Record<string, unknown>;
const parsed = <T = Json>(text: string) => JSON.parse(text) as T;

describe('leadgen webhooks', () => {
  let id = '';
  let secret = '';

  it('refuses http and private hosts without LEADGEN_WEBHOOK_ALLOW_PRIVATE, naming it (exit 2)', async () => {
    const http = await cli.leadgen(['webhooks', 'add', receiver.url, '--events', 'run.completed']);
    expect(http).toMatchObject({
      code: 2,
      stderr: expect.stringContaining('LEADGEN_WEBHOOK_ALLOW_PRIVATE=1'),
    });
    const loopback = await cli.leadgen([
      'webhooks',
      'add',
      'https://127.0.0.1/hooks',
      '--events',
      'run.completed',
    ]);
    expect(loopback).toMatchObject({ code: 2, stderr: expect.stringContaining('127.0.0.1 is a private') });
    const unknown = await cli.leadgen([
      'webhooks',
      'add',
      'https://example.com/h',
      '--events',
      'run.started',
    ]);
    expect(unknown).toMatchObject({
      code: 2,
      stderr: expect.stringContaining('Unknown event "run.started"'),
    });
  });

  it('adds a webhook and prints its secret once: ls never shows it', async () => {
    const added = await cli.leadgen(
      [
        'webhooks',
        'add',
        receiver.url,
        '--events',
        'run.completed,run.failed',
        '--description',
        'CRM',
        '--json',
      ],
      PRIVATE,
    );
    expect(added.code, added.stderr).toBe(0);
    const webhook = parsed(added.stdout);
    expect(webhook).toMatchObject({
      url: receiver.url,
      events: ['run.completed', 'run.failed'],
      status: 'active',
    });
    id = String(webhook.id);
    secret = String(webhook.secret);
    expect(secret).toMatch(/^whsec_/);
    const human = await cli.leadgen([
      'webhooks',
      'add',
      'https://example.com/hooks',
      '--events',
      'lead.replied',
    ]);
    expect(human.stdout).toMatch(
      /^Webhook \S+ sends lead\.replied to https:\/\/example\.com\/hooks\nSigning secret: whsec_\S+\n$/,
    );

    const ls = await cli.leadgen(['webhooks', 'ls', '--json']);
    const rows = parsed<Json[]>(ls.stdout);
    expect(rows.map((row) => row.id)).toContain(id);
    expect(ls.stdout).not.toContain(secret.slice(6));
    const table = await cli.leadgen(['webhooks', 'ls']);
    expect(table.stdout).toContain(receiver.url);
    expect(table.stdout).not.toContain(secret.slice(6));
    // the secret was printed by the add commands and nowhere else
    expect(cli.printed.filter((text) => text.includes('whsec_'))).toHaveLength(2);
  });

  it('sends a foreground run’s run.completed before the command exits, verified by the reference verifier', async () => {
    const run = await cli.leadgen(['discover', '-t', 'natgeo', '--max', '5', '--json'], PRIVATE);
    expect(run.code, run.stderr).toBe(0);
    const { job_id: jobId } = parsed(run.stdout);
    expect(receiver.received).toHaveLength(1);
    const [request] = receiver.received;
    const event = new Webhook(secret).verify(request?.body ?? '', request?.headers as Record<string, string>);
    expect(event).toMatchObject({ type: 'run.completed', data: { job_id: jobId, profiles_found: 5 } });

    const deliveries = await cli.leadgen(['webhooks', 'deliveries', id.slice(0, 24), '--json']);
    expect(parsed<Json[]>(deliveries.stdout)).toEqual([
      expect.objectContaining({ type: 'run.completed', status: 'delivered', attempts: 1, last_status: 200 }),
    ]);
    const log = await cli.leadgen(['webhooks', 'deliveries', id]);
    expect(log.stdout).toContain('run.completed');
  });

  it('sends a test event at once, and removes a webhook only with --yes when it cannot ask', async () => {
    const before = receiver.received.length;
    const test = await cli.leadgen(['webhooks', 'test', id], PRIVATE);
    expect(test.code, test.stderr).toBe(0);
    expect(test.stdout).toMatch(/^msg_\S+\n$/);
    expect(test.stderr).toContain('Delivered (HTTP 200)');
    const request = receiver.received[before];
    const event = new Webhook(secret).verify(request?.body ?? '', request?.headers as Record<string, string>);
    expect(event).toMatchObject({ type: 'webhook.test' });
    expect(request?.headers['webhook-id']).toBe(test.stdout.trim());
    const refused = await cli.leadgen(['webhooks', 'rm', id]);
    expect(refused.code).toBe(2);
    const removed = await cli.leadgen(['webhooks', 'rm', id.slice(0, 24), '--yes']);
    expect(removed).toMatchObject({ code: 0, stdout: `Removed the webhook to ${receiver.url}\n` });
    const gone = await cli.leadgen(['webhooks', 'deliveries', id]);
    expect(gone).toMatchObject({ code: 3, stderr: expect.stringContaining('Webhook not found') });
  });
});
