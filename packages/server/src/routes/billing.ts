import { handlePaymentWebhook, openPortal, startCheckout } from '@leadgen/core';
import { checkoutBody } from '@leadgen/core/schemas';
import { type Context, Hono } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import type { AppEnv } from '../app-env.js';
import { requireUser } from '../middleware/session.js';
import { validate } from '../validate.js';

const billing = (c: Context<AppEnv>) => {
  const { store, providers, bus } = c.var.deps;
  return { store, payments: providers.payments, bus };
};

/**
 * Stripe's events are a few KiB; the app's JSON limit does not apply to the webhook, and this
 * keeps an unauthenticated caller from making it read an unbounded body before the signature check.
 */
const WEBHOOK_BODY_LIMIT = 1024 * 1024;

/** Where the portal's "return" goes: the web app's settings screen (spec §2 Settings). */
const settingsUrl = (c: Context<AppEnv>) => new URL('/settings', c.var.deps.publicUrl).toString();

/**
 * Billing (spec §7 "Payments", §8 "Settings"; DESIGN.md §4): checkout for a credit pack or Pro,
 * the subscription portal, and the payment provider's webhook.
 *
 * The webhook is registered before `requireUser`: Stripe calls it without a session, and Hono
 * runs handlers in registration order, so it answers before the middleware registered after it.
 * Its signature authenticates it (the app exempts it from the CSRF check and the JSON body
 * limit); it reads the raw body, since the signature covers the exact bytes.
 */
export const billingRoutes = new Hono<AppEnv>()
  .post('/webhook', bodyLimit({ maxSize: WEBHOOK_BODY_LIMIT }), async (c) => {
    const outcome = await handlePaymentWebhook(
      billing(c),
      await c.req.text(),
      c.req.header('stripe-signature') ?? null,
    );
    const { eventId, type, status, reason } = outcome;
    c.var.deps.log.info({ requestId: c.var.requestId, eventId, type, status, reason }, 'payment webhook');
    return c.json({ received: true as const });
  })
  .use(requireUser)
  .post('/checkout', validate('json', checkoutBody), async (c) => {
    const { packId } = c.req.valid('json');
    return c.json(
      await startCheckout(billing(c), c.var.user.id, { kind: 'pack', packId }, c.var.deps.publicUrl),
    );
  })
  .post('/pro-checkout', async (c) =>
    c.json(await startCheckout(billing(c), c.var.user.id, { kind: 'pro' }, c.var.deps.publicUrl)),
  )
  .post('/portal', async (c) => c.json(await openPortal(billing(c), c.var.user.id, settingsUrl(c))));
