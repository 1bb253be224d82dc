import { Hono } from 'hono';
import type { AppEnv } from '../app-env.js';
import { extensionUrl } from '../extension-download.js';

const NONE = {
  landingVideoUrl: null,
  welcomeVideoUrl: null,
  tutorialVideoUrls: [null, null, null],
  extensionUrl: null,
};

/**
 * Public settings the web app needs before sign-in: video URLs, the extension's link (its store
 * listing when configured, else the packed extension this server offers, `extensionUrl`), and
 * whether a discovery of each type asks for the Instagram session id (only when the configured
 * actor logs in with it: DESIGN.md §9).
 */
export const configRoutes = new Hono<AppEnv>().get('/', (c) => {
  const { scraper } = c.var.deps.providers;
  return c.json({
    web: { ...(c.var.deps.web ?? NONE), extensionUrl: extensionUrl(c.var.deps) },
    discovery: {
      sessionIdRequired: {
        followers: scraper.sessionIdRequired('followers'),
        following: scraper.sessionIdRequired('following'),
      },
    },
  });
});
