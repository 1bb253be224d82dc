import { Hono } from 'hono';
import type { SandboxEnv } from '../app.js';
import type { SandboxContext } from '../context.js';
import { randomFor } from '../random.js';
import { composeAnswer } from './compose.js';
import { googleError, invalidKey, missingKey, modelNotFound } from './google-errors.js';
import { readGenerateRequest } from './request.js';
import { answer, blockedAnswer, emptyAnswer, garbledAnswer, thoughtsFor } from './response.js';

/** Model ids the sandbox serves: any Gemini or Gemma id, as the real API lists them. */
const MODEL_ID = /^(gemini|gemma|learnlm)-[a-z0-9.-]+$/i;

/** A request the sandbox answered, kept for tests to check what the adapter sent. */
interface RecordedRequest {
  model: string;
  body: unknown;
}

/**
 * The Gemini API (DESIGN.md §4): `POST /v1beta/models/{model}:generateContent` with the key in
 * `x-goog-api-key` (or `?key=`), answered in the real shape with text built from the prompt.
 * Test prompts: BLOCKME (prompt blocked), EMPTYME (a candidate without text), GARBLEME (JSON of
 * another shape). Faults, latency and rate caps come from the app's middleware, not from here.
 * `GET /__admin/gemini/last-request[?model=]` returns the last body received (per model).
 */
export function geminiRoutes(ctx: SandboxContext): Hono<SandboxEnv> {
  const app = new Hono<SandboxEnv>();
  const lastByModel = new Map<string, RecordedRequest>();
  let last: RecordedRequest | undefined;

  app.post('/v1beta/models/:modelAction', async (c) => {
    const key = c.req.header('x-goog-api-key') ?? c.req.query('key');
    if (!key) return missingKey(c);
    if (key !== ctx.settings().geminiApiKey) return invalidKey(c);

    const [model = '', method = ''] = c.req.param('modelAction').split(':');
    if (method !== 'generateContent' || !MODEL_ID.test(model))
      return modelNotFound(c, model, method || 'this method');

    let body: unknown;
    try {
      body = await c.req.json();
    } catch {
      return googleError(c, 400, 'Invalid JSON payload received. Unexpected token.');
    }
    last = { model, body };
    lastByModel.set(model, last);
    const request = readGenerateRequest(body);
    if ('error' in request) return googleError(c, 400, request.error);
    const thoughts = thoughtsFor(model.toLowerCase(), request);
    if (typeof thoughts !== 'number') return googleError(c, 400, thoughts.error);

    const envelope = { model, seed: ctx.settings().seed, prompt: request.prompt };
    const { prompt } = request;
    if (prompt.includes('BLOCKME')) return c.json(blockedAnswer(envelope));
    if (prompt.includes('GARBLEME')) return c.json(garbledAnswer(envelope));
    ctx.counters.gemini.items++;
    if (prompt.includes('EMPTYME')) return c.json(emptyAnswer(envelope));
    const text = composeAnswer(randomFor(envelope.seed, prompt), prompt);
    return c.json(answer(envelope, text, request.maxOutputTokens, thoughts));
  });

  app.get('/__admin/gemini/last-request', (c) => {
    const model = c.req.query('model');
    const recorded = model ? lastByModel.get(model) : last;
    return recorded ? c.json(recorded) : c.json({ error: 'No Gemini request received yet' }, 404);
  });

  return app;
}
