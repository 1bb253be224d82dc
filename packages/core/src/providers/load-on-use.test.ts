import { describe, expect, it } from 'vitest';
import { mailerOnUse, paymentsOnUse, writerOnUse } from './load-on-use.js';
import type { Mailer } from './mailer.js';
import type { Payments } from './payments.js';
import type { Writer } from './writer.js';

const profile = {
  username: 'ada',
  full_name: 'Ada',
  biography: null,
  followers_count: null,
  posts_count: null,
  is_business_account: false,
  is_verified: false,
};

describe('adapters loaded on use', () => {
  it('loads the writer on its first call, once for calls at the same time', async () => {
    let loads = 0;
    const writer = writerOnUse(async () => {
      loads += 1;
      return {
        generateTemplate: async ({ context }) => `template for ${context}`,
        personalize: async ({ profile: { username } }) => `hi ${username}`,
      } satisfies Writer;
    });
    expect(loads).toBe(0);
    const [template, message] = await Promise.all([
      writer.generateTemplate({ context: 'bakers' }),
      writer.personalize({ template: 'hi', context: '', profile }),
    ]);
    expect([template, message, loads]).toEqual(['template for bakers', 'hi ada', 1]);
  });

  it('tries a failed load again on the next call', async () => {
    let loads = 0;
    const mailer = mailerOnUse(async () => {
      loads += 1;
      if (loads === 1) throw new Error('SMTP library missing');
      return { send: async () => {} } satisfies Mailer;
    });
    await expect(mailer.send({ to: 'a@example.com', subject: 's', text: 't' })).rejects.toThrow(
      'SMTP library missing',
    );
    await expect(mailer.send({ to: 'a@example.com', subject: 's', text: 't' })).resolves.toBeUndefined();
    expect(loads).toBe(2);
  });

  it('passes every payments call through, a bad signature rejecting as the adapter does', async () => {
    const payments = paymentsOnUse(
      async () =>
        ({
          createCheckout: async ({ userId }) => ({ id: `cs_${userId}`, url: 'https://pay.example/cs' }),
          createPortal: async ({ customerId }) => ({ url: `https://pay.example/${customerId}` }),
          parseWebhook: async (_body, signature) => {
            if (signature !== 'good') throw new Error('Invalid webhook signature');
            return { type: 'ignored', eventId: 'evt_1', eventType: 'ping' };
          },
          verifyPrices: async () => {},
        }) satisfies Payments,
    );
    expect(await payments.createPortal({ customerId: 'cus_1', returnUrl: '/' })).toEqual({
      url: 'https://pay.example/cus_1',
    });
    expect(await payments.parseWebhook('{}', 'good')).toEqual({
      type: 'ignored',
      eventId: 'evt_1',
      eventType: 'ping',
    });
    await expect(payments.parseWebhook('{}', 'bad')).rejects.toThrow('Invalid webhook signature');
  });
});
