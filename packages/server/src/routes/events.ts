import { Hono } from 'hono';
import type { AppEnv } from '../app-env.js';
import { requireUser } from '../middleware/session.js';

/** Live events (Server-Sent Events). */
export const eventsRoutes = new Hono<AppEnv>().use(requireUser);
