import type { Context } from 'hono';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import type { SandboxEnv } from '../sandbox-env.js';

const STATUS_NAMES: Record<number, string> = {
  400: 'INVALID_ARGUMENT',
  403: 'PERMISSION_DENIED',
  404: 'NOT_FOUND',
  429: 'RESOURCE_EXHAUSTED',
};

/** A Google API error answer: `{ error: { code, message, status, details? } }`. */
export function googleError(
  c: Context<SandboxEnv>,
  code: 400 | 403 | 404 | 429,
  message: string,
  details?: object[],
): Response {
  const error = { code, message, status: STATUS_NAMES[code], ...(details ? { details } : {}) };
  return c.json({ error }, code as ContentfulStatusCode);
}

const INVALID_KEY = 'API key not valid. Please pass a valid API key.';

/** What generativelanguage.googleapis.com answers a wrong key: a 400, not a 401. */
export function invalidKey(c: Context<SandboxEnv>): Response {
  return googleError(c, 400, INVALID_KEY, [
    {
      '@type': 'type.googleapis.com/google.rpc.ErrorInfo',
      reason: 'API_KEY_INVALID',
      domain: 'googleapis.com',
      metadata: { service: 'generativelanguage.googleapis.com' },
    },
    { '@type': 'type.googleapis.com/google.rpc.LocalizedMessage', locale: 'en-US', message: INVALID_KEY },
  ]);
}

/** What it answers a request with no key at all. */
export function missingKey(c: Context<SandboxEnv>): Response {
  return googleError(
    c,
    403,
    "Method doesn't allow unregistered callers (callers without established identity). Please use API Key " +
      'or other form of API consumer identity to call this API.',
  );
}

/**
 * generateContent on an unknown or retired model, or a method the model does not support: the
 * real 404 (quoted in many public reports, e.g. for gemini-1.5-flash after its shutdown).
 */
export function modelNotFound(c: Context<SandboxEnv>, model: string, method: string): Response {
  return googleError(
    c,
    404,
    `models/${model} is not found for API version v1beta, or is not supported for ${method}. ` +
      'Call ListModels to see the list of available models and their supported methods.',
  );
}

/**
 * `GET /v1beta/models/{model}` for a model the API does not have: its own wording, and no
 * details (a recorded answer: "Model is not found: models/invalid-model for api version v1beta").
 */
export function modelNotFoundForGet(c: Context<SandboxEnv>, model: string): Response {
  return googleError(c, 404, `Model is not found: models/${model} for api version v1beta`);
}

/** 400 INVALID_ARGUMENT with Google's generic wording, as 3.5 Flash-Lite answers a thinkingBudget of 0. */
export function invalidArgument(c: Context<SandboxEnv>): Response {
  return googleError(c, 400, 'Request contains an invalid argument.');
}
