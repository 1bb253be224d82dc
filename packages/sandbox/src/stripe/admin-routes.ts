import { Hono } from 'hono';
import type { SandboxEnv } from '../app.js';
import type { EventSender } from './events.js';
import type { StripeFlows } from './flows.js';
import type { StripeStore } from './store.js';

/**
 * Test and demo controls under `/__admin/stripe/` (no faults, no key):
 * - `GET events[?type=…]`: every event sent, oldest first, with its deliveries;
 * - `POST events/<id>/resend`: delivers an event again, as Stripe retries;
 * - `POST renew/<subscriptionId>`: a new billing period (`invoice.paid`, subscription_cycle);
 * - `POST cancel/<subscriptionId>`: cancels at once (`customer.subscription.deleted`).
 */
export function adminRoutes(store: StripeStore, flows: StripeFlows, sender: EventSender): Hono<SandboxEnv> {
  const app = new Hono<SandboxEnv>();
  const noSubscription = (id: string) => ({
    error: {
      type: 'invalid_request_error',
      code: 'resource_missing',
      message: `No active subscription: '${id}'`,
    },
  });

  app.get('/__admin/stripe/events', (c) => {
    const type = c.req.query('type');
    return c.json({
      data: type ? store.events.filter((recorded) => recorded.event.type === type) : store.events,
    });
  });

  app.post('/__admin/stripe/events/:id/resend', async (c) => {
    const recorded = await sender.resend(c.req.param('id'));
    if (recorded) return c.json(recorded);
    return c.json(
      { error: { type: 'invalid_request_error', message: `No such event: '${c.req.param('id')}'` } },
      404,
    );
  });

  app.post('/__admin/stripe/renew/:subscriptionId', async (c) => {
    const id = c.req.param('subscriptionId');
    const sent = await flows.renew(id);
    return sent ? c.json({ data: sent }) : c.json(noSubscription(id), 404);
  });

  app.post('/__admin/stripe/cancel/:subscriptionId', async (c) => {
    const id = c.req.param('subscriptionId');
    const sent = await flows.cancel(id);
    return sent ? c.json({ data: sent }) : c.json(noSubscription(id), 404);
  });

  return app;
}
