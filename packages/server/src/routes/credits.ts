import { Hono } from 'hono';
import type { AppEnv } from '../app-env.js';
import { requireUser } from '../middleware/session.js';

/** Credits: balance, history, packs. */
export const creditsRoutes = new Hono<AppEnv>().use(requireUser);
