import { Hono } from 'hono';
import type { SandboxEnv } from '../sandbox-env.js';
import type { EventSender } from './events.js';
import type { InvoiceRequest, StripeFlows } from './flows.js';
import type { BillingReason } from './objects.js';
import type { StripeStore } from './store.js';

const BILLING_REASONS: readonly BillingReason[] = [
  'subscription_create',
  'subscription_cycle',
  'subscription_update',
  'manual',
];

/**
 * Test and demo controls under `/__admin/stripe/` (no faults, no key):
 * - `GET events[?type=…]`: every event sent, oldest first, with its deliveries;
 * - `POST events/<id>/resend`: delivers an event again, as Stripe retries;
 * - `POST renew/<subscriptionId>`: a new billing period (`invoice.paid`, subscription_cycle);
 * - `POST cancel/<subscriptionId>`: cancels at once (`customer.subscription.deleted`);
 * - `POST subscriptions/<id>/invoices` with JSON `{ billing_reason?, amount_paid?, proration?,
 *   api_version? }`: bills an invoice now (`invoice.paid` and `invoice.payment_succeeded`): a
 *   proration (`subscription_update`), a $0 trial invoice, a manual one, or a renewal rendered
 *   in an API version before 2025-03-31 (the invoice's older shape);
 * - `POST customers/<id>/delete`: deletes a customer as `DELETE /v1/customers/<id>` does, so a
 *   stored customer id goes stale.
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

  app.post('/__admin/stripe/subscriptions/:subscriptionId/invoices', async (c) => {
    const id = c.req.param('subscriptionId');
    const request = invoiceRequest(await c.req.json().catch(() => ({})));
    if (typeof request === 'string') {
      return c.json({ error: { type: 'invalid_request_error', message: request } }, 400);
    }
    const sent = await flows.invoice(id, request);
    return sent ? c.json({ data: sent }) : c.json(noSubscription(id), 404);
  });

  app.post('/__admin/stripe/customers/:customerId/delete', async (c) => {
    const id = c.req.param('customerId');
    const sent = await flows.deleteCustomer(id);
    if (sent) return c.json({ data: sent });
    return c.json(
      {
        error: {
          type: 'invalid_request_error',
          code: 'resource_missing',
          message: `No such customer: '${id}'`,
        },
      },
      404,
    );
  });

  return app;
}

/** The invoice hook's body, checked; a message when it is not one. */
function invoiceRequest(body: unknown): InvoiceRequest | string {
  const fields = (typeof body === 'object' && body !== null ? body : {}) as Record<string, unknown>;
  const reason = fields.billing_reason ?? 'subscription_cycle';
  if (!BILLING_REASONS.includes(reason as BillingReason)) {
    return `billing_reason must be one of ${BILLING_REASONS.join(', ')}`;
  }
  const amountPaid = fields.amount_paid;
  if (amountPaid !== undefined && !(Number.isInteger(amountPaid) && (amountPaid as number) >= 0)) {
    return 'amount_paid must be a whole number of cents, 0 or more';
  }
  const apiVersion = fields.api_version;
  if (apiVersion !== undefined && typeof apiVersion !== 'string') return 'api_version must be text';
  return {
    billingReason: reason as BillingReason,
    ...(amountPaid === undefined ? {} : { amountPaid: amountPaid as number }),
    ...(fields.proration === true ? { proration: true } : {}),
    ...(apiVersion === undefined ? {} : { apiVersion }),
  };
}
