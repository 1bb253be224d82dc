import type { Context } from 'hono';
import type { SandboxEnv } from '../app.js';
import { errorBody } from '../error-bodies.js';

/** An Apify error answer: `{ error: { type, message } }` with the type that goes with `status`. */
export function apifyError(
  c: Context<SandboxEnv>,
  status: 400 | 401 | 404 | 408 | 429,
  message: string,
  headers: Record<string, string> = {},
): Response {
  return c.json(errorBody('apify', status, message) as object, status, headers);
}
