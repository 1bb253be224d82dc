import { type Context, Hono, type MiddlewareHandler } from 'hono';
import type { SandboxEnv } from '../app.js';
import type { SandboxContext } from '../context.js';
import { parseStripeForm, text, texts } from './form.js';
import { stripeId, unixNow } from './ids.js';
import type { PortalSession } from './objects.js';
import { buildCheckoutSession, lineItemList } from './sessions.js';
import type { StripeStore } from './store.js';

/** A Stripe error answer: `{ error: { type, message, param?, code? } }`. */
function stripeError(
  c: Context<SandboxEnv>,
  status: 400 | 401 | 404,
  error: { message: string; param?: string; code?: string; type?: string },
): Response {
  return c.json({ error: { type: 'invalid_request_error', ...error } }, status);
}

/** The key of an `Authorization` header: Bearer (the SDK), or Basic with the key as user name. */
function apiKeyOf(header: string | undefined): string | null {
  if (!header) return null;
  const [scheme, value] = header.split(' ', 2);
  if (!value) return null;
  if (scheme?.toLowerCase() === 'bearer') return value;
  if (scheme?.toLowerCase() === 'basic')
    return Buffer.from(value, 'base64').toString('utf8').split(':')[0] ?? null;
  return null;
}

/** A key as an error may show it: its kind (`sk_test_`), never its secret part. */
export function maskKey(key: string): string {
  const prefix = /^(?:sk|rk|pk)_(?:test|live)_/.exec(key)?.[0] ?? '';
  return `${prefix}****`;
}

function requireKey(ctx: SandboxContext): MiddlewareHandler<SandboxEnv> {
  return async (c, next) => {
    const key = apiKeyOf(c.req.header('Authorization'));
    if (key === null) {
      return stripeError(c, 401, {
        message:
          'You did not provide an API key. You need to provide your API key in the Authorization header, ' +
          "using Bearer auth (e.g. 'Authorization: Bearer YOUR_SECRET_KEY').",
      });
    }
    if (key !== ctx.settings().stripeSecretKey) {
      return stripeError(c, 401, { message: `Invalid API Key provided: ${maskKey(key)}` });
    }
    await next();
  };
}

/**
 * Runs a POST once per `Idempotency-Key`, as Stripe does: a repeat with the same parameters gets
 * the first answer again (`Idempotent-Replayed: true`); a repeat with other parameters is a 400.
 */
async function idempotent(
  c: Context<SandboxEnv>,
  store: StripeStore,
  body: string,
  run: () => { status: 200 | 400 | 404; body: object },
): Promise<Response> {
  const key = c.req.header('Idempotency-Key');
  const cacheKey = key ? `${c.req.path} ${key}` : null;
  const previous = cacheKey ? store.idempotent.get(cacheKey) : undefined;
  if (previous && cacheKey) {
    if (previous.request !== body) {
      return c.json(
        {
          error: {
            type: 'idempotency_error',
            message:
              'Keys for idempotent requests can only be used with the same parameters they were first used ' +
              `with. Try using a key other than '${key}' if you meant to execute a different request.`,
          },
        },
        400,
      );
    }
    return c.json(previous.body as object, previous.status as 200, { 'Idempotent-Replayed': 'true' });
  }
  const answer = run();
  if (cacheKey) store.idempotent.set(cacheKey, { ...answer, request: body });
  return c.json(answer.body, answer.status);
}

/**
 * The Stripe API routes Leadgen calls: create and retrieve Checkout Sessions, create Billing
 * Portal sessions. Bodies are form-encoded with bracket keys, as stripe-node sends them.
 */
export function apiRoutes(ctx: SandboxContext, store: StripeStore): Hono<SandboxEnv> {
  const app = new Hono<SandboxEnv>();
  const auth = requireKey(ctx);

  app.post('/v1/checkout/sessions', auth, async (c) => {
    const body = await c.req.text();
    return idempotent(c, store, body, () => {
      const built = buildCheckoutSession(parseStripeForm(body), ctx.baseUrl());
      if (!('session' in built))
        return { status: 400, body: { error: { type: 'invalid_request_error', ...built } } };
      store.sessions.set(built.session.id, built);
      if (built.session.customer) store.customer(built.session.customer, null);
      return { status: 200, body: built.session };
    });
  });

  app.get('/v1/checkout/sessions/:id', auth, (c) => {
    const id = c.req.param('id');
    const record = store.sessions.get(id);
    if (!record) {
      return stripeError(c, 404, {
        message: `No such checkout.session: '${id}'`,
        param: 'session',
        code: 'resource_missing',
      });
    }
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
      if (customer === null) {
        const error = {
          type: 'invalid_request_error',
          message: 'Missing required param: customer.',
          param: 'customer',
        };
        return { status: 400, body: { error } };
      }
      store.customer(customer, null);
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
