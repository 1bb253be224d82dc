import { Hono } from 'hono';
import type { SandboxContext } from '../context.js';
import type { SandboxEnv } from '../sandbox-env.js';
import { parseStripeForm, text, texts } from './form.js';
import { idempotent, noSuch, refused, requireKey } from './http.js';
import { stripeId, unixNow } from './ids.js';
import type { PortalSession } from './objects.js';
import { buildCheckoutSession, lineItemList } from './sessions.js';
import type { StripeStore } from './store.js';

/**
 * The Stripe API routes Leadgen's checkouts call: create and retrieve Checkout Sessions, create
 * Billing Portal sessions. Bodies are form-encoded with bracket keys, as stripe-node sends them.
 */
export function apiRoutes(ctx: SandboxContext, store: StripeStore): Hono<SandboxEnv> {
  const app = new Hono<SandboxEnv>();
  const auth = requireKey(ctx);

  app.post('/v1/checkout/sessions', auth, async (c) => {
    const body = await c.req.text();
    return idempotent(c, store, body, () => {
      const built = buildCheckoutSession(parseStripeForm(body), ctx.baseUrl(), store);
      if (!('session' in built)) return refused(built);
      store.sessions.set(built.session.id, built);
      return { status: 200, body: built.session };
    });
  });

  app.get('/v1/checkout/sessions/:id', auth, (c) => {
    const id = c.req.param('id');
    const record = store.sessions.get(id);
    if (!record) return noSuch(c, 'checkout.session', id);
    const expand = texts(parseStripeForm(new URL(c.req.url).searchParams), 'expand');
    return c.json(
      expand.includes('line_items')
        ? { ...record.session, line_items: lineItemList(record) }
        : record.session,
    );
  });

  app.post('/v1/billing_portal/sessions', auth, async (c) => {
    const body = await c.req.text();
    return idempotent(c, store, body, () => {
      const form = parseStripeForm(body);
      const customer = text(form, 'customer');
      if (customer === null)
        return refused({ message: 'Missing required param: customer.', param: 'customer' });
      // an unknown or deleted customer, as for a checkout
      if (!store.customers.has(customer)) {
        return refused({
          message: `No such customer: '${customer}'`,
          param: 'customer',
          code: 'resource_missing',
        });
      }
      const id = stripeId('bps', 24);
      const portal: PortalSession = {
        id,
        object: 'billing_portal.session',
        configuration: 'bpc_sandbox',
        created: unixNow(),
        customer,
        livemode: false,
        return_url: text(form, 'return_url'),
        url: `${ctx.baseUrl()}/billing/${id}`,
      };
      store.portals.set(id, portal);
      return { status: 200, body: portal };
    });
  });

  return app;
}
