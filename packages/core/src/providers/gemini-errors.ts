import { ApiError } from '@google/genai';
import { ProviderError } from '../domain/errors.js';
import { messages } from '../domain/messages.js';
import { type AttemptOutcome, parseRetryAfter } from './retry.js';

/** A Google API error body's `error` object, as far as we read it. */
interface GoogleErrorBody {
  message?: unknown;
  status?: unknown;
  details?: unknown;
}

/**
 * The SDK's ApiError carries the whole error body, JSON-encoded, as its message (its
 * `throwErrorIfNotOK`): `{"error":{"code":400,"message":"API key not valid…","status":…}}`.
 * Reads the `error` object back out; undefined when the message is not such a body.
 */
function googleError(apiError: ApiError): GoogleErrorBody | undefined {
  try {
    const parsed: unknown = JSON.parse(apiError.message);
    const body = Array.isArray(parsed) ? parsed[0] : parsed;
    const error = (body as { error?: unknown } | null)?.error;
    return typeof error === 'object' && error !== null ? (error as GoogleErrorBody) : undefined;
  } catch {
    return undefined;
  }
}

const detailsOf = (error: GoogleErrorBody | undefined): Record<string, unknown>[] =>
  Array.isArray(error?.details) ? error.details.filter((d) => typeof d === 'object' && d !== null) : [];

/**
 * Google's RetryInfo detail (`{"@type": "type.googleapis.com/google.rpc.RetryInfo", "retryDelay":
 * "41s"}`, a google.protobuf.Duration in JSON: seconds with an "s", maybe fractional), in ms.
 */
function retryDelayMs(error: GoogleErrorBody | undefined): number | undefined {
  const info = detailsOf(error).find((d) => String(d['@type']).endsWith('google.rpc.RetryInfo'));
  const match = /^(\d+(?:\.\d+)?)s$/.exec(String(info?.retryDelay ?? ''));
  return match ? Math.ceil(Number(match[1]) * 1000) : undefined;
}

/**
 * Whether a 429 says a daily quota ran out: a google.rpc.QuotaFailure violation whose quotaId
 * or quotaMetric names a per-day quota (`GenerateRequestsPerDayPerProjectPerModel-FreeTier`).
 * Such a 429 may still carry a RetryInfo of a few seconds, which does not bring the daily quota
 * back: requests per day reset at midnight Pacific time (ai.google.dev/gemini-api/docs/rate-limits).
 * The shapes are those of real answers quoted in google-gemini/gemini-cli#8437 and
 * continuedev/continue#11557: details Help, QuotaFailure { violations: [{ quotaMetric, quotaId,
 * quotaDimensions, quotaValue }] } and RetryInfo { retryDelay }.
 */
function isDailyQuota(error: GoogleErrorBody | undefined): boolean {
  return detailsOf(error)
    .filter((d) => String(d['@type']).endsWith('google.rpc.QuotaFailure'))
    .flatMap((d) => (Array.isArray(d.violations) ? (d.violations as unknown[]) : []))
    .some((violation) => {
      const v = (violation ?? {}) as { quotaId?: unknown; quotaMetric?: unknown };
      return /per_?day/i.test(`${String(v.quotaId ?? '')} ${String(v.quotaMetric ?? '')}`);
    });
}

/** 401 and 403, and Google's way of refusing a bad key: a 400 with reason API_KEY_INVALID. */
function isAuthFailure(status: number, error: GoogleErrorBody | undefined): boolean {
  if (status === 401 || status === 403) return true;
  return detailsOf(error).some((d) => d.reason === 'API_KEY_INVALID');
}

type ProviderCode = ConstructorParameters<typeof ProviderError>[0];

/** A failed attempt, as `withRetry` takes it. */
export type AttemptFailure = Extract<AttemptOutcome<never>, { ok: false }>;

/** What the caller needs to turn a thrown error into a retry decision. */
export interface FailureContext {
  /** The caller's signal: when it aborted, the error is the abort, never retried. */
  signal?: AbortSignal;
  /** The model called, to name it when the service does not know it. */
  model: string;
  /** The Retry-After header of the failed response, when there was one (Google sends none). */
  retryAfter: string | null;
  timeoutMs: number;
  now: number;
  /** Scrubbed from every message (a key echoed back by the service must not reach a log). */
  apiKey: string;
}

/**
 * Classifies one failed generateContent call: 429 and 5xx (and 408), network failures, timeouts
 * and unreadable bodies are retried; other 4xx are not. The error is the ProviderError the
 * caller sees if this was the last try, with the spec §8 message 'Gemini API error: {message}',
 * or a clearer one of ours: a 404 names the model (retired, or never there), and a 429 that
 * retrying soon cannot help (a daily quota, or no time to retry given) fails at once.
 * A 429 waits Google's RetryInfo retryDelay; a Retry-After header only stands in when there is
 * no RetryInfo, since Google does not send that header.
 */
export function classifyFailure(error: unknown, context: FailureContext): AttemptFailure {
  const redact = (text: string) => (context.apiKey ? text.split(context.apiKey).join('[redacted]') : text);
  const fail = (code: ProviderCode, message: string, retryable: boolean, status?: number) => ({
    ok: false as const,
    retryable,
    error: new ProviderError(code, redact(message), { status, cause: error }),
  });

  if (context.signal?.aborted) {
    const reason: unknown = context.signal.reason;
    return { ok: false, retryable: false, error: reason instanceof Error ? reason : new Error('Aborted') };
  }
  if (error instanceof ProviderError) return { ok: false, retryable: false, error };
  if (error instanceof ApiError) {
    const body = googleError(error);
    const detail = typeof body?.message === 'string' && body.message ? body.message : `HTTP ${error.status}`;
    const message = messages.geminiApiError(detail);
    if (isAuthFailure(error.status, body)) return fail('PROVIDER_AUTH', message, false, error.status);
    if (error.status === 429) {
      if (isDailyQuota(body)) return fail('PROVIDER_RATE_LIMITED', messages.geminiDailyQuota, false, 429);
      const retryAfterMs = retryDelayMs(body) ?? parseRetryAfter(context.retryAfter, context.now);
      if (retryAfterMs === undefined) {
        return fail('PROVIDER_RATE_LIMITED', messages.geminiQuotaExhausted(detail), false, 429);
      }
      return { ...fail('PROVIDER_RATE_LIMITED', message, true, 429), retryAfterMs };
    }
    // generateContent on a model the API does not serve (retired, or never there): Google's
    // 404 NOT_FOUND 'models/x is not found for API version v1beta, or is not supported for
    // generateContent…'. No retry brings it back.
    if (error.status === 404) {
      return fail('PROVIDER_ERROR', messages.geminiModelUnavailable(context.model), false, 404);
    }
    const retryable = error.status >= 500 || error.status === 408;
    const retryAfterMs = retryable ? parseRetryAfter(context.retryAfter, context.now) : undefined;
    return { ...fail('PROVIDER_ERROR', message, retryable, error.status), retryAfterMs };
  }
  // A 200 whose body is cut short (a dropped connection): the SDK's response.json() fails.
  if (error instanceof SyntaxError) return fail('PROVIDER_ERROR', messages.invalidGeminiResponse, true);
  const name = (error as { name?: unknown } | null)?.name;
  if (name === 'AbortError' || name === 'TimeoutError') {
    // Not the caller's signal, so the SDK's per-attempt timer (httpOptions.timeout) fired.
    return fail('PROVIDER_ERROR', messages.geminiApiError(`no answer within ${context.timeoutMs} ms`), true);
  }
  if (error instanceof TypeError) {
    // fetch's network failures ('fetch failed', 'terminated'); the reason is in `cause`.
    const cause = (error as { cause?: { code?: unknown; message?: unknown } }).cause;
    const reason = String(cause?.code ?? cause?.message ?? error.message);
    return fail('PROVIDER_ERROR', messages.geminiApiError(`could not reach the service (${reason})`), true);
  }
  const text = error instanceof Error ? error.message : String(error);
  return fail('PROVIDER_ERROR', messages.geminiApiError(text), false);
}
