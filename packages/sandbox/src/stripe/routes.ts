import { Hono } from 'hono';
import type { SandboxEnv } from '../app.js';
import type { SandboxContext } from '../context.js';
import { adminRoutes } from './admin-routes.js';
import { apiRoutes } from './api.js';
import { createEventSender } from './events.js';
import { createFlows } from './flows.js';
import { pageRoutes } from './page-routes.js';
import { StripeStore } from './store.js';

/**
 * The sandbox's Stripe (DESIGN.md §4): the API Leadgen's adapter calls (`/v1/checkout/sessions`,
 * `/v1/billing_portal/sessions`, secret key `settings.stripeSecretKey`), the hosted checkout and
 * portal pages whose buttons send correctly signed events to `settings.stripeWebhookUrl`, and
 * admin controls under `/__admin/stripe/`. State is kept in memory, one account per sandbox.
 */
export function stripeRoutes(ctx: SandboxContext): Hono<SandboxEnv> {
  const store = new StripeStore();
  const sender = createEventSender(ctx, store);
  const flows = createFlows(store, sender);
  const app = new Hono<SandboxEnv>();
  app.route('/', apiRoutes(ctx, store));
  app.route('/', pageRoutes(store, flows));
  app.route('/', adminRoutes(store, flows, sender));
  return app;
}
