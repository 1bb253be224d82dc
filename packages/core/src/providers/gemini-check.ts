import { ProviderError } from '../domain/errors.js';
import { messages } from '../domain/messages.js';
import { geminiClient } from './gemini-client.js';
import { classifyFailure } from './gemini-errors.js';

/** What `checkGemini` found, in one line for `leadgen doctor`. */
export interface GeminiCheck {
  ok: boolean;
  detail: string;
}

/**
 * Checks the Gemini key and model without generating anything (no tokens, no cost): one
 * `models.get` of the configured model through the SDK (GET /v1beta/models/{model}). Says in one
 * line what works: 'gemini-3.5-flash-lite: available', 'Gemini rejected the API key (check
 * GEMINI_API_KEY)', 'Gemini model gemini-2.0-flash is not available (retired?): check
 * LEADGEN_GEMINI_MODEL', or the service's own error. Never throws for a failed check.
 *
 * A model listed here can still refuse generation: Google has answered generateContent for
 * deprecated 2.5 models with 404 'no longer available to new users' while models.get still
 * found them. So 'available' means the key works and the model exists, not that it will write.
 *
 * @example
 * const { ok, detail } = await checkGemini({ apiKey: config.gemini.apiKey, model: config.gemini.model });
 */
export async function checkGemini(options: {
  apiKey: string;
  model: string;
  baseUrl?: string;
  timeoutMs?: number;
}): Promise<GeminiCheck> {
  const { apiKey, model, timeoutMs = 10_000 } = options;
  if (!apiKey) return { ok: false, detail: messages.geminiApiKeyMissing };
  try {
    const ai = geminiClient({ apiKey, baseUrl: options.baseUrl, timeoutMs });
    const found = await ai.models.get({ model });
    const methods = found.supportedActions;
    if (methods && !methods.includes('generateContent')) {
      return { ok: false, detail: messages.geminiModelUnavailable(model) };
    }
    return { ok: true, detail: messages.geminiModelAvailable(model) };
  } catch (error) {
    const { error: failure } = classifyFailure(error, {
      model,
      retryAfter: null,
      timeoutMs,
      now: Date.now(),
      apiKey,
    });
    const auth = failure instanceof ProviderError && failure.code === 'PROVIDER_AUTH';
    return { ok: false, detail: auth ? messages.geminiKeyRejected : failure.message };
  }
}
