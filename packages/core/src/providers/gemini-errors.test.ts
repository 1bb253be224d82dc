import { ApiError } from '@google/genai';
import { describe, expect, it } from 'vitest';
import type { ProviderError } from '../domain/errors.js';
import { classifyFailure, type FailureContext } from './gemini-errors.js';

const context: FailureContext = {
  model: 'gemini-3.5-flash-lite',
  retryAfter: null,
  timeoutMs: 1000,
  now: 0,
  apiKey: 'AIza-secret',
};
// The SDK's ApiError: the status, and the JSON error body as the message.
const apiError = (status: number, error: object) =>
  new ApiError({ status, message: JSON.stringify({ error: { code: status, ...error } }) });

describe('classifyFailure', () => {
  // The details of real 429s (google-gemini/gemini-cli#8437, continuedev/continue#11557).
  const help = {
    '@type': 'type.googleapis.com/google.rpc.Help',
    links: [
      {
        description: 'Learn more about Gemini API quotas',
        url: 'https://ai.google.dev/gemini-api/docs/rate-limits',
      },
    ],
  };
  const quotaFailure = (quotaId: string) => ({
    '@type': 'type.googleapis.com/google.rpc.QuotaFailure',
    violations: [
      {
        quotaMetric: 'generativelanguage.googleapis.com/generate_content_free_tier_requests',
        quotaId,
        quotaDimensions: { location: 'global', model: 'gemini-3.5-flash-lite' },
        quotaValue: '20',
      },
    ],
  });
  const retryInfo = (retryDelay: string) => ({
    '@type': 'type.googleapis.com/google.rpc.RetryInfo',
    retryDelay,
  });
  const quota429 = (...details: object[]) =>
    apiError(429, { message: 'You exceeded your current quota.', status: 'RESOURCE_EXHAUSTED', details });

  it("waits Google's RetryInfo delay on a per-minute 429, before any Retry-After", () => {
    const error = quota429(
      help,
      quotaFailure('GenerateRequestsPerMinutePerProjectPerModel-FreeTier'),
      retryInfo('31.5s'),
    );
    const outcome = classifyFailure(error, context);
    expect(outcome).toMatchObject({ retryable: true, retryAfterMs: 31_500 });
    expect(outcome.error).toMatchObject({
      code: 'PROVIDER_RATE_LIMITED',
      message: 'Gemini API error: You exceeded your current quota.',
    });
    expect(classifyFailure(error, { ...context, retryAfter: '2' })).toMatchObject({ retryAfterMs: 31_500 });
    // a Retry-After stands in only when there is no RetryInfo
    expect(classifyFailure(quota429(help), { ...context, retryAfter: '2' })).toMatchObject({
      retryable: true,
      retryAfterMs: 2000,
    });
  });

  it('does not retry a daily quota, even with a RetryInfo of seconds', () => {
    const daily = quota429(
      help,
      quotaFailure('GenerateRequestsPerDayPerProjectPerModel-FreeTier'),
      retryInfo('41s'),
    );
    const outcome = classifyFailure(daily, { ...context, retryAfter: '1' });
    expect(outcome.retryable).toBe(false);
    expect(outcome.error).toMatchObject({
      code: 'PROVIDER_RATE_LIMITED',
      message:
        "Gemini's daily quota for this API key is used up: it resets at midnight Pacific time, or raise the quota in Google AI Studio",
    });
    const tokensPerDay = quota429({
      '@type': 'type.googleapis.com/google.rpc.QuotaFailure',
      violations: [{ quotaMetric: 'x/generate_content_tokens_per_day', quotaId: 'TokensPerDay' }],
    });
    expect(classifyFailure(tokensPerDay, context).retryable).toBe(false);
  });

  it('does not retry a 429 that gives no time to retry (a Help detail alone)', () => {
    const outcome = classifyFailure(quota429(help), context);
    expect(outcome.retryable).toBe(false);
    expect(outcome.error).toMatchObject({
      code: 'PROVIDER_RATE_LIMITED',
      message: "Gemini's quota is used up and it gave no time to retry: You exceeded your current quota.",
    });
  });

  it('names the model of a 404, never retried', () => {
    const notFound = apiError(404, {
      message:
        'models/gemini-2.0-flash is not found for API version v1beta, or is not supported for generateContent.',
      status: 'NOT_FOUND',
    });
    const outcome = classifyFailure(notFound, { ...context, model: 'gemini-2.0-flash' });
    expect(outcome.retryable).toBe(false);
    expect(outcome.error).toMatchObject({
      code: 'PROVIDER_ERROR',
      status: 404,
      message: 'Gemini model gemini-2.0-flash is not available (retired?): check LEADGEN_GEMINI_MODEL',
    });
  });

  it('treats 401, 403 and a 400 API_KEY_INVALID as auth failures, never retried', () => {
    const invalid = apiError(400, {
      message: 'API key not valid. Please pass a valid API key.',
      details: [{ '@type': 'type.googleapis.com/google.rpc.ErrorInfo', reason: 'API_KEY_INVALID' }],
    });
    for (const error of [invalid, apiError(403, { message: 'denied' }), apiError(401, { message: 'no' })]) {
      const outcome = classifyFailure(error, context);
      expect(outcome.retryable).toBe(false);
      expect((outcome.error as ProviderError).code).toBe('PROVIDER_AUTH');
    }
    expect(classifyFailure(apiError(400, { message: 'bad' }), context).error).toMatchObject({
      code: 'PROVIDER_ERROR',
    });
  });

  it('retries 5xx, 408, timeouts, network failures and cut bodies; not other errors', () => {
    const retryable = (error: unknown) => classifyFailure(error, context).retryable;
    expect(retryable(apiError(500, { message: 'x' }))).toBe(true);
    expect(retryable(apiError(408, { message: 'x' }))).toBe(true);
    expect(retryable(apiError(404, { message: 'x' }))).toBe(false);
    expect(retryable(new DOMException('aborted', 'AbortError'))).toBe(true);
    expect(retryable(new TypeError('fetch failed', { cause: { code: 'ECONNRESET' } }))).toBe(true);
    expect(retryable(new SyntaxError('Unexpected end of JSON input'))).toBe(true);
    expect(retryable(new Error('model is required'))).toBe(false);
  });

  it("passes the caller's abort through untouched", () => {
    const controller = new AbortController();
    controller.abort();
    const outcome = classifyFailure(new DOMException('aborted', 'AbortError'), {
      ...context,
      signal: controller.signal,
    });
    expect(outcome).toMatchObject({ retryable: false, error: controller.signal.reason });
  });

  it('never lets the key into a message', () => {
    const error = apiError(403, { message: "Consumer 'api_key:AIza-secret' has been suspended." });
    expect(classifyFailure(error, context).error.message).toBe(
      "Gemini API error: Consumer 'api_key:[redacted]' has been suspended.",
    );
  });
});
