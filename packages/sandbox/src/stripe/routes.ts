import { Hono } from 'hono';
import type { SandboxContext } from '../context.js';
import type { SandboxEnv } from '../sandbox-env.js';
import { adminRoutes } from './admin-routes.js';
import { apiRoutes } from './api.js';
import { catalogueRoutes } from './catalogue-routes.js';
import { createEventSender } from './events.js';
import { createFlows } from './flows.js';
import { pageRoutes } from './page-routes.js';
import { StripeStore } from './store.js';

/**
 * The sandbox's Stripe (DESIGN.md §4): the API Leadgen's adapter calls (`/v1/checkout/sessions`,
 * `/v1/billing_portal/sessions`, `/v1/prices/{id}`; secret key `settings.stripeSecretKey`) and
 * the objects tests make with the SDK (prices, customers, the balance), refusing what Stripe
 * refuses; the hosted checkout and portal pages whose buttons send correctly signed events to
 * `settings.stripeWebhookUrl`; and admin controls under `/__admin/stripe/`. State is kept in
 * memory, one account per sandbox, starting with the demo prices (prices.ts).
 */
export function stripeRoutes(ctx: SandboxContext): Hono<SandboxEnv> {
  const store = new StripeStore();
  const sender = createEventSender(ctx, store);
  const flows = createFlows(store, sender);
  const app = new Hono<SandboxEnv>();
  app.route('/', apiRoutes(ctx, store));
  app.route('/', catalogueRoutes(ctx, store, flows));
  app.route('/', pageRoutes(store, flows));
  app.route('/', adminRoutes(store, flows, sender));
  return app;
}
