import { Hono } from 'hono';
import type { AppEnv } from '../app-env.js';
import { requireUser } from '../middleware/session.js';

/** Billing: checkout, Pro checkout, portal; the Stripe webhook. */
export const billingRoutes = new Hono<AppEnv>().use(requireUser);
