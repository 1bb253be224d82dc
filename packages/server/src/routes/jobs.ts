import { Hono } from 'hono';
import type { AppEnv } from '../app-env.js';
import { requireUser } from '../middleware/session.js';

/** The user's jobs: progress and cancel. */
export const jobsRoutes = new Hono<AppEnv>().use(requireUser);
