import { Hono } from 'hono';
import type { AppEnv } from '../app-env.js';

const NONE = {
  landingVideoUrl: null,
  welcomeVideoUrl: null,
  tutorialVideoUrls: [null, null, null],
  extensionUrl: null,
};

/** Public settings the web app needs before sign-in: video URLs and the extension's store link. */
export const configRoutes = new Hono<AppEnv>().get('/', (c) => c.json({ web: c.var.deps.web ?? NONE }));
