// The Stripe contract tests' setup: the sandbox on 127.0.0.1, a local webhook receiver standing
// in for Leadgen's endpoint, the operator's prices made through the SDK as on a real account, the
// adapter pointed at all of them, and the SDK itself for direct calls.
import { once } from 'node:events';
import { createServer, type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { CreditPackId } from '@leadgen/core/domain';
import { createStripePayments } from '@leadgen/core/providers';
import { type Sandbox, startSandbox } from '@leadgen/sandbox';
import Stripe from 'stripe';

/** Price ids for tests that never reach Stripe (webhook parsing, refusals before any call). */
export const OFFLINE_PRICES: Record<CreditPackId | 'pro', string> = {
  credits_10: 'price_credits_10',
  credits_20: 'price_credits_20',
  credits_50: 'price_credits_50',
  credits_100: 'price_credits_100',
  pro: 'price_pro_monthly',
};
export const APP_URL = 'http://app.test';
export const SECRET_KEY = 'sk_test_sandbox';
export const WEBHOOK_SECRET = 'whsec_sandbox';

export interface Received {
  headers: IncomingHttpHeaders;
  body: string;
}

/** A webhook endpoint on loopback that keeps what it is sent and answers 200. */
async function startReceiver() {
  let received: Received[] = [];
  const server = createServer((request, response) => {
    let body = '';
    request.setEncoding('utf8');
    request.on('data', (chunk: string) => {
      body += chunk;
    });
    request.on('end', () => {
      received.push({ headers: request.headers, body });
      response.writeHead(200, { 'Content-Type': 'application/json' }).end('{"received":true}');
    });
  });
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/api/webhooks/stripe`,
    /** What arrived since the last take. */
    take(): Received[] {
      const taken = received;
      received = [];
      return taken;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

type Payments = ReturnType<typeof createStripePayments>;
type PaymentEvent = Awaited<ReturnType<Payments['parseWebhook']>>;
type Receiver = Awaited<ReturnType<typeof startReceiver>>;

export interface StripeHarness {
  sandbox: Sandbox;
  receiver: Receiver;
  payments: Payments;
  /** The SDK itself, for what the adapter does not expose (retrieving, custom sessions). */
  stripe: Stripe;
  /** The prices made on the sandbox at start, as an operator makes them for the plans. */
  prices: Record<CreditPackId | 'pro', string>;
  /** Presses Pay on a checkout page, as its form does; the redirect is not followed. */
  pay(checkoutUrl: string): Promise<Response>;
  /** Every event the receiver got since the last call, through the adapter's parseWebhook. */
  receivedEvents(): Promise<PaymentEvent[]>;
  /** A checkout for a pack, as the settings screen starts one. */
  buyPack(packId: CreditPackId, userId?: string): Promise<{ id: string; url: string }>;
  stop(): Promise<void>;
}

/** The operator's prices for the plans, made through the SDK: $10–$100 packs and Pro at $9 a month. */
async function makePlanPrices(stripe: Stripe): Promise<Record<CreditPackId | 'pro', string>> {
  const pack = async (credits: number) =>
    (
      await stripe.prices.create({
        currency: 'usd',
        unit_amount: credits * 100,
        nickname: `${credits} credits`,
        product_data: { name: 'Leadgen credits' },
      })
    ).id;
  const pro = await stripe.prices.create({
    currency: 'usd',
    unit_amount: 900,
    recurring: { interval: 'month' },
    nickname: 'Leadgen Pro',
    product_data: { name: 'Leadgen Pro' },
  });
  return {
    credits_10: await pack(10),
    credits_20: await pack(20),
    credits_50: await pack(50),
    credits_100: await pack(100),
    pro: pro.id,
  };
}

/** The SDK on the sandbox, without retries (a test sees every answer). */
export function sandboxSdk(sandbox: Sandbox, key = SECRET_KEY): Stripe {
  return new Stripe(key, { host: '127.0.0.1', port: sandbox.port, protocol: 'http', maxNetworkRetries: 0 });
}

/** Starts the sandbox and the receiver, makes the prices, and builds the adapter against them. */
export async function startStripeHarness(): Promise<StripeHarness> {
  const sandbox = await startSandbox();
  const receiver = await startReceiver();
  sandbox.update({ stripeWebhookUrl: receiver.url });
  const stripe = sandboxSdk(sandbox);
  const prices = await makePlanPrices(stripe);
  const payments = createStripePayments({
    secretKey: SECRET_KEY,
    webhookSecret: WEBHOOK_SECRET,
    prices,
    apiBaseUrl: sandbox.url,
  });
  return {
    sandbox,
    receiver,
    payments,
    stripe,
    prices,
    pay: (checkoutUrl: string) => fetch(`${checkoutUrl}/pay`, { method: 'POST', redirect: 'manual' }),
    receivedEvents() {
      return Promise.all(
        receiver.take().map((request) => {
          const signature = request.headers['stripe-signature'];
          return payments.parseWebhook(request.body, typeof signature === 'string' ? signature : null);
        }),
      );
    },
    buyPack(packId, userId = 'user-1') {
      const purchase = { kind: 'pack', packId } as const;
      return payments.createCheckout({
        userId,
        email: 'buyer@example.com',
        customerId: null,
        purchase,
        appUrl: `${APP_URL}/`,
      });
    },
    async stop() {
      await sandbox.stop();
      await receiver.close();
    },
  };
}

/** The event, narrowed to the type it must have (fails the test otherwise). */
export function eventOfType<T extends PaymentEvent['type']>(
  event: PaymentEvent | undefined,
  type: T,
): Extract<PaymentEvent, { type: T }> {
  if (event?.type !== type) throw new Error(`expected a ${type} event, got ${JSON.stringify(event)}`);
  return event as Extract<PaymentEvent, { type: T }>;
}
