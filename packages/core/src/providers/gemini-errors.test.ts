import { ApiError } from '@google/genai';
import { describe, expect, it } from 'vitest';
import type { ProviderError } from '../domain/errors.js';
import { classifyFailure, type FailureContext } from './gemini-errors.js';

const context: FailureContext = { retryAfter: null, timeoutMs: 1000, now: 0, apiKey: 'AIza-secret' };
// The SDK's ApiError: the status, and the JSON error body as the message.
const apiError = (status: number, error: object) =>
  new ApiError({ status, message: JSON.stringify({ error: { code: status, ...error } }) });

describe('classifyFailure', () => {
  it('reads Google RetryInfo when a 429 has no Retry-After header', () => {
    const error = apiError(429, {
      message: 'You exceeded your current quota.',
      status: 'RESOURCE_EXHAUSTED',
      details: [{ '@type': 'type.googleapis.com/google.rpc.RetryInfo', retryDelay: '31.5s' }],
    });
    const outcome = classifyFailure(error, context);
    expect(outcome).toMatchObject({ retryable: true, retryAfterMs: 31_500 });
    expect(outcome.error).toMatchObject({
      code: 'PROVIDER_RATE_LIMITED',
      message: 'Gemini API error: You exceeded your current quota.',
    });
    expect(classifyFailure(error, { ...context, retryAfter: '2' })).toMatchObject({ retryAfterMs: 2000 });
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
