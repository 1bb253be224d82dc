import { Hono } from 'hono';
import type { AppEnv } from '../app-env.js';
import { extensionUrl } from '../extension-download.js';

const NONE = {
  landingVideoUrl: null,
  welcomeVideoUrl: null,
  tutorialVideoUrls: [null, null, null],
};

/**
 * Public settings the web app needs before sign-in: video URLs, the extension's link (its store
 * listing when configured, else the packed extension this server offers, `extension_url`), and
 * whether a discovery of each type asks for the Instagram session id (only when the configured
 * actor logs in with it: DESIGN.md §9).
 */
export const configRoutes = new Hono<AppEnv>().get('/', (c) => {
  const { scraper } = c.var.deps.providers;
  const web = c.var.deps.web ?? NONE;
  return c.json({
    web: {
      landing_video_url: web.landingVideoUrl,
      welcome_video_url: web.welcomeVideoUrl,
      tutorial_video_urls: web.tutorialVideoUrls,
      extension_url: extensionUrl(c.var.deps),
    },
    discovery: {
      session_id_required: {
        followers: scraper.sessionIdRequired('followers'),
        following: scraper.sessionIdRequired('following'),
      },
    },
  });
});
