// The Stripe contract tests' setup: the sandbox on 127.0.0.1, a local webhook receiver standing
// in for Leadgen's endpoint, the adapter pointed at both, and the SDK itself for direct calls.
import { once } from 'node:events';
import { createServer, type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { CreditPackId } from '@leadgen/core/domain';
import { createStripePayments } from '@leadgen/core/providers';
import { type Sandbox, startSandbox } from '@leadgen/sandbox';
import Stripe from 'stripe';

export const PRICES = {
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
type PaymentEvent = ReturnType<Payments['parseWebhook']>;
type Receiver = Awaited<ReturnType<typeof startReceiver>>;

export interface StripeHarness {
  sandbox: Sandbox;
  receiver: Receiver;
  payments: Payments;
  /** The SDK itself, for what the adapter does not expose (retrieving, custom sessions). */
  stripe: Stripe;
  /** Presses Pay on a checkout page, as its form does; the redirect is not followed. */
  pay(checkoutUrl: string): Promise<Response>;
  /** Every event the receiver got since the last call, through the adapter's parseWebhook. */
  receivedEvents(): PaymentEvent[];
  /** A checkout for a pack, as the settings screen starts one. */
  buyPack(packId: CreditPackId, userId?: string): Promise<{ id: string; url: string }>;
  stop(): Promise<void>;
}

/** Starts the sandbox and the receiver, and builds the adapter against them. */
export async function startStripeHarness(): Promise<StripeHarness> {
  const sandbox = await startSandbox();
  const receiver = await startReceiver();
  sandbox.update({ stripeWebhookUrl: receiver.url });
  const payments = createStripePayments({
    secretKey: SECRET_KEY,
    webhookSecret: WEBHOOK_SECRET,
    prices: PRICES,
    apiBaseUrl: sandbox.url,
  });
  const stripe = new Stripe(SECRET_KEY, {
    host: '127.0.0.1',
    port: sandbox.port,
    protocol: 'http',
    maxNetworkRetries: 0,
  });
  return {
    sandbox,
    receiver,
    payments,
    /** The SDK itself, for what the adapter does not expose (retrieving, custom sessions). */
    stripe,
    pay: (checkoutUrl: string) => fetch(`${checkoutUrl}/pay`, { method: 'POST', redirect: 'manual' }),
    receivedEvents() {
      return receiver.take().map((request) => {
        const signature = request.headers['stripe-signature'];
        return payments.parseWebhook(request.body, typeof signature === 'string' ? signature : null);
      });
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
