import { Hono } from 'hono';
import type { AppEnv } from '../app-env.js';
import { requireUser } from '../middleware/session.js';

/** Profiles across the user's completed lists (the create-campaign selector). */
export const profilesRoutes = new Hono<AppEnv>().use(requireUser);
