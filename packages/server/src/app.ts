import { CONFIG_DEFAULTS } from '@leadgen/core';
import { messages } from '@leadgen/core/domain';
import { Hono } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { requestId } from 'hono/request-id';
import { secureHeaders } from 'hono/secure-headers';
import { apiV1Routes } from './api-v1.js';
import type { AppDeps, AppEnv } from './app-env.js';
import { contentSecurityPolicy } from './content-security-policy.js';
import { serveDemoAvatars } from './demo-avatars.js';
import { type ErrorBody, errorResponse } from './errors.js';
import { serveExtensionZip } from './extension-download.js';
import { createLiveStreams } from './live-streams.js';
import { API_V1, apiKeyAuth } from './middleware/api-key.js';
import { createApiRateLimiter } from './middleware/api-rate-limit.js';
import { compress } from './middleware/compress.js';
import { csrf } from './middleware/csrf.js';
import { extensionRoutesCors, extensionToken } from './middleware/extension-token.js';
import { logRequests } from './middleware/log-requests.js';
import { measureRequests } from './middleware/measure-requests.js';
import { noStore } from './middleware/no-store.js';
import { serveApiDocs } from './openapi/serve-docs.js';
import { createPageCaches } from './page-cache.js';
import { aiRoutes } from './routes/ai.js';
import { authRoutes } from './routes/auth.js';
import { billingRoutes } from './routes/billing.js';
import { campaignVariantsRoutes } from './routes/campaign-variants.js';
import { campaignsRoutes } from './routes/campaigns.js';
import { configRoutes } from './routes/config.js';
import { creditsRoutes } from './routes/credits.js';
import { eventsRoutes } from './routes/events.js';
import { extensionRoutes } from './routes/extension.js';
import { healthRoutes } from './routes/health.js';
import { jobsRoutes } from './routes/jobs.js';
import { keysRoutes } from './routes/keys.js';
import { listsRoutes } from './routes/lists.js';
import { metricsRoutes } from './routes/metrics.js';
import { campaignOutreachRoutes, doNotContactRoutes, outreachRoutes } from './routes/outreach.js';
import { profilesRoutes } from './routes/profiles.js';
import { runEstimateRoutes } from './routes/run-estimates.js';
import { usersRoutes } from './routes/users.js';
import { watchesRoutes } from './routes/watches.js';
import { webhooksRoutes } from './routes/webhooks.js';
import { inlineScriptHashes, serveWebApp } from './web-files.js';

/** The raw-body webhook: exempt from the CSRF check (Stripe signs it instead). */
export const WEBHOOK_PATH = '/api/billing/webhook';

/** JSON bodies above this are refused (413); CSV uploads have their own 1 MiB limit. */
const JSON_BODY_LIMIT = 256 * 1024;

/**
 * The HTTP API (DESIGN.md §6): JSON under /api, every route thin (validate, call core, map
 * errors in one place). `deps` carries the store, providers, bus and clock, so tests build an
 * app on a temp database and drive it with `app.request()`.
 *
 * @example
 * const app = createApp({ store, providers, bus, handlers, log, publicUrl: 'http://127.0.0.1:8787' });
 * const res = await app.request('/api/users/me', { headers: { cookie } });
 */
export function createApp(deps: AppDeps) {
  const api = new Hono<AppEnv>()
    .route('/auth', authRoutes)
    .route('/users', usersRoutes)
    .route('/lists', listsRoutes)
    .route('/lists', runEstimateRoutes)
    .route('/profiles', profilesRoutes)
    .route('/campaigns', campaignsRoutes)
    .route('/campaigns', campaignOutreachRoutes)
    .route('/campaigns', campaignVariantsRoutes)
    .route('/outreach', outreachRoutes)
    .route('/do-not-contact', doNotContactRoutes)
    .route('/extension', extensionRoutes)
    .route('/keys', keysRoutes)
    .route('/jobs', jobsRoutes)
    .route('/ai', aiRoutes)
    .route('/credits', creditsRoutes)
    .route('/billing', billingRoutes)
    .route('/events', eventsRoutes)
    .route('/config', configRoutes)
    .route('/watches', watchesRoutes)
    .route('/webhooks', webhooksRoutes);

  const app = new Hono<AppEnv>();
  const caches = createPageCaches();
  const liveStreams = deps.liveStreams ?? createLiveStreams();
  app.use(async (c, next) => {
    c.set('deps', deps);
    c.set('caches', caches);
    c.set('liveStreams', liveStreams);
    await next();
  });
  app.use(requestId());
  app.use(measureRequests);
  app.use(logRequests);
  const videoUrls = deps.web
    ? [deps.web.landingVideoUrl, deps.web.welcomeVideoUrl, ...deps.web.tutorialVideoUrls]
    : [];
  app.use(
    secureHeaders({
      crossOriginEmbedderPolicy: false,
      contentSecurityPolicy: contentSecurityPolicy({
        imageOrigins: deps.imageOrigins,
        videoUrls,
        scriptHashes: deps.webDist ? inlineScriptHashes(deps.webDist) : [],
      }),
    }),
  );
  app.use('/api/*', noStore);
  app.use('/api/*', compress({ exempt: [WEBHOOK_PATH] }));
  app.use('/api/*', extensionRoutesCors);
  app.use(extensionToken);
  // the public API: API keys only, rate limited per key, before the CSRF check (no cookie there)
  const apiRateLimiter = createApiRateLimiter({
    limit: deps.apiRateLimitPerMinute ?? CONFIG_DEFAULTS.apiRateLimitPerMinute,
    now: () => (deps.now?.() ?? new Date()).getTime(),
  });
  app.use(`${API_V1}/*`, apiKeyAuth(apiRateLimiter));
  // probes and the scraper: outside /api (no session, no CSRF check)
  app.route('/', healthRoutes);
  app.route('/', metricsRoutes);
  app.use('/api/*', csrf({ exempt: [WEBHOOK_PATH] }));
  app.use('/api/*', async (c, next) => {
    // A GET or HEAD is never read for a body: asking for one would build the request's web
    // Request object (hono's node adapter makes it on first use), the costliest step of a page
    // the page cache answers.
    if (c.req.method === 'GET' || c.req.method === 'HEAD') return next();
    if (c.req.path === WEBHOOK_PATH || c.req.header('content-type')?.startsWith('multipart/')) return next();
    return bodyLimit({
      maxSize: JSON_BODY_LIMIT,
      // in Leadgen's words, naming the limit: 'That request is larger than Leadgen accepts (256 KB)…'
      onError: (ctx) =>
        ctx.json<ErrorBody>(
          { error: { code: 'HTTP', message: messages.requestTooLarge(JSON_BODY_LIMIT / 1024) } },
          413,
        ),
    })(c, next);
  });
  app.onError(errorResponse);
  app.notFound((c) => c.json({ error: { code: 'NOT_FOUND', message: 'Not found' } }, 404));
  app.route(API_V1, apiV1Routes());
  serveApiDocs(app);
  const routed = app.route('/api', api);
  serveExtensionZip(app);
  serveDemoAvatars(app);
  if (deps.webDist) serveWebApp(app, deps.webDist);
  return routed;
}

/** The API's type, for the web app's typed client (`hono/client`). */
export type AppType = ReturnType<typeof createApp>;
