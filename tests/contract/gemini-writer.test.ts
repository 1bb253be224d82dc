// Contract: the Gemini writer (core, through @google/genai) against the sandbox's Gemini API on
// 127.0.0.1: what it sends (spec §7 "Generative AI service"), what it reads back, the spec §8 AI
// messages, retries under the sandbox's faults and Google's 429s (DESIGN.md §4), and the
// `leadgen doctor` check. The SDK is the client driving the sandbox, on the default model.

import { loadConfig } from '@leadgen/core';
import { ProviderError } from '@leadgen/core/domain';
import { checkGemini, createGeminiWriter } from '@leadgen/core/providers';
import { type Sandbox, type ScriptedFault, startSandbox } from '@leadgen/sandbox';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';

const KEY = 'sandbox-gemini-key';
/** The model Leadgen uses when LEADGEN_GEMINI_MODEL is not set (DEFAULTS.geminiModel). */
const MODEL = loadConfig({}).gemini.model;
const CONTEXT = 'Campaign targeting followers of @bakery.lisbon';
const TEMPLATE = 'Hi {First Name}! We are launching a sourdough masterclass in Lisbon. Want an invite?';
const PROFILE = {
  username: 'ana.pereira',
  full_name: 'Ana Pereira',
  biography: 'Pastry chef in Lisbon | sourdough & coffee\nDM for collabs',
  followers_count: 12_345,
  posts_count: 321,
  is_business_account: true,
  is_verified: false,
};
const SAFETY = ['HARASSMENT', 'HATE_SPEECH', 'SEXUALLY_EXPLICIT', 'DANGEROUS_CONTENT'].map((name) => ({
  category: `HARM_CATEGORY_${name}`,
  threshold: 'BLOCK_MEDIUM_AND_ABOVE',
}));

let sandbox: Sandbox;

beforeAll(async () => {
  sandbox = await startSandbox({ host: '127.0.0.1' });
});
afterAll(async () => {
  await sandbox?.stop();
});
beforeEach(async () => {
  sandbox.resetCounters();
  sandbox.update({ faults: { latencyMs: 0 } });
  await fetch(`${sandbox.url}/__admin/gemini/next-429`, { method: 'DELETE' });
});

/** A writer on the sandbox whose retries record their waits instead of sleeping. */
function writerFor(options: { apiKey?: string; model?: string; attempts?: number; timeoutMs?: number } = {}) {
  const waits: number[] = [];
  const writer = createGeminiWriter({
    apiKey: options.apiKey ?? KEY,
    model: options.model,
    baseUrl: sandbox.url,
    timeoutMs: options.timeoutMs,
    retry: {
      attempts: options.attempts ?? 4,
      sleep: async (ms) => {
        waits.push(ms);
      },
      random: () => 0.5,
    },
  });
  return { writer, waits };
}

interface LastRequest {
  model: string;
  body: {
    contents: { role: string; parts: { text: string }[] }[];
    generationConfig: Record<string, unknown>;
    safetySettings: unknown[];
  };
}

async function lastRequest(model = MODEL): Promise<LastRequest> {
  const response = await fetch(`${sandbox.url}/__admin/gemini/last-request?model=${model}`);
  return (await response.json()) as LastRequest;
}

const promptOf = (request: LastRequest) =>
  request.body.contents.flatMap((c) => c.parts.map((p) => p.text)).join('');
const wordCount = (text: string) => text.split(/\s+/).filter(Boolean).length;
const script = (...next: ScriptedFault[]) => sandbox.update({ faults: { next } });

/** Makes the sandbox answer the next generateContent calls with Google's 429 for that quota. */
async function next429(fault: {
  quota: 'per-minute' | 'per-day';
  retryDelay?: string;
  helpOnly?: boolean;
  times?: number;
}) {
  const response = await fetch(`${sandbox.url}/__admin/gemini/next-429`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(fault),
  });
  expect(response.ok).toBe(true);
}

/** The error a call rejects with (fails the test if it resolves). */
async function failure(call: Promise<unknown>): Promise<ProviderError> {
  const error = await call.then(
    () => undefined,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(ProviderError);
  return error as ProviderError;
}

describe('Gemini writer: template generation', () => {
  it('sends spec §7 settings with minimal thinking and returns a template with {First Name}', async () => {
    const { writer } = writerFor();
    const template = await writer.generateTemplate({ context: CONTEXT });

    expect(template).toContain('{First Name}');
    expect(template).toContain(CONTEXT);
    expect(wordCount(template)).toBeLessThan(150);
    expect(template).not.toMatch(/^["']/);

    // The default model: thinking at its lowest level, with headroom on top of spec §7's 1024
    // tokens, and no temperature, which it would ignore (gemini-settings.ts).
    const request = await lastRequest();
    expect(request.model).toBe(MODEL);
    expect(request.body.generationConfig).toEqual({
      maxOutputTokens: 1024 + 1024,
      thinkingConfig: { thinkingLevel: 'MINIMAL' },
    });
    expect(request.body.safetySettings).toEqual(SAFETY);
    const prompt = promptOf(request);
    expect(prompt).toContain(`Campaign context: ${CONTEXT}`);
    expect(prompt).toMatch(/\{First Name\}.*\{Full Name\}.*\{Username\}/s);
    expect(prompt).toContain('under 150 words');
    expect(sandbox.counters.gemini).toMatchObject({ requests: 1, items: 1 });
  });

  it('gives 3.8 Flash, which has no minimal level, the low one', async () => {
    const { writer } = writerFor({ model: 'gemini-3.8-flash' });
    await expect(writer.generateTemplate({ context: CONTEXT })).resolves.toContain('{First Name}');
    expect((await lastRequest('gemini-3.8-flash')).body.generationConfig).toEqual({
      maxOutputTokens: 1024 + 1024,
      thinkingConfig: { thinkingLevel: 'LOW' },
    });
  });

  it('keeps the spec §7 temperature for a model that honours one', async () => {
    const { writer } = writerFor({ model: 'gemini-3.5-flash' });
    await writer.generateTemplate({ context: CONTEXT });
    expect((await lastRequest('gemini-3.5-flash')).body.generationConfig).toMatchObject({ temperature: 0.7 });
  });

  it('sends no thinking settings to a model outside the Gemini 2.5 and 3 families', async () => {
    const { writer } = writerFor({ model: 'gemma-4-31b-it' });
    await writer.generateTemplate({ context: CONTEXT });
    expect((await lastRequest('gemma-4-31b-it')).body.generationConfig).toEqual({
      temperature: 0.7,
      maxOutputTokens: 1024,
    });
  });
});

describe('Gemini writer: personalisation', () => {
  it('sends the profile and template at 0.8 / 512 and returns a message naming the person', async () => {
    const { writer } = writerFor();
    const message = await writer.personalize({ template: TEMPLATE, context: CONTEXT, profile: PROFILE });

    expect(message).toMatch(/\bAna\b/);
    expect(message).toContain('Pastry chef in Lisbon');
    expect(message).not.toMatch(/\{(First Name|Full Name|Username)\}/);
    expect(wordCount(message)).toBeLessThan(150);

    const request = await lastRequest();
    expect(request.body.generationConfig).toEqual({
      maxOutputTokens: 512 + 1024,
      thinkingConfig: { thinkingLevel: 'MINIMAL' },
    });
    expect(request.body.safetySettings).toEqual(SAFETY);
    const prompt = promptOf(request);
    for (const line of [
      `Campaign context: ${CONTEXT}`,
      'Username: @ana.pereira',
      'Name: Ana Pereira',
      // a bio's line breaks are folded so it cannot pose as a line of the prompt
      'Bio: Pastry chef in Lisbon | sourdough & coffee DM for collabs',
      'Followers: 12345',
      'Posts: 321',
      'Business account: yes',
      'Verified: no',
      TEMPLATE,
      'under 150 words',
    ]) {
      expect(prompt).toContain(line);
    }
  });

  it('falls back to the username when the profile has no name', async () => {
    const { writer } = writerFor();
    const profile = { ...PROFILE, full_name: null, biography: null, followers_count: null };
    const message = await writer.personalize({ template: TEMPLATE, context: CONTEXT, profile });
    expect(message).toContain('ana.pereira');
    const prompt = promptOf(await lastRequest());
    expect(prompt).toContain('Name: (not given)');
    expect(prompt).toContain('Followers: unknown');
  });
});

describe('Gemini writer: spec §8 errors', () => {
  it("turns a refused key into 'Gemini API error: …' (PROVIDER_AUTH), no retry, no key", async () => {
    const { writer, waits } = writerFor({ apiKey: 'AIza-wrong-key' });
    const error = await failure(writer.generateTemplate({ context: CONTEXT }));
    expect(error.message).toBe('Gemini API error: API key not valid. Please pass a valid API key.');
    expect(error.code).toBe('PROVIDER_AUTH');
    expect(error.status).toBe(400);
    expect(error.message).not.toContain('AIza-wrong-key');
    expect(waits).toEqual([]);
    expect(sandbox.counters.gemini.requests).toBe(1);
  });

  it('names a retired model, and does not retry', async () => {
    const { writer, waits } = writerFor({ model: 'gemini-2.0-flash' });
    const error = await failure(writer.generateTemplate({ context: CONTEXT }));
    expect(error.message).toBe(
      'Gemini model gemini-2.0-flash is not available (retired?): check LEADGEN_GEMINI_MODEL',
    );
    expect(error.code).toBe('PROVIDER_ERROR');
    expect(error.status).toBe(404);
    expect(waits).toEqual([]);
    expect(sandbox.counters.gemini.requests).toBe(1);
  });

  it('says the same of a model that never was', async () => {
    const { writer, waits } = writerFor({ model: 'gemini-nonexistent-model!' });
    const error = await failure(writer.generateTemplate({ context: CONTEXT }));
    expect(error.message).toMatch(/^Gemini model gemini-nonexistent-model! is not available/);
    expect(waits).toEqual([]);
  });

  it("says 'No message generated by Gemini' for a candidate without text", async () => {
    const { writer } = writerFor();
    const error = await failure(writer.generateTemplate({ context: 'EMPTYME' }));
    expect(error.message).toBe('No message generated by Gemini');
    expect(sandbox.counters.gemini.requests).toBe(1);
  });

  it("says 'Invalid response format from Gemini' for JSON of another shape", async () => {
    const { writer } = writerFor();
    const error = await failure(
      writer.personalize({ template: 'GARBLEME', context: CONTEXT, profile: PROFILE }),
    );
    expect(error.message).toBe('Invalid response format from Gemini');
    expect(sandbox.counters.gemini.requests).toBe(1);
  });

  it('says the prompt was blocked, and why', async () => {
    const { writer, waits } = writerFor();
    const error = await failure(writer.generateTemplate({ context: 'BLOCKME' }));
    expect(error.message).toBe('Gemini blocked the prompt (SAFETY)');
    expect(error.code).toBe('PROVIDER_ERROR');
    expect(waits).toEqual([]);
  });

  it('never returns a message cut at the output limit (finishReason MAX_TOKENS)', async () => {
    const { writer, waits } = writerFor();
    const error = await failure(
      writer.personalize({ template: `${TEMPLATE} LONGME`, context: CONTEXT, profile: PROFILE }),
    );
    expect(error.message).toBe('Gemini stopped at its output limit before finishing the message');
    expect(error.code).toBe('PROVIDER_ERROR');
    expect(waits).toEqual([]);
    expect(sandbox.counters.gemini.requests).toBe(1);
  });
});

describe('Gemini writer: retries (ours, not the SDK’s)', () => {
  it("waits the retryDelay of Google's RetryInfo on a per-minute 429, then succeeds", async () => {
    await next429({ quota: 'per-minute', retryDelay: '12s' });
    const { writer, waits } = writerFor();
    await expect(writer.generateTemplate({ context: CONTEXT })).resolves.toContain('{First Name}');
    expect(waits).toEqual([12_000]);
    expect(sandbox.counters.gemini).toMatchObject({ requests: 2, status429: 1 });
  });

  it('stops at once when the daily quota is used up: no retry storm', async () => {
    // A real daily-quota 429 still carries a RetryInfo of seconds (41s here), which does not help.
    await next429({ quota: 'per-day', times: 5 });
    const { writer, waits } = writerFor({ attempts: 5 });
    const error = await failure(writer.generateTemplate({ context: CONTEXT }));
    expect(error.code).toBe('PROVIDER_RATE_LIMITED');
    expect(error.message).toBe(
      "Gemini's daily quota for this API key is used up: it resets at midnight Pacific time, or raise the quota in Google AI Studio",
    );
    expect(waits).toEqual([]);
    expect(sandbox.counters.gemini).toMatchObject({ requests: 1, status429: 1 });
  });

  it('stops at once on a 429 that gives no time to retry (a Help detail alone)', async () => {
    await next429({ quota: 'per-day', helpOnly: true });
    const { writer, waits } = writerFor();
    const error = await failure(writer.generateTemplate({ context: CONTEXT }));
    expect(error.code).toBe('PROVIDER_RATE_LIMITED');
    expect(error.message).toMatch(/^Gemini's quota is used up and it gave no time to retry: You exceeded/);
    expect(waits).toEqual([]);
  });

  it('falls back to a Retry-After header when a 429 has no RetryInfo', async () => {
    script({ service: 'gemini', status: 429, retryAfter: '1' });
    const { writer, waits } = writerFor();
    await expect(writer.generateTemplate({ context: CONTEXT })).resolves.toContain('{First Name}');
    expect(waits).toEqual([1000]);
  });

  it('backs off after a 503, then succeeds', async () => {
    script({ service: 'gemini', status: 503 });
    const { writer, waits } = writerFor();
    await expect(
      writer.personalize({ template: TEMPLATE, context: CONTEXT, profile: PROFILE }),
    ).resolves.toMatch(/Ana/);
    expect(waits).toEqual([250]); // full jitter: 0.5 × the 500 ms base
    expect(sandbox.counters.gemini).toMatchObject({ requests: 2, status5xx: 1 });
  });

  it('gives up after the last try with PROVIDER_RATE_LIMITED; the SDK never retries itself', async () => {
    await next429({ quota: 'per-minute', retryDelay: '0.5s', times: 3 });
    const { writer, waits } = writerFor({ attempts: 3 });
    const error = await failure(writer.generateTemplate({ context: CONTEXT }));
    expect(error.code).toBe('PROVIDER_RATE_LIMITED');
    expect(error.message).toMatch(/^Gemini API error: You exceeded your current quota/);
    expect(waits).toEqual([500, 500]);
    expect(sandbox.counters.gemini.requests).toBe(3);
  });

  it('retries a reset connection', async () => {
    script({ service: 'gemini', reset: true });
    const { writer, waits } = writerFor();
    await expect(writer.generateTemplate({ context: CONTEXT })).resolves.toContain('{First Name}');
    expect(waits).toHaveLength(1);
    expect(sandbox.counters.gemini).toMatchObject({ requests: 2, resets: 1 });
  });

  it('retries a truncated body, and names it clearly when every try is cut short', async () => {
    script({ service: 'gemini', truncate: true });
    const once = writerFor();
    await expect(once.writer.generateTemplate({ context: CONTEXT })).resolves.toContain('{First Name}');
    expect(once.waits).toHaveLength(1);

    script({ service: 'gemini', truncate: true }, { service: 'gemini', truncate: true });
    const { writer } = writerFor({ attempts: 2 });
    const error = await failure(writer.generateTemplate({ context: CONTEXT }));
    expect(error.message).toBe('Invalid response format from Gemini');
    expect(sandbox.counters.gemini.truncated).toBe(3);
  });

  it('times out a slow answer', async () => {
    sandbox.update({ faults: { latencyMs: 1000 } });
    const { writer } = writerFor({ attempts: 1, timeoutMs: 50 });
    const error = await failure(writer.generateTemplate({ context: CONTEXT }));
    expect(error.message).toBe('Gemini API error: no answer within 50 ms');
  });

  it("stops at once when the caller's signal aborts", async () => {
    const { writer, waits } = writerFor();
    const controller = new AbortController();
    controller.abort();
    const call = writer.generateTemplate({ context: CONTEXT, signal: controller.signal });
    await expect(call).rejects.toMatchObject({ name: 'AbortError' });
    expect(waits).toEqual([]);
  });
});

describe('checkGemini (leadgen doctor): models.get, no generation', () => {
  const check = (options: { apiKey?: string; model?: string }) =>
    checkGemini({ apiKey: options.apiKey ?? KEY, model: options.model ?? MODEL, baseUrl: sandbox.url });

  it('says the default model is available, without generating anything', async () => {
    await expect(check({})).resolves.toEqual({ ok: true, detail: `${MODEL}: available` });
    expect(sandbox.counters.gemini).toMatchObject({ requests: 1, items: 0 });
  });

  it('says when the key is rejected', async () => {
    await expect(check({ apiKey: 'AIza-wrong-key' })).resolves.toEqual({
      ok: false,
      detail: 'Gemini rejected the API key (check GEMINI_API_KEY)',
    });
  });

  it('says when the model is retired', async () => {
    await expect(check({ model: 'gemini-2.0-flash' })).resolves.toEqual({
      ok: false,
      detail: 'Gemini model gemini-2.0-flash is not available (retired?): check LEADGEN_GEMINI_MODEL',
    });
  });
});
