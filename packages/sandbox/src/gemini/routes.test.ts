import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Sandbox, startSandbox } from '../start-sandbox.js';
import { KNOWN_MODELS, RETIRED_MODELS } from './models.js';
import { geminiRateLimitBody } from './quota-errors.js';

let sandbox: Sandbox;
beforeAll(async () => {
  sandbox = await startSandbox();
});
afterAll(() => sandbox.stop());

const KEY = { 'x-goog-api-key': 'sandbox-gemini-key', 'Content-Type': 'application/json' };
const generate = (model: string, text = 'Campaign context: Coffee in Porto', generationConfig = {}) =>
  fetch(`${sandbox.url}/v1beta/models/${model}:generateContent`, {
    method: 'POST',
    headers: KEY,
    body: JSON.stringify({ contents: [{ role: 'user', parts: [{ text }] }], generationConfig }),
  });
const admin429 = (fault: object) =>
  fetch(`${sandbox.url}/__admin/gemini/next-429`, {
    method: 'POST',
    headers: KEY,
    body: JSON.stringify(fault),
  });

describe('the sandbox Gemini models', () => {
  it('answers 404 NOT_FOUND in Google’s words for retired and unknown models', async () => {
    for (const model of [
      'gemini-2.0-flash',
      'gemini-1.5-flash',
      'gemini-pro',
      'gemini-3-pro-preview',
      'gpt-5',
    ]) {
      const response = await generate(model);
      expect(response.status).toBe(404);
      expect(await response.json()).toEqual({
        error: {
          code: 404,
          message:
            `models/${model} is not found for API version v1beta, or is not supported for generateContent. ` +
            'Call ListModels to see the list of available models and their supported methods.',
          status: 'NOT_FOUND',
        },
      });
    }
    for (const { pattern } of RETIRED_MODELS) {
      expect(KNOWN_MODELS.filter((model) => pattern.test(model.id))).toEqual([]);
    }
  });

  it('serves models.get: the metadata of a model, or its own 404', async () => {
    const found = await fetch(`${sandbox.url}/v1beta/models/gemini-3.5-flash-lite`, { headers: KEY });
    expect(await found.json()).toMatchObject({
      name: 'models/gemini-3.5-flash-lite',
      version: '3.5-flash-lite-07-2026',
      outputTokenLimit: 65_536,
      supportedGenerationMethods: expect.arrayContaining(['generateContent']),
      thinking: true,
    });
    const missing = await fetch(`${sandbox.url}/v1beta/models/gemini-2.0-flash`, { headers: KEY });
    expect(missing.status).toBe(404);
    expect(await missing.json()).toEqual({
      error: {
        code: 404,
        message: 'Model is not found: models/gemini-2.0-flash for api version v1beta',
        status: 'NOT_FOUND',
      },
    });
    const noKey = await fetch(`${sandbox.url}/v1beta/models/gemini-3.5-flash-lite`);
    expect(noKey.status).toBe(403);
  });

  it('names the model that answered an alias', async () => {
    const body = (await (await generate('gemini-flash-lite-latest')).json()) as { modelVersion: string };
    expect(body.modelVersion).toBe('gemini-3.5-flash-lite');
  });

  it('refuses thinking settings the model does not take', async () => {
    const minimal = await generate('gemini-3.8-flash', 'hi', {
      thinkingConfig: { thinkingLevel: 'MINIMAL' },
    });
    expect(minimal.status).toBe(400);
    const budget = await generate('gemini-3.5-flash-lite', 'hi', { thinkingConfig: { thinkingBudget: 0 } });
    expect(await budget.json()).toMatchObject({
      error: { code: 400, message: 'Request contains an invalid argument.', status: 'INVALID_ARGUMENT' },
    });
  });

  it('cuts a LONGME answer at maxOutputTokens, with finishReason MAX_TOKENS', async () => {
    const response = await generate('gemini-3.5-flash-lite', 'LONGME Campaign context: Porto', {
      maxOutputTokens: 64,
    });
    const body = (await response.json()) as { candidates: { finishReason: string; content: unknown }[] };
    expect(body.candidates[0]).toMatchObject({
      finishReason: 'MAX_TOKENS',
      content: { parts: [{ text: expect.any(String) }] },
    });
  });
});

describe('the sandbox Gemini 429s', () => {
  it('answers a scripted per-minute 429 with RetryInfo and QuotaFailure, and no Retry-After', async () => {
    sandbox.resetCounters();
    expect((await admin429({ quota: 'per-minute', retryDelay: '12s' })).status).toBe(200);
    const limited = await generate('gemini-3.5-flash-lite');
    expect(limited.status).toBe(429);
    expect(limited.headers.get('retry-after')).toBeNull();
    const { error } = (await limited.json()) as {
      error: { status: string; details: object[]; message: string };
    };
    expect(error.status).toBe('RESOURCE_EXHAUSTED');
    expect(error.message).toMatch(/^You exceeded your current quota/);
    expect(error.details).toEqual([
      { '@type': 'type.googleapis.com/google.rpc.Help', links: [expect.any(Object)] },
      {
        '@type': 'type.googleapis.com/google.rpc.QuotaFailure',
        violations: [
          {
            quotaMetric: 'generativelanguage.googleapis.com/generate_content_free_tier_requests',
            quotaId: 'GenerateRequestsPerMinutePerProjectPerModel-FreeTier',
            quotaDimensions: { location: 'global', model: 'gemini-3.5-flash-lite' },
            quotaValue: '5',
          },
        ],
      },
      { '@type': 'type.googleapis.com/google.rpc.RetryInfo', retryDelay: '12s' },
    ]);
    expect((await generate('gemini-3.5-flash-lite')).status).toBe(200);
    expect(sandbox.counters.gemini).toMatchObject({ requests: 2, status429: 1 });
  });

  it('lets a test pick a daily quota, or a Help detail alone', async () => {
    await admin429({ quota: 'per-day' });
    await admin429({ quota: 'per-day', helpOnly: true });
    const daily = (await (await generate('gemini-3.5-flash-lite')).json()) as {
      error: { details: object[] };
    };
    expect(daily.error.details).toContainEqual(
      expect.objectContaining({
        violations: [
          expect.objectContaining({ quotaId: 'GenerateRequestsPerDayPerProjectPerModel-FreeTier' }),
        ],
      }),
    );
    const helpOnly = (await (await generate('gemini-3.5-flash-lite')).json()) as {
      error: { details: object[] };
    };
    expect(helpOnly.error.details).toEqual([
      expect.objectContaining({ '@type': 'type.googleapis.com/google.rpc.Help' }),
    ]);
    expect((await admin429({ quota: 'hourly' })).status).toBe(400);
  });

  it('has the body ready for the fault middleware’s 429s, for the model in the path', () => {
    const body = geminiRateLimitBody('/v1beta/models/gemini-3.8-flash:generateContent', 2);
    expect(body.error.details).toContainEqual({
      '@type': 'type.googleapis.com/google.rpc.RetryInfo',
      retryDelay: '2s',
    });
    expect(body.error.message).toContain('model: gemini-3.8-flash');
  });
});
