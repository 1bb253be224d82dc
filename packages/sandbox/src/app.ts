import { Hono } from 'hono';
import { apifyFaultBody } from './apify/apify-error.js';
import { apifyRoutes } from './apify/routes.js';
import { avatarRoutes } from './avatars.js';
import type { SandboxContext } from './context.js';
import { errorBody, faultMessage } from './error-bodies.js';
import { geminiRateLimitBody } from './gemini/quota-errors.js';
import { geminiRoutes } from './gemini/routes.js';
import type { SandboxEnv } from './sandbox-env.js';
import type { Service } from './settings.js';
import { parseSettingsPatch } from './settings-schema.js';
import { stripeRoutes } from './stripe/routes.js';

/** Which service a path belongs to; admin and asset paths belong to none. */
export function serviceOf(path: string): Service | null {
  if (path.startsWith('/v2/')) return 'apify';
  if (path.startsWith('/v1beta/') || path.startsWith('/v1/models') || path.startsWith('/upload/'))
    return 'gemini';
  if (path.startsWith('/v1/') || path.startsWith('/checkout/') || path.startsWith('/billing/'))
    return 'stripe';
  return null;
}

/**
 * The sandbox's HTTP app: fault injection and counting in front of every service route, the
 * three services, avatars, and the admin endpoints.
 */
export function createSandboxApp(ctx: SandboxContext): Hono<SandboxEnv> {
  const app = new Hono<SandboxEnv>();

  app.use('*', async (c, next) => {
    const service = serviceOf(c.req.path);
    if (!service) return next();
    const counters = ctx.counters[service];
    counters.requests++;
    const decision = ctx.faults.decide(service, c.req.path);
    const { latencyMs } = ctx.settings().faults;
    await ctx.sleep(latencyMs, c.req.raw.signal);
    if (decision.kind === 'reset') {
      counters.resets++;
      c.env.incoming.socket.destroy();
      return new Response(null, { status: 499 });
    }
    if (decision.kind === 'status') {
      if (decision.status === 429) counters.status429++;
      if (decision.capped) counters.capped429++;
      if (decision.status >= 500) counters.status5xx++;
      // Google sends no Retry-After: a Gemini 429 says its delay in RetryInfo (quota-errors.ts).
      const geminiQuota = service === 'gemini' && decision.status === 429;
      const headers: Record<string, string> =
        decision.retryAfter && !geminiQuota ? { 'Retry-After': decision.retryAfter } : {};
      const retrySeconds = Number(decision.retryAfter) || ctx.settings().faults.retryAfterSeconds;
      const body =
        service === 'apify'
          ? apifyFaultBody(decision.status, c.req.path, decision.apifyType)
          : geminiQuota
            ? geminiRateLimitBody(c.req.path, retrySeconds)
            : errorBody(service, decision.status, faultMessage(decision.status));
      return c.json(body as object, decision.status as 429, headers);
    }
    await next();
    if (decision.truncate && c.res.headers.get('content-type')?.includes('json')) {
      counters.truncated++;
      const text = await c.res.text();
      const headers = new Headers(c.res.headers);
      headers.delete('content-length');
      c.res = new Response(text.slice(0, Math.floor(text.length / 2)), { status: c.res.status, headers });
    }
  });

  app.get('/__admin/settings', (c) => c.json(ctx.settings()));
  app.patch('/__admin/settings', async (c) => {
    const body = await c.req.json().catch(() => undefined);
    if (body === undefined) {
      return c.json({ error: { field: '', message: 'The settings must be a JSON object' } }, 400);
    }
    const parsed = parseSettingsPatch(body);
    if (!parsed.ok) return c.json({ error: parsed.problem }, 400);
    return c.json(ctx.update(parsed.patch));
  });
  app.get('/__admin/counters', (c) => c.json(ctx.counters));
  app.get('/', (c) =>
    c.json({
      name: 'Leadgen sandbox',
      services: {
        apify: `${ctx.baseUrl()}/v2`,
        gemini: `${ctx.baseUrl()}/v1beta`,
        stripe: `${ctx.baseUrl()}/v1`,
      },
    }),
  );

  app.route('/', avatarRoutes(ctx));
  app.route('/', apifyRoutes(ctx));
  app.route('/', geminiRoutes(ctx));
  app.route('/', stripeRoutes(ctx));
  return app;
}
