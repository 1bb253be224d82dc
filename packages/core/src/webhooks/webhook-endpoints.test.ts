import { createTestUser, openTestStore } from '@leadgen/test-utils/core';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { Store } from '../store/open-store.js';
import { emitEvent } from './emit-event.js';
import { isPrivateAddress } from './private-address.js';
import {
  addWebhook,
  listDeliveries,
  listWebhooks,
  MAX_WEBHOOKS,
  removeWebhook,
  sendTestEvent,
} from './webhook-endpoints.js';

let store: Store;
let ana: string;
let ben: string;
beforeEach(async () => {
  store = await openTestStore();
  ana = (await createTestUser(store, 'ana@example.com')).id;
  ben = (await createTestUser(store, 'ben@example.com')).id;
});
afterEach(() => store.close());

const URL_OK = 'https://hooks.example.com/leadgen';
const add = (userId = ana, input: Partial<{ url: unknown; events: unknown; description: unknown }> = {}) =>
  addWebhook({ store }, userId, { url: URL_OK, events: ['run.completed'], ...input });

describe('adding a webhook', () => {
  it('keeps the URL and events and gives the secret once: no later read holds it', async () => {
    const { endpoint, secret } = await add(ana, {
      events: 'run.completed, lead.replied,run.completed',
      description: ' CRM ',
    });
    expect(endpoint).toMatchObject({
      url: URL_OK,
      events: ['run.completed', 'lead.replied'],
      description: 'CRM',
    });
    expect(secret).toMatch(/^whsec_/);
    // 32 random bytes: within the spec's 24 to 64
    expect(Buffer.from(secret.slice(6), 'base64')).toHaveLength(32);
    const listed = await listWebhooks({ store }, ana);
    expect(JSON.stringify(listed)).not.toContain(secret.slice(6));
    expect(JSON.stringify(await listDeliveries({ store }, ana, endpoint.id))).not.toContain(secret.slice(6));
  });

  it('refuses what is not an https URL, naming the setting that allows http', async () => {
    await expect(add(ana, { url: 'ftp://example.com/x' })).rejects.toThrow(
      'Give the webhook URL as https://host/path',
    );
    await expect(add(ana, { url: 'not a url' })).rejects.toThrow('Give the webhook URL as https://host/path');
    await expect(add(ana, { url: 'http://hooks.example.com/x' })).rejects.toThrow(
      'A webhook URL must use https (http only with LEADGEN_WEBHOOK_ALLOW_PRIVATE=1)',
    );
  });

  for (const host of [
    '127.0.0.1',
    '10.0.0.8',
    '192.168.1.20',
    '169.254.169.254',
    '[::1]',
    '[fd00::1]',
    '[::ffff:10.0.0.1]',
    '100.64.0.1',
    'localhost',
  ]) {
    it(`refuses a literal private host ${host} without LEADGEN_WEBHOOK_ALLOW_PRIVATE`, async () => {
      const error = await add(ana, { url: `https://${host}/hooks` }).catch((caught: unknown) => caught);
      expect(error).toMatchObject({
        code: 'INVALID_INPUT',
        message: expect.stringContaining('LEADGEN_WEBHOOK_ALLOW_PRIVATE=1'),
      });
      await expect(
        addWebhook({ store, allowPrivate: true }, ana, {
          url: `http://${host}:8080/hooks`,
          events: ['run.failed'],
        }),
      ).resolves.toBeTruthy();
    });
  }

  it('takes only known events, at least one', async () => {
    await expect(add(ana, { events: [] })).rejects.toThrow(
      'Name at least one event: run.completed, run.failed, watch.new_people, lead.replied, credits.low',
    );
    await expect(add(ana, { events: ['run.completed', 'run.started'] })).rejects.toThrow(
      'Unknown event "run.started"',
    );
  });

  it(`keeps at most ${MAX_WEBHOOKS} per account`, async () => {
    for (let i = 0; i < MAX_WEBHOOKS; i++) await add();
    await expect(add()).rejects.toThrow(`At most ${MAX_WEBHOOKS} webhooks per account`);
    await expect(add(ben)).resolves.toBeTruthy();
  });
});

describe('one user’s webhooks', () => {
  it('are out of every other user’s reach: list, deliveries, test event, remove', async () => {
    const { endpoint } = await add(ana);
    expect(await listWebhooks({ store }, ben)).toEqual([]);
    await expect(listDeliveries({ store }, ben, endpoint.id)).rejects.toThrow('Webhook not found');
    await expect(sendTestEvent({ store }, ben, endpoint.id)).rejects.toThrow('Webhook not found');
    await expect(removeWebhook({ store }, ben, endpoint.id)).rejects.toThrow('Webhook not found');
    await expect(removeWebhook({ store }, ben, endpoint.id.slice(0, 8))).rejects.toThrow('Webhook not found');
    expect(await listWebhooks({ store }, ana)).toHaveLength(1);
    // and another user's events never reach them
    expect(await emitEvent(store, ben, 'run.completed', {})).toBe(0);
  });

  it('are removed by id or a unique start of it, with their deliveries', async () => {
    const { endpoint } = await add(ana);
    await emitEvent(store, ana, 'run.completed', { job_id: 'j1' });
    expect((await listDeliveries({ store }, ana, endpoint.id)).deliveries).toHaveLength(1);
    expect(await removeWebhook({ store }, ana, endpoint.id.slice(0, 8).toUpperCase())).toMatchObject({
      id: endpoint.id,
    });
    expect(await listWebhooks({ store }, ana)).toEqual([]);
    expect(await store.db.selectFrom('webhook_deliveries').selectAll().execute()).toEqual([]);
  });

  it('get an event written twice under one key once (a run taken over after its change committed)', async () => {
    const { endpoint } = await add(ana, { events: ['watch.new_people'] });
    const data = { watch_id: 'w1', count: 3 };
    expect(await emitEvent(store, ana, 'watch.new_people', data, { key: 'job-1' })).toBe(1);
    await emitEvent(store, ana, 'watch.new_people', data, { key: 'job-1' });
    await emitEvent(store, ana, 'watch.new_people', data, { key: 'job-2' });
    const { deliveries } = await listDeliveries({ store }, ana, endpoint.id);
    expect(deliveries).toHaveLength(2);
  });

  it('get events of the types they take only; a test event goes to the one named', async () => {
    const runs = await add(ana, { events: ['run.completed'] });
    const replies = await add(ana, { events: ['lead.replied'] });
    expect(await emitEvent(store, ana, 'lead.replied', {})).toBe(1);
    const queued = await sendTestEvent({ store }, ana, runs.endpoint.id);
    expect(queued.webhookId).toMatch(/^msg_/);
    const types = async (id: string) =>
      (await listDeliveries({ store }, ana, id)).deliveries.map((delivery) => delivery.type);
    expect(await types(runs.endpoint.id)).toEqual(['webhook.test']);
    expect(await types(replies.endpoint.id)).toEqual(['lead.replied']);
    const [delivery] = (await listDeliveries({ store }, ana, runs.endpoint.id)).deliveries;
    expect(JSON.parse(delivery?.payload ?? '')).toMatchObject({
      type: 'webhook.test',
      data: { endpoint_id: runs.endpoint.id },
    });
  });
});

describe('isPrivateAddress', () => {
  it('knows the ranges a webhook never goes to, in IPv4 and IPv6', () => {
    const blocked = [
      '0.0.0.0',
      '127.0.0.1',
      '10.255.0.1',
      '172.16.5.4',
      '172.31.255.255',
      '192.168.0.1',
      '169.254.1.1',
      '100.64.0.1',
      '100.127.255.254',
      '224.0.0.1',
      '255.255.255.255',
      '::',
      '::1',
      'fe80::1',
      'fc00::1',
      'fd12:3456::1',
      'ff02::1',
      '::ffff:127.0.0.1',
      '::ffff:a00:1',
      '64:ff9b::10.0.0.1',
      'not-an-ip',
    ];
    const allowed = [
      '93.184.216.34',
      '8.8.8.8',
      '172.32.0.1',
      '100.128.0.1',
      '2606:4700:4700::1111',
      '::ffff:8.8.8.8',
    ];
    expect(blocked.filter((address) => !isPrivateAddress(address))).toEqual([]);
    expect(allowed.filter((address) => isPrivateAddress(address))).toEqual([]);
  });
});
