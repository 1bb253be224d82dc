import { GoogleGenAI } from '@google/genai';
import { ConfigError } from '../domain/errors.js';
import { messages } from '../domain/messages.js';

/** Where the Gemini API lives; the sandbox's URL replaces it in tests and demo mode. */
export const GEMINI_BASE_URL = 'https://generativelanguage.googleapis.com';

/**
 * The `@google/genai` client for the Gemini API (not Vertex AI) at `baseUrl`, with the SDK's own
 * retries off: the writer retries by its own policy, and a check should answer at once.
 */
export function geminiClient(options: { apiKey: string; baseUrl?: string; timeoutMs: number }): GoogleGenAI {
  // Without a key the SDK would fall back to Google Cloud credentials: refuse instead.
  if (!options.apiKey) throw new ConfigError(messages.geminiApiKeyMissing);
  // The SDK joins baseUrl + '/' + apiVersion + '/models/…'; the sandbox advertises its Gemini
  // root as …/v1beta, so a trailing version is dropped rather than doubled.
  const baseUrl = (options.baseUrl ?? GEMINI_BASE_URL).replace(/\/+$/, '').replace(/\/v1beta$/, '');
  return new GoogleGenAI({
    apiKey: options.apiKey,
    // Explicit, so the SDK's own environment lookups (GOOGLE_GENAI_USE_VERTEXAI,
    // GOOGLE_GEMINI_BASE_URL) never decide where we send requests (CONVENTIONS.md 3).
    vertexai: false,
    apiVersion: 'v1beta',
    // retryOptions: attempts 1 means no retries ("If 0 or 1, it means no retries"): the SDK
    // retries 408/429/5xx itself only when asked.
    httpOptions: { baseUrl, timeout: options.timeoutMs, retryOptions: { attempts: 1 } },
  });
}
