import { Hono } from 'hono';
import type { AppEnv } from '../app-env.js';
import { requireUser } from '../middleware/session.js';

/** Campaigns: create, read, edit, status, messages, populate, personalise, CSV. */
export const campaignsRoutes = new Hono<AppEnv>().use(requireUser);
