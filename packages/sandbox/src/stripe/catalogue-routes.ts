import { Hono } from 'hono';
import type { SandboxContext } from '../context.js';
import type { SandboxEnv } from '../sandbox-env.js';
import type { StripeFlows } from './flows.js';
import { metadataOf, object, parseStripeForm, text } from './form.js';
import { idempotent, noSuch, refused, requireKey } from './http.js';
import { unixNow } from './ids.js';
import { priceFromForm } from './prices.js';
import type { StripeStore } from './store.js';

/**
 * The account's objects beyond checkouts, as the Stripe API serves them: prices (retrieve, what
 * Leadgen checks at start; create and update, so tests can add a wrong price or archive one),
 * customers (create, retrieve, delete: a deleted one is then refused everywhere) and the balance
 * (a harmless read that proves a key).
 */
export function catalogueRoutes(
  ctx: SandboxContext,
  store: StripeStore,
  flows: StripeFlows,
): Hono<SandboxEnv> {
  const app = new Hono<SandboxEnv>();
  const auth = requireKey(ctx);

  app.get('/v1/prices/:id', auth, (c) => {
    const price = store.prices.get(c.req.param('id'));
    return price ? c.json(price) : noSuch(c, 'price', c.req.param('id'));
  });

  app.post('/v1/prices', auth, async (c) => {
    const body = await c.req.text();
    return idempotent(c, store, body, () => {
      const made = priceFromForm(parseStripeForm(body), unixNow(), (id) => store.products.has(id));
      if (!('price' in made)) return refused(made);
      if (made.product) store.products.set(made.product.id, made.product);
      store.prices.set(made.price.id, made.price);
      return { status: 200, body: made.price };
    });
  });

  // update: what can change on a price (its amount and type cannot)
  app.post('/v1/prices/:id', auth, async (c) => {
    const price = store.prices.get(c.req.param('id'));
    if (!price) return noSuch(c, 'price', c.req.param('id'));
    const form = parseStripeForm(await c.req.text());
    const active = text(form, 'active');
    if (active !== null) price.active = active === 'true';
    const nickname = text(form, 'nickname');
    if (nickname !== null) price.nickname = nickname || null;
    if (form.metadata !== undefined)
      price.metadata = { ...price.metadata, ...metadataOf(object(form, 'metadata')) };
    return c.json(price);
  });

  app.post('/v1/customers', auth, async (c) => {
    const body = await c.req.text();
    return idempotent(c, store, body, () => {
      const form = parseStripeForm(body);
      const customer = store.createCustomer(text(form, 'email'), metadataOf(object(form, 'metadata')));
      return { status: 200, body: customer };
    });
  });

  app.get('/v1/customers/:id', auth, (c) => {
    const id = c.req.param('id');
    const customer = store.customers.get(id);
    if (customer) return c.json(customer);
    // Stripe still answers a deleted customer's id, with a stub
    if (store.deletedCustomers.has(id)) return c.json({ id, object: 'customer', deleted: true });
    return noSuch(c, 'customer', id);
  });

  app.delete('/v1/customers/:id', auth, async (c) => {
    const id = c.req.param('id');
    if (!(await flows.deleteCustomer(id))) return noSuch(c, 'customer', id);
    return c.json({ id, object: 'customer', deleted: true });
  });

  app.get('/v1/balance', auth, (c) =>
    c.json({
      object: 'balance',
      available: [{ amount: 0, currency: 'usd', source_types: { card: 0 } }],
      livemode: false,
      pending: [{ amount: 0, currency: 'usd', source_types: { card: 0 } }],
    }),
  );

  return app;
}
