import { Hono, type Schema } from 'hono';
import type { AppEnv } from './app-env.js';
import { campaignVariantsRoutes } from './routes/campaign-variants.js';
import { campaignsRoutes } from './routes/campaigns.js';
import { creditsRoutes } from './routes/credits.js';
import { jobsRoutes } from './routes/jobs.js';
import { listsRoutes } from './routes/lists.js';
import { campaignOutreachRoutes, doNotContactRoutes, outreachRoutes } from './routes/outreach.js';
import { profilesRoutes } from './routes/profiles.js';
import { runEstimateRoutes } from './routes/run-estimates.js';
import { usersRoutes } from './routes/users.js';
import { watchesRoutes } from './routes/watches.js';
import { webhooksRoutes } from './routes/webhooks.js';

/**
 * The routers the public API (`/api/v1`, issue 35) serves: the web app's own, mounted a second
 * time, so there is one implementation of each route. Adding a router to the API is one line
 * here. Left out on purpose: sign-in and sign-up (a key is made by a signed-in user), the billing
 * webhook (Stripe's), extension pairing, the live event stream and the web app's config.
 */
export const V1_ROUTERS: readonly (readonly [path: string, router: Hono<AppEnv, Schema, '/'>])[] = [
  ['/users', usersRoutes],
  ['/lists', listsRoutes],
  ['/lists', runEstimateRoutes],
  ['/jobs', jobsRoutes],
  ['/profiles', profilesRoutes],
  ['/campaigns', campaignsRoutes],
  ['/campaigns', campaignOutreachRoutes],
  ['/campaigns', campaignVariantsRoutes],
  ['/outreach', outreachRoutes],
  ['/do-not-contact', doNotContactRoutes],
  ['/credits', creditsRoutes],
  ['/watches', watchesRoutes],
  ['/webhooks', webhooksRoutes],
];

/** The public API's routes, to mount at `/api/v1` behind `apiKeyAuth`. */
export function apiV1Routes(): Hono<AppEnv> {
  const v1 = new Hono<AppEnv>();
  for (const [path, router] of V1_ROUTERS) v1.route(path, router);
  return v1;
}
