import { Hono } from 'hono';
import type { AppEnv } from '../app-env.js';
import { requireUser } from '../middleware/session.js';

/** AI template generation and personalisation. */
export const aiRoutes = new Hono<AppEnv>().use(requireUser);
