import { Hono } from 'hono';
import type { SandboxEnv } from '../sandbox-env.js';
import type { StripeFlows } from './flows.js';
import { parseStripeForm, text } from './form.js';
import { checkoutPage, notFoundPage, portalPage } from './pages.js';
import { successRedirect } from './sessions.js';
import type { StripeStore } from './store.js';

/**
 * The pages a browser sees: hosted checkout (`/checkout/<id>`: Pay completes the session, sends
 * its signed events and redirects to success_url; Cancel redirects to cancel_url) and the
 * billing portal (`/billing/<id>`: cancel a subscription, return).
 */
export function pageRoutes(store: StripeStore, flows: StripeFlows): Hono<SandboxEnv> {
  const app = new Hono<SandboxEnv>();

  app.get('/checkout/:id', (c) => {
    const record = store.sessions.get(c.req.param('id'));
    if (!record) return c.html(notFoundPage('checkout session'), 404);
    store.expireIfDue(record);
    return c.html(checkoutPage(record));
  });

  app.post('/checkout/:id/pay', async (c) => {
    const record = store.sessions.get(c.req.param('id'));
    if (!record) return c.html(notFoundPage('checkout session'), 404);
    store.expireIfDue(record);
    if (record.session.status === 'expired') return c.html(checkoutPage(record), 410);
    // Paying twice (a double click) sends nothing more and lands on the same page.
    await flows.completeCheckout(record);
    return c.redirect(successRedirect(record.session), 303);
  });

  app.post('/checkout/:id/cancel', (c) => {
    const record = store.sessions.get(c.req.param('id'));
    if (!record) return c.html(notFoundPage('checkout session'), 404);
    return c.redirect(record.session.cancel_url ?? record.pageUrl, 303);
  });

  app.get('/billing/:id', (c) => {
    const portal = store.portals.get(c.req.param('id'));
    if (!portal) return c.html(notFoundPage('billing session'), 404);
    return c.html(portalPage(portal, store.activeSubscriptions(portal.customer)));
  });

  app.post('/billing/:id/cancel', async (c) => {
    const portal = store.portals.get(c.req.param('id'));
    if (!portal) return c.html(notFoundPage('billing session'), 404);
    const subscriptionId = text(parseStripeForm(await c.req.text()), 'subscription');
    // Only the portal's own customer's subscriptions can be cancelled from it.
    const subscription = subscriptionId ? store.subscriptions.get(subscriptionId) : undefined;
    if (subscription?.customer === portal.customer) await flows.cancel(subscription.id);
    return c.redirect(`/billing/${encodeURIComponent(portal.id)}`, 303);
  });

  return app;
}
