import { Hono } from 'hono';
import type { AppEnv } from '../app-env.js';
import { requireUser } from '../middleware/session.js';

/** The user's lists (discovery and custom), their profiles and CSV. */
export const listsRoutes = new Hono<AppEnv>().use(requireUser);
