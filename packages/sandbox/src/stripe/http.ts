import type { Context, MiddlewareHandler } from 'hono';
import type { SandboxContext } from '../context.js';
import type { SandboxEnv } from '../sandbox-env.js';
import type { ParamError } from './param-error.js';
import type { StripeStore } from './store.js';

/** A Stripe error answer: `{ error: { type, message, param?, code? } }`. */
export function stripeError(
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

/** Refuses a request without the sandbox's secret key, with Stripe's 401 answers. */
export function requireKey(ctx: SandboxContext): MiddlewareHandler<SandboxEnv> {
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
export async function idempotent(
  c: Context<SandboxEnv>,
  store: StripeStore,
  body: string,
  run: () => { status: 200 | 400 | 404; body: object } | Promise<{ status: 200 | 400 | 404; body: object }>,
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
  const answer = await run();
  if (cacheKey) store.idempotent.set(cacheKey, { ...answer, request: body });
  return c.json(answer.body, answer.status);
}

/** The 400 answer to a refused request, as `idempotent` keeps it. */
export function refused(error: ParamError): { status: 400; body: object } {
  return { status: 400, body: { error: { type: 'invalid_request_error', ...error } } };
}

/** Stripe's 404 for an object named in the URL: "No such price: 'price_x'", resource_missing, param id. */
export function noSuch(c: Context<SandboxEnv>, what: string, id: string): Response {
  return stripeError(c, 404, { message: `No such ${what}: '${id}'`, param: 'id', code: 'resource_missing' });
}
