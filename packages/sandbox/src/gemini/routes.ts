import { type Context, Hono } from 'hono';
import type { SandboxContext } from '../context.js';
import { randomFor } from '../random.js';
import type { SandboxEnv } from '../sandbox-env.js';
import { composeAnswer } from './compose.js';
import { googleError, invalidKey, missingKey, modelNotFound, modelNotFoundForGet } from './google-errors.js';
import { findModel, modelMetadata } from './models.js';
import { type QuotaFault, quotaExceededBody } from './quota-errors.js';
import { readGenerateRequest } from './request.js';
import { answer, blockedAnswer, emptyAnswer, garbledAnswer, longerThan, thoughtsFor } from './response.js';

/** A request the sandbox answered, kept for tests to check what the adapter sent. */
interface RecordedRequest {
  model: string;
  body: unknown;
}

const isQuotaFault = (value: unknown): value is QuotaFault => {
  const fault = value as Partial<QuotaFault> | null;
  return (
    typeof fault === 'object' &&
    fault !== null &&
    (fault.quota === 'per-minute' || fault.quota === 'per-day') &&
    (fault.retryDelay === undefined || /^\d+(\.\d+)?s$/.test(String(fault.retryDelay)))
  );
};

/**
 * The Gemini API (DESIGN.md §4), as an oracle of the real one:
 * - `POST /v1beta/models/{model}:generateContent` with the key in `x-goog-api-key` (or `?key=`),
 *   answered in the real shape with text built from the prompt. A model it does not serve
 *   (retired, see models.ts, or unknown) is Google's 404 NOT_FOUND.
 * - `GET /v1beta/models/{model}`: the model's metadata (the SDK's `models.get`), or Google's 404.
 * - Test prompts: BLOCKME (prompt blocked), EMPTYME (a candidate without text), LONGME (an
 *   answer longer than maxOutputTokens: cut, finishReason MAX_TOKENS), GARBLEME (JSON of
 *   another shape).
 * - `POST /__admin/gemini/next-429` `{ quota: 'per-minute' | 'per-day', retryDelay?, helpOnly?,
 *   times? }`: the next generateContent calls answer Google's 429 RESOURCE_EXHAUSTED (QuotaFailure
 *   and RetryInfo in the details, no Retry-After); `DELETE` forgets them.
 * - `GET /__admin/gemini/last-request[?model=]` returns the last body received (per model).
 * Faults, latency and rate caps come from the app's middleware, not from here.
 */
export function geminiRoutes(ctx: SandboxContext): Hono<SandboxEnv> {
  const app = new Hono<SandboxEnv>();
  const lastByModel = new Map<string, RecordedRequest>();
  let last: RecordedRequest | undefined;
  const quotaFaults: QuotaFault[] = [];

  /** The key check every Gemini call starts with: a Response when it fails. */
  const refuseKey = (c: Context<SandboxEnv>): Response | undefined => {
    const key = c.req.header('x-goog-api-key') ?? c.req.query('key');
    if (!key) return missingKey(c);
    if (key !== ctx.settings().geminiApiKey) return invalidKey(c);
    return undefined;
  };

  app.get('/v1beta/models/:model', (c) => {
    const refused = refuseKey(c);
    if (refused) return refused;
    const id = c.req.param('model');
    const model = findModel(id);
    return model ? c.json(modelMetadata(model)) : modelNotFoundForGet(c, id);
  });

  app.post('/v1beta/models/:modelAction', async (c) => {
    const refused = refuseKey(c);
    if (refused) return refused;

    const [id = '', method = ''] = c.req.param('modelAction').split(':');
    const model = findModel(id);
    if (method !== 'generateContent' || !model) return modelNotFound(c, id, method || 'this method');

    const quotaFault = quotaFaults.shift();
    if (quotaFault) {
      ctx.counters.gemini.status429++;
      return c.json(quotaExceededBody(model.id, quotaFault), 429);
    }

    let body: unknown;
    try {
      body = await c.req.json();
    } catch {
      return googleError(c, 400, 'Invalid JSON payload received. Unexpected token.');
    }
    last = { model: id, body };
    lastByModel.set(id, last);
    const request = readGenerateRequest(body);
    if ('error' in request) return googleError(c, 400, request.error);
    const thoughts = thoughtsFor(model, request);
    if (typeof thoughts !== 'number') return googleError(c, 400, thoughts.error);

    const envelope = { model: model.aliasOf ?? model.id, seed: ctx.settings().seed, prompt: request.prompt };
    const { prompt } = request;
    // Without maxOutputTokens a model may write up to its own output limit.
    const maxOutputTokens = Math.min(
      request.maxOutputTokens ?? model.outputTokenLimit,
      model.outputTokenLimit,
    );
    if (prompt.includes('BLOCKME')) return c.json(blockedAnswer(envelope));
    if (prompt.includes('GARBLEME')) return c.json(garbledAnswer(envelope));
    ctx.counters.gemini.items++;
    if (prompt.includes('EMPTYME')) return c.json(emptyAnswer(envelope));
    let text = composeAnswer(randomFor(envelope.seed, prompt), prompt);
    if (prompt.includes('LONGME')) text = longerThan(text, maxOutputTokens - thoughts);
    return c.json(answer(envelope, text, maxOutputTokens, thoughts));
  });

  app.post('/__admin/gemini/next-429', async (c) => {
    const fault: unknown = await c.req.json().catch(() => null);
    if (!isQuotaFault(fault)) {
      return c.json({ error: "Expected { quota: 'per-minute' | 'per-day', retryDelay?: '20s' }" }, 400);
    }
    const times = Math.max(1, Number((fault as { times?: unknown }).times ?? 1) || 1);
    const { quota, retryDelay, helpOnly } = fault;
    for (let i = 0; i < times; i++) quotaFaults.push({ quota, retryDelay, helpOnly: helpOnly === true });
    return c.json({ pending: quotaFaults.length });
  });

  app.delete('/__admin/gemini/next-429', (c) => {
    quotaFaults.length = 0;
    return c.json({ pending: 0 });
  });

  app.get('/__admin/gemini/last-request', (c) => {
    const model = c.req.query('model');
    const recorded = model ? lastByModel.get(model) : last;
    return recorded ? c.json(recorded) : c.json({ error: 'No Gemini request received yet' }, 404);
  });

  return app;
}
