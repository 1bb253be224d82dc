import { describe, expect, it } from 'vitest';
import type { SandboxContext } from '../context.js';
import { emptyCounters } from '../counters.js';
import { FaultInjector } from '../faults.js';
import { DEFAULT_SETTINGS, mergeSettings } from '../settings.js';
import { stripeRoutes } from './routes.js';

function sandboxStripe() {
  let settings = mergeSettings(DEFAULT_SETTINGS);
  const counters = emptyCounters();
  const ctx: SandboxContext = {
    settings: () => settings,
    update: (patch) => {
      settings = mergeSettings(settings, patch);
      return settings;
    },
    counters,
    faults: new FaultInjector(() => settings, counters),
    baseUrl: () => 'http://127.0.0.1:4010',
    sleep: async () => {},
  };
  const app = stripeRoutes(ctx);
  return (path: string, body?: string, headers: Record<string, string> = {}) =>
    app.request(path, {
      method: body === undefined ? 'GET' : 'POST',
      headers: {
        Authorization: 'Bearer sk_test_sandbox',
        'Content-Type': 'application/x-www-form-urlencoded',
        ...headers,
      },
      body,
    });
}

const PACK =
  'mode=payment&line_items[0][price]=price_demo_credits_20&line_items[0][quantity]=1&metadata[credits]=20' +
  '&success_url=http%3A%2F%2Fapp.test%2Fok&cancel_url=http%3A%2F%2Fapp.test%2Fno';

describe('sandbox Stripe API', () => {
  it('refuses a missing or wrong key with 401, never echoing the key', async () => {
    const call = sandboxStripe();
    const missing = await call('/v1/checkout/sessions', PACK, { Authorization: '' });
    expect(missing.status).toBe(401);
    const wrong = await call('/v1/checkout/sessions', PACK, { Authorization: 'Bearer sk_test_secret123' });
    expect(wrong.status).toBe(401);
    expect(await wrong.json()).toEqual({
      error: { type: 'invalid_request_error', message: 'Invalid API Key provided: sk_test_****' },
    });
    const basic = `Basic ${Buffer.from('sk_test_sandbox:').toString('base64')}`;
    expect((await call('/v1/checkout/sessions', PACK, { Authorization: basic })).status).toBe(200);
  });

  it.each([
    ['mode', PACK.replace('mode=payment&', ''), 'Missing required param: mode.'],
    ['line_items', 'mode=payment&success_url=x', 'Missing required param: line_items.'],
    ['success_url', PACK.replace(/&success_url=[^&]+/, ''), 'Missing required param: success_url.'],
    [
      'line_items[0][quantity]',
      PACK.replace('[quantity]=1', '[quantity]=0'),
      'Quantity must be a positive whole number.',
    ],
    [
      'customer',
      `${PACK}&customer=cus_1&customer_email=a%40b.c`,
      'You may only specify one of these parameters: customer, customer_email.',
    ],
    [
      'subscription_data',
      `${PACK}&subscription_data[metadata][a]=b`,
      'You can not pass `subscription_data` in `payment` mode.',
    ],
    [
      'line_items[0][price]',
      PACK.replace('price_demo_credits_20', 'price_nope'),
      "No such price: 'price_nope'",
      'resource_missing',
    ],
    [
      'line_items[0]',
      PACK.replace('price_demo_credits_20', 'price_demo_pro'),
      'You specified `payment` mode but passed a recurring price. Either switch to `subscription` mode or use only one-time prices.',
    ],
    [
      undefined,
      PACK.replace('mode=payment', 'mode=subscription'),
      'You must provide at least one recurring price in `subscription` mode when using prices.',
    ],
    ['customer', `${PACK}&customer=cus_nope`, "No such customer: 'cus_nope'", 'resource_missing'],
  ])('answers 400 for a bad %s, as Stripe does', async (param, body, message, code?: string) => {
    const answer = await sandboxStripe()('/v1/checkout/sessions', body);
    expect(answer.status).toBe(400);
    expect(await answer.json()).toEqual({
      error: {
        type: 'invalid_request_error',
        message,
        ...(param ? { param } : {}),
        ...(code ? { code } : {}),
      },
    });
  });

  it('serves the demo catalogue as price objects, and refuses an unknown one with 404', async () => {
    const call = sandboxStripe();
    const pro = await call('/v1/prices/price_demo_pro');
    expect(await pro.json()).toMatchObject({
      id: 'price_demo_pro',
      object: 'price',
      active: true,
      currency: 'usd',
      unit_amount: 900,
      type: 'recurring',
      recurring: { interval: 'month', interval_count: 1, usage_type: 'licensed' },
      product: 'prod_leadgen_pro',
    });
    const pack = (await (await call('/v1/prices/price_demo_credits_50')).json()) as object;
    expect(pack).toMatchObject({ type: 'one_time', recurring: null, unit_amount: 5000 });
    const unknown = await call('/v1/prices/price_nope');
    expect([unknown.status, await unknown.json()]).toEqual([
      404,
      {
        error: {
          type: 'invalid_request_error',
          code: 'resource_missing',
          param: 'id',
          message: "No such price: 'price_nope'",
        },
      },
    ]);
  });

  it('refuses an archived price at checkout, and a deleted customer everywhere', async () => {
    const call = sandboxStripe();
    await call('/v1/prices/price_demo_credits_20', 'active=false');
    const archived = await call('/v1/checkout/sessions', PACK);
    expect(await archived.json()).toEqual({
      error: {
        type: 'invalid_request_error',
        message: 'The price specified is inactive. This field only accepts active prices.',
        param: 'line_items[0][price]',
      },
    });
    const { id } = (await (await call('/v1/customers', 'email=a%40b.c')).json()) as { id: string };
    const portal = `customer=${id}&return_url=http%3A%2F%2Fapp.test`;
    expect((await call('/v1/billing_portal/sessions', portal)).status).toBe(200);
    expect((await call(`/__admin/stripe/customers/${id}/delete`, '')).status).toBe(200);
    expect(await (await call(`/v1/customers/${id}`)).json()).toEqual({
      id,
      object: 'customer',
      deleted: true,
    });
    const refused = await call('/v1/billing_portal/sessions', portal);
    expect([refused.status, ((await refused.json()) as { error: object }).error]).toEqual([
      400,
      {
        type: 'invalid_request_error',
        code: 'resource_missing',
        param: 'customer',
        message: `No such customer: '${id}'`,
      },
    ]);
  });

  it('replays a repeated Idempotency-Key, and refuses it with other parameters', async () => {
    const call = sandboxStripe();
    const first = await call('/v1/checkout/sessions', PACK, { 'Idempotency-Key': 'k1' });
    const again = await call('/v1/checkout/sessions', PACK, { 'Idempotency-Key': 'k1' });
    const { id } = (await first.json()) as { id: string };
    expect(((await again.json()) as { id: string }).id).toBe(id);
    expect(again.headers.get('Idempotent-Replayed')).toBe('true');
    const other = await call('/v1/checkout/sessions', `${PACK}&client_reference_id=u2`, {
      'Idempotency-Key': 'k1',
    });
    expect(other.status).toBe(400);
    expect(((await other.json()) as { error: { type: string } }).error.type).toBe('idempotency_error');
    const fresh = await call('/v1/checkout/sessions', PACK, { 'Idempotency-Key': 'k2' });
    expect(((await fresh.json()) as { id: string }).id).not.toBe(id);
  });

  it('answers 404 for an unknown session, and escapes what it shows on the page', async () => {
    const call = sandboxStripe();
    expect((await call('/v1/checkout/sessions/cs_test_nope')).status).toBe(404);
    expect((await call('/checkout/cs_test_nope')).status).toBe(404);
    const created = await call(
      '/v1/checkout/sessions',
      `${PACK}&customer_email=%3Cscript%3Ex%3C%2Fscript%3E`,
    );
    const { url } = (await created.json()) as { url: string };
    const html = await (await call(new URL(url).pathname)).text();
    expect(html).toContain('&#60;script&#62;x&#60;/script&#62;');
    expect(html).not.toContain('<script>');
    expect(html).toContain('20 credits');
  });
});
