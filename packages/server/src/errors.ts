import { storageFailure } from '@leadgen/core';
import {
  type ErrorCode,
  InsufficientCreditsError,
  LeadgenError,
  millicreditsToCredits,
  RateLimitedError,
  StaleVersionError,
} from '@leadgen/core/domain';
import type { Context } from 'hono';
import { HTTPException } from 'hono/http-exception';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import type { AppEnv } from './app-env.js';

/** Each core error code's HTTP status, mapped once for the whole API (CONVENTIONS.md 5). */
export const STATUS_OF: Readonly<Record<ErrorCode, ContentfulStatusCode>> = {
  INVALID_INPUT: 400,
  UNAUTHENTICATED: 401,
  INSUFFICIENT_CREDITS: 402,
  FORBIDDEN: 403,
  NOT_FOUND: 404,
  CONFLICT: 409,
  // a send the outreach pace holds, marked without an override: the same request, confirmed, succeeds
  PACE_HELD: 409,
  RATE_LIMITED: 429,
  CONFIG_INVALID: 500,
  // a full disk, a locked or unreachable database: the service is unavailable until the operator acts
  STORAGE_ERROR: 503,
  INTERNAL: 500,
  PROVIDER_ERROR: 502,
  PROVIDER_AUTH: 502,
  PROVIDER_RATE_LIMITED: 503,
};

/**
 * The body of every error answer. A stale save (409, issue 31) adds the current `version` and,
 * for messages, the ids of the `stale` ones; a refused charge (402) what it `needed` and the
 * `balance`, in credits, when known, so a client can say both (the CLI's remote mode does).
 */
export interface ErrorBody {
  error: {
    code: ErrorCode | 'HTTP';
    message: string;
    version?: number;
    stale?: readonly string[];
    needed?: number;
    balance?: number;
  };
}

const UNEXPECTED = 'Something went wrong. Please try again.';

/**
 * The app's `onError`: a LeadgenError answers its code's status with its (user-facing) message;
 * a RateLimitedError adds Retry-After; a storage failure (core's `storageFailure`: a full disk,
 * a locked or unreachable database) answers 503 STORAGE_ERROR saying what and what to do; Hono's
 * own HTTP errors (body too large, malformed JSON) keep their status; anything else is logged
 * with the request id and answers 500 without details. Every 5xx is logged with its error, whose
 * cause chain pino's `err` serializer writes out.
 */
export function errorResponse(thrown: Error, c: Context<AppEnv>): Response {
  // a full disk or a locked, read-only or unreachable database says so (503), its cause logged
  const error = thrown instanceof LeadgenError ? thrown : (storageFailure(thrown) ?? thrown);
  if (error instanceof LeadgenError) {
    if (error instanceof RateLimitedError) c.header('Retry-After', String(error.retryAfterSeconds));
    const status = STATUS_OF[error.code];
    if (status >= 500) c.var.deps.log.error({ err: error, requestId: c.var.requestId }, error.message);
    const body: ErrorBody['error'] = { code: error.code, message: error.message };
    if (error instanceof StaleVersionError) {
      if (error.version !== undefined) body.version = error.version;
      if (error.stale !== undefined) body.stale = error.stale;
    }
    if (error instanceof InsufficientCreditsError && error.shortfall) {
      body.needed = millicreditsToCredits(error.shortfall.needed);
      body.balance = millicreditsToCredits(error.shortfall.balance);
    }
    return c.json<ErrorBody>({ error: body }, status);
  }
  if (error instanceof HTTPException) {
    const status = error.status as ContentfulStatusCode;
    return c.json<ErrorBody>({ error: { code: 'HTTP', message: error.message || 'Bad request' } }, status);
  }
  c.var.deps?.log.error({ err: error, requestId: c.var.requestId }, 'unhandled error');
  return c.json<ErrorBody>({ error: { code: 'INTERNAL', message: UNEXPECTED } }, 500);
}
