import type { AddressInfo } from 'node:net';
import { serve } from '@hono/node-server';
import { createStripePayments } from '@leadgen/core/providers';
import { openTestApp } from '@leadgen/test-utils/server';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';

let t: Awaited<ReturnType<typeof openTestApp>>;
beforeEach(async () => {
  t = await openTestApp();
});
afterEach(() => t.close());

const errorOf = async (res: Response) =>
  ((await res.json()) as { error: { code: string; message: string } }).error;
const urlOf = async (res: Response) => ((await res.json()) as { url: string }).url;

interface SandboxEvent {
  event: { id: string; type: string; data: { object: { id: string } } };
  deliveries: { status: number | null; error: string | null }[];
}

/** The events the sandbox sent, with their deliveries. */
async function sandboxEvents(type?: string): Promise<SandboxEvent[]> {
  const res = await fetch(`${t.sandbox.url}/__admin/stripe/events${type ? `?type=${type}` : ''}`);
  return ((await res.json()) as { data: SandboxEvent[] }).data;
}

/** Presses Pay on a sandbox checkout page, as its form does; the redirect is not followed. */
const pay = (checkoutUrl: string) => fetch(`${checkoutUrl}/pay`, { method: 'POST', redirect: 'manual' });

/** Serves the app on an ephemeral loopback port and points the sandbox's webhooks at it. */
async function listen() {
  const server = await new Promise<ReturnType<typeof serve>>((resolve) => {
    const started = serve({ fetch: t.app.fetch, port: 0, hostname: '127.0.0.1' }, () => resolve(started));
  });
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  t.sandbox.update({ stripeWebhookUrl: `${url}/api/billing/webhook` });
  return {
    url,
    close: () =>
      new Promise<void>((resolve) => {
        if ('closeAllConnections' in server) server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

describe('billing routes', () => {
  it('starts a credit-pack checkout on the payment provider', async () => {
    const ana = await t.signUp('ana@example.com');
    const res = await t.call('POST', '/api/billing/checkout', { packId: 'credits_20' }, ana);
    expect(res.status).toBe(200);
    const url = await urlOf(res);
    expect(url).toMatch(new RegExp(`^${t.sandbox.url}/checkout/cs_test_`));
    const page = await (await fetch(url)).text();
    expect(page).toContain('20');
  });

  it("refuses a pack that does not exist with 'Invalid credit package selected'", async () => {
    const ana = await t.signUp('ana@example.com');
    for (const body of [{ packId: 'credits_7' }, {}, { packId: '' }]) {
      const res = await t.call('POST', '/api/billing/checkout', body, ana);
      expect(res.status).toBe(400);
      expect(await errorOf(res)).toEqual({
        code: 'INVALID_INPUT',
        message: 'Invalid credit package selected',
      });
    }
    expect((await t.call('POST', '/api/billing/checkout', { packId: 42 }, ana)).status).toBe(400);
    expect(await sandboxEvents()).toEqual([]);
  });

  it("answers 'Subscription price ID not configured' when Pro has no price", async () => {
    const ana = await t.signUp('ana@example.com');
    const { stripeSecretKey, stripeWebhookSecret } = t.sandbox.endpoints();
    t.deps.providers.payments = createStripePayments({
      secretKey: stripeSecretKey,
      webhookSecret: stripeWebhookSecret,
      apiBaseUrl: t.sandbox.url,
      prices: { credits_10: 'p10', credits_20: null, credits_50: 'p50', credits_100: 'p100', pro: null },
    });
    const pro = await t.call('POST', '/api/billing/pro-checkout', undefined, ana);
    expect(await errorOf(pro)).toEqual({
      code: 'INVALID_INPUT',
      message: 'Subscription price ID not configured',
    });
    const unpriced = await t.call('POST', '/api/billing/checkout', { packId: 'credits_20' }, ana);
    expect((await errorOf(unpriced)).message).toBe('Invalid credit package selected');
  });

  it('needs a signed-in user for checkout, Pro checkout and the portal', async () => {
    for (const path of ['/api/billing/checkout', '/api/billing/pro-checkout', '/api/billing/portal']) {
      const res = await t.call('POST', path, { packId: 'credits_10' });
      expect(res.status).toBe(401);
    }
  });

  it('explains why the portal cannot open for a user who never subscribed', async () => {
    const ana = await t.signUp('ana@example.com');
    const res = await t.call('POST', '/api/billing/portal', undefined, ana);
    expect(res.status).toBe(409);
    expect(await errorOf(res)).toEqual({
      code: 'CONFLICT',
      message: 'There is no subscription to manage yet: start a Pro subscription first',
    });
  });

  it('buys a pack end to end: checkout, Pay on the provider page, signed webhook, credits', async () => {
    const server = await listen();
    try {
      const ana = await t.signUp('ana@example.com');
      const checkout = await t.call('POST', '/api/billing/checkout', { packId: 'credits_50' }, ana);
      const paid = await pay(await urlOf(checkout));
      expect(paid.status).toBe(303);
      expect(paid.headers.get('location')).toBe('http://127.0.0.1:8787/settings?success=true&credits=50');
      // the sandbox delivers before it redirects
      const [completed] = await sandboxEvents('checkout.session.completed');
      expect(completed?.deliveries).toEqual([expect.objectContaining({ status: 200, error: null })]);
      const balance = await t.call('GET', '/api/credits', undefined, ana);
      expect(await balance.json()).toEqual({ credits: 50.5 });
      // Stripe retries: the same event again changes nothing
      await fetch(`${t.sandbox.url}/__admin/stripe/events/${completed?.event.id}/resend`, { method: 'POST' });
      expect(await t.store.ledger.balance(ana.id)).toBe(50_500);
    } finally {
      await server.close();
    }
  });

  it('subscribes to Pro end to end, renews, opens the portal and cancels', async () => {
    const server = await listen();
    try {
      const ana = await t.signUp('ana@example.com');
      const checkout = await t.call('POST', '/api/billing/pro-checkout', undefined, ana);
      expect(checkout.status).toBe(200);
      const paid = await pay(await urlOf(checkout));
      expect(paid.headers.get('location')).toBe(
        'http://127.0.0.1:8787/settings?success=true&credits=9&type=subscription',
      );
      const me = async () =>
        (
          (await (await t.call('GET', '/api/users/me', undefined, ana)).json()) as {
            user: { plan: string; credits: number; subscription_status: string };
          }
        ).user;
      expect(await me()).toMatchObject({ plan: 'pro', credits: 9.5, subscription_status: 'active' });
      // a second subscription is refused while this one is active
      const again = await t.call('POST', '/api/billing/pro-checkout', undefined, ana);
      expect(await errorOf(again)).toEqual({
        code: 'CONFLICT',
        message: 'You already have an active Pro subscription: manage it from Settings',
      });

      const [created] = await sandboxEvents('customer.subscription.created');
      const subscriptionId = created?.event.data.object.id ?? '';
      await fetch(`${t.sandbox.url}/__admin/stripe/renew/${subscriptionId}`, { method: 'POST' });
      expect((await me()).credits).toBe(18.5);

      const portal = await t.call('POST', '/api/billing/portal', undefined, ana);
      expect(portal.status).toBe(200);
      const portalUrl = await urlOf(portal);
      expect(portalUrl).toMatch(new RegExp(`^${t.sandbox.url}/billing/bps_`));
      await fetch(`${portalUrl}/cancel`, {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: `subscription=${subscriptionId}`,
        redirect: 'manual',
      });
      expect(await me()).toMatchObject({ plan: 'free', subscription_status: 'canceled', credits: 18.5 });
      const deliveries = (await sandboxEvents()).flatMap((recorded) => recorded.deliveries);
      expect(deliveries.every((delivery) => delivery.status === 200)).toBe(true);
    } finally {
      await server.close();
    }
  });
});
