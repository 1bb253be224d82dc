import {
  deliverWebhook,
  openTestApp,
  paidPackSession,
  proInvoice,
  proSubscription,
  signatureHeader,
  stripeEvent,
} from '@leadgen/test-utils/server';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';

let t: Awaited<ReturnType<typeof openTestApp>>;
beforeEach(async () => {
  t = await openTestApp();
});
afterEach(() => t.close());

const errorOf = async (res: Response) =>
  ((await res.json()) as { error: { code: string; message: string } }).error;

/** The user's ledger rows, oldest first, and the balance: they must always agree. */
async function ledgerOf(userId: string) {
  const rows = await t.store.db
    .selectFrom('credit_ledger')
    .select(['delta', 'reason', 'ref'])
    .where('user_id', '=', userId)
    .orderBy('id')
    .execute();
  const balance = await t.store.ledger.balance(userId);
  expect(balance).toBe(await t.store.ledger.sum(userId));
  return { rows: rows.map((row) => ({ ...row, delta: Number(row.delta) })), balance };
}

const subscriptionStatus = async (userId: string) => (await t.store.users.get(userId))?.subscription_status;

/** A deterministic shuffle (a small LCG), so a failure names the order that broke. */
function shuffled<T>(items: readonly T[], seed: number): T[] {
  const out = [...items];
  let state = seed;
  for (let i = out.length - 1; i > 0; i--) {
    state = (state * 1103515245 + 12345) % 2 ** 31;
    const j = state % (i + 1);
    [out[i], out[j]] = [out[j] as T, out[i] as T];
  }
  return out;
}

describe('POST /api/billing/webhook', () => {
  it('refuses a bad or missing signature with 400 and changes nothing', async () => {
    const ana = await t.signUp('ana@example.com');
    const event = stripeEvent('checkout.session.completed', paidPackSession(ana.id, 20));
    const forged = await deliverWebhook(t, event, { secret: 'whsec_not_the_secret' });
    expect(forged.status).toBe(400);
    expect(await errorOf(forged)).toEqual({ code: 'INVALID_INPUT', message: 'Invalid webhook signature' });
    expect((await deliverWebhook(t, event, { signature: null })).status).toBe(400);
    // a signature of other bytes: the JSON re-serialised without the pretty-printing
    const payload = JSON.stringify(event, null, 2);
    const tampered = await deliverWebhook(t, JSON.stringify(event), {
      signature: signatureHeader(payload, t.sandbox.endpoints().stripeWebhookSecret),
    });
    expect(tampered.status).toBe(400);
    expect((await ledgerOf(ana.id)).balance).toBe(500);
    expect(await t.store.db.selectFrom('webhook_events').selectAll().execute()).toEqual([]);
  });

  it('refuses a signature older than the 300 s tolerance with 400 and changes nothing', async () => {
    const ana = await t.signUp('ana@example.com');
    const event = stripeEvent('checkout.session.completed', paidPackSession(ana.id, 20));
    const stale = await deliverWebhook(t, event, { timestamp: Math.floor(Date.now() / 1000) - 301 });
    expect(stale.status).toBe(400);
    expect((await ledgerOf(ana.id)).balance).toBe(500);
    expect(await t.store.db.selectFrom('webhook_events').selectAll().execute()).toEqual([]);
    // the same event signed now is accepted: only the age was wrong
    expect((await deliverWebhook(t, event)).status).toBe(200);
    expect((await ledgerOf(ana.id)).balance).toBe(20_500);
  });

  it('needs no session and no same-origin headers (Stripe calls it)', async () => {
    const ana = await t.signUp('ana@example.com');
    const payload = JSON.stringify(stripeEvent('checkout.session.completed', paidPackSession(ana.id, 10)));
    const res = await t.app.request('/api/billing/webhook', {
      method: 'POST',
      headers: {
        'stripe-signature': signatureHeader(payload, t.sandbox.endpoints().stripeWebhookSecret),
        origin: 'https://stripe.example',
        'sec-fetch-site': 'cross-site',
      },
      body: payload,
    });
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ received: true });
    expect((await ledgerOf(ana.id)).balance).toBe(10_500);
  });

  it('credits one checkout exactly once when its event arrives 50 times at once', async () => {
    const ana = await t.signUp('ana@example.com');
    const session = paidPackSession(ana.id, 20);
    const event = stripeEvent('checkout.session.completed', session);
    const answers = await Promise.all(Array.from({ length: 50 }, () => deliverWebhook(t, event)));
    expect(answers.map((res) => res.status)).toEqual(Array(50).fill(200));
    expect(await ledgerOf(ana.id)).toEqual({
      rows: [
        { delta: 500, reason: 'signup', ref: `signup:${ana.id}` },
        { delta: 20_000, reason: 'purchase', ref: `checkout:${session.id}` },
      ],
      balance: 20_500,
    });
    const handled = await t.store.db.selectFrom('webhook_events').select(['id', 'type']).execute();
    expect(handled).toEqual([{ id: event.id, type: 'credits_paid' }]);
    // a later redelivery (same id, fresh signature), and another event for the same checkout
    expect((await deliverWebhook(t, event)).status).toBe(200);
    const again = stripeEvent('checkout.session.async_payment_succeeded', session);
    expect((await deliverWebhook(t, again)).status).toBe(200);
    expect((await ledgerOf(ana.id)).balance).toBe(20_500);
  });

  it('keeps the newest subscription status whatever order the events arrive in', async () => {
    const base = Math.floor(Date.now() / 1000) - 100;
    const lifecycle = [
      { type: 'customer.subscription.created', status: 'incomplete' },
      { type: 'customer.subscription.updated', status: 'active' },
      { type: 'customer.subscription.updated', status: 'past_due' },
      { type: 'customer.subscription.updated', status: 'active' },
    ];
    for (const seed of [1, 2, 3, 4, 5]) {
      const user = await t.signUp(`user${seed}@example.com`);
      const customer = `cus_test_${seed}`;
      const events = lifecycle.map(({ type, status }, index) =>
        stripeEvent(type, proSubscription(user.id, customer, status), { created: base + index * 10 }),
      );
      for (const event of shuffled(events, seed)) expect((await deliverWebhook(t, event)).status).toBe(200);
      expect(await subscriptionStatus(user.id)).toBe('active');
      // the cancellation is newest of all; an older update after it changes nothing
      const deleted = stripeEvent(
        'customer.subscription.deleted',
        { ...proSubscription(user.id, customer, 'canceled'), metadata: {} },
        { created: base + 60 },
      );
      expect((await deliverWebhook(t, deleted)).status).toBe(200);
      const late = stripeEvent(
        'customer.subscription.updated',
        proSubscription(user.id, customer, 'active'),
        {
          created: base + 50,
        },
      );
      expect((await deliverWebhook(t, late)).status).toBe(200);
      expect(await subscriptionStatus(user.id)).toBe('canceled');
    }
  });

  it('finds the user by Stripe customer when the event names none, and shows Pro while active', async () => {
    const ana = await t.signUp('ana@example.com');
    const created = Math.floor(Date.now() / 1000) - 10;
    const first = stripeEvent('customer.subscription.created', proSubscription(ana.id, 'cus_ana', 'active'), {
      created,
    });
    await deliverWebhook(t, first);
    const me = await t.call('GET', '/api/users/me', undefined, ana);
    expect(((await me.json()) as { user: { plan: string } }).user.plan).toBe('pro');
    const anonymous = { ...proSubscription(ana.id, 'cus_ana', 'past_due'), metadata: {} };
    await deliverWebhook(
      t,
      stripeEvent('customer.subscription.updated', anonymous, { created: created + 1 }),
    );
    expect(await subscriptionStatus(ana.id)).toBe('past_due');
    // a customer nobody has: acknowledged, ignored
    const stranger = { ...proSubscription(ana.id, 'cus_nobody', 'active'), metadata: {} };
    const res = await deliverWebhook(
      t,
      stripeEvent('customer.subscription.updated', stranger, { created: created + 2 }),
    );
    expect(res.status).toBe(200);
    expect(await subscriptionStatus(ana.id)).toBe('past_due');
  });

  it("grants the Pro month's 9 credits once for invoice.paid and invoice.payment_succeeded of one invoice", async () => {
    const ana = await t.signUp('ana@example.com');
    const invoice = proInvoice(ana.id, 'cus_ana');
    const answers = await Promise.all([
      deliverWebhook(t, stripeEvent('invoice.paid', invoice)),
      deliverWebhook(t, stripeEvent('invoice.payment_succeeded', invoice)),
    ]);
    expect(answers.map((res) => res.status)).toEqual([200, 200]);
    expect((await ledgerOf(ana.id)).rows.at(-1)).toEqual({
      delta: 9000,
      reason: 'pro_monthly',
      ref: `invoice:${invoice.id}`,
    });
    expect((await ledgerOf(ana.id)).balance).toBe(9500);
    // next month's invoice is another 9
    await deliverWebhook(t, stripeEvent('invoice.paid', proInvoice(ana.id, 'cus_ana')));
    expect((await ledgerOf(ana.id)).balance).toBe(18_500);
  });

  it('refuses a body over 1 MiB before reading it all', async () => {
    const huge = await deliverWebhook(t, `{"pad":"${'x'.repeat(1024 * 1024)}"}`);
    expect(huge.status).toBe(413);
  });

  it('acknowledges events it does not act on', async () => {
    const ana = await t.signUp('ana@example.com');
    const res = await deliverWebhook(t, stripeEvent('customer.created', { id: 'cus_x', object: 'customer' }));
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ received: true });
    const unknownUser = stripeEvent('checkout.session.completed', paidPackSession('no-such-user', 20));
    expect((await deliverWebhook(t, unknownUser)).status).toBe(200);
    expect((await ledgerOf(ana.id)).balance).toBe(500);
  });
});
