import {
  type GenerateContentConfig,
  HarmBlockThreshold,
  HarmCategory,
  type SafetySetting,
  type ThinkingConfig,
  ThinkingLevel,
} from '@google/genai';

/** spec §7: four harm categories blocked at medium and above, for both kinds of call. */
export const GEMINI_SAFETY_SETTINGS: readonly SafetySetting[] = [
  HarmCategory.HARM_CATEGORY_HARASSMENT,
  HarmCategory.HARM_CATEGORY_HATE_SPEECH,
  HarmCategory.HARM_CATEGORY_SEXUALLY_EXPLICIT,
  HarmCategory.HARM_CATEGORY_DANGEROUS_CONTENT,
].map((category) => ({ category, threshold: HarmBlockThreshold.BLOCK_MEDIUM_AND_ABOVE }));

/** The sampling settings of one kind of call. */
export interface GenerationSettings {
  temperature: number;
  /** The tokens the answer itself may use (thinking tokens come on top, see `generationConfig`). */
  maxOutputTokens: number;
}

/** spec §7: template generation runs at temperature 0.7 with at most 1024 output tokens. */
export const TEMPLATE_SETTINGS: GenerationSettings = { temperature: 0.7, maxOutputTokens: 1024 };

/** spec §7: per-profile personalisation runs at temperature 0.8 with at most 512 output tokens. */
export const PERSONALIZE_SETTINGS: GenerationSettings = { temperature: 0.8, maxOutputTokens: 512 };

/** The smallest thinking budget Gemini 2.5 Pro accepts (its range is 128 to 32768). */
const PRO_MIN_THINKING_BUDGET = 128;
/** Headroom for Gemini 3's thinking levels, which take no token budget. */
const LEVEL_THINKING_HEADROOM = 1024;

/** A Gemini model id read as version and tier: 'gemini-3.5-flash-lite' is 3.5, 'flash-lite'. */
interface GeminiModel {
  /** major × 100 + minor, so 3.5 is 305 and 3.10 would be 310. */
  version: number;
  tier: 'pro' | 'flash' | 'flash-lite';
}

function parseModel(model: string): GeminiModel | undefined {
  const name = model.replace(/^models\//, '').toLowerCase();
  const match = /^gemini-(\d+)(?:\.(\d+))?-(pro|flash-lite|flash)(?![a-z])/.exec(name);
  if (!match) return undefined;
  const tier = match[3] as GeminiModel['tier'];
  return { version: Number(match[1]) * 100 + Number(match[2] ?? 0), tier };
}

/**
 * How to keep a model from thinking, and how many output tokens that thinking may still take.
 *
 * A short DM needs no reasoning, and on thinking models the thoughts count against
 * maxOutputTokens: with the default dynamic thinking, 2.5 Flash can spend all 512 tokens
 * thinking and answer with no text at all. So:
 * - 2.5 Flash and Flash-Lite: thinkingBudget 0 turns thinking off.
 * - 2.5 Pro cannot turn it off (a budget of 0 is a 400 "This model only works in thinking
 *   mode"), so it gets the smallest budget it accepts, and maxOutputTokens grows by that much
 *   so the message keeps the spec's allowance.
 * - Gemini 3 takes a thinking level instead of a budget (sending both is a 400; a budget of 0
 *   on 3.5 Flash-Lite was a 400 "Request contains an invalid argument." in a recorded live
 *   probe of 2026-08-27), with headroom since a level sets no hard cap. Each gets the lowest
 *   level it accepts: MINIMAL on Flash-Lite and on Flash up to 3.6, LOW on Flash from 3.7 and
 *   on Pro, which have no MINIMAL. Source: the "Thinking" page of docs.cloud.google.com
 *   (gemini-enterprise-agent-platform/models/thinking: 3.7 and 3.8 Flash take LOW, MEDIUM,
 *   HIGH; 3.6 Flash and 3.5 Flash-Lite MINIMAL to HIGH) and ai.google.dev's "What's new in
 *   Gemini 3.6 Flash and 3.5 Flash-Lite" (3.5 Flash-Lite's default level is minimal), both
 *   read 2026-11-26.
 * - Older models (2.0, 1.5: retired) and others (Gemma) may reject a thinkingConfig: none is sent.
 */
export function thinkingFor(model: string): { thinkingConfig?: ThinkingConfig; extraTokens: number } {
  const parsed = parseModel(model);
  if (!parsed || parsed.version < 205) return { extraTokens: 0 };
  if (parsed.version < 300) {
    if (parsed.tier === 'pro') {
      return {
        thinkingConfig: { thinkingBudget: PRO_MIN_THINKING_BUDGET },
        extraTokens: PRO_MIN_THINKING_BUDGET,
      };
    }
    return { thinkingConfig: { thinkingBudget: 0 }, extraTokens: 0 };
  }
  const hasMinimal = parsed.tier === 'flash-lite' || (parsed.tier === 'flash' && parsed.version < 307);
  const thinkingLevel = hasMinimal ? ThinkingLevel.MINIMAL : ThinkingLevel.LOW;
  return { thinkingConfig: { thinkingLevel }, extraTokens: LEVEL_THINKING_HEADROOM };
}

/**
 * Whether `model` ignores a custom temperature. The Gemini API changelog of 2026-07-21 (3.6 Flash
 * and 3.5 Flash-Lite GA, ai.google.dev/gemini-api/docs/changelog) deprecates temperature, top_p
 * and top_k: from those models on, a value is accepted and ignored without error
 * (docs.cloud.google.com's Gemini 3.5 Flash-Lite page: custom values for them are ignored).
 */
export function ignoresTemperature(model: string): boolean {
  const parsed = parseModel(model);
  if (!parsed) return false;
  return parsed.version >= 306 || (parsed.version === 305 && parsed.tier === 'flash-lite');
}

/**
 * The generateContent config for one kind of call on `model` (without the abort signal). The
 * spec §7 temperature goes only to models that still honour one: sent to the others it would
 * claim a setting that has no effect.
 */
export function generationConfig(model: string, settings: GenerationSettings): GenerateContentConfig {
  const { thinkingConfig, extraTokens } = thinkingFor(model);
  return {
    ...(ignoresTemperature(model) ? {} : { temperature: settings.temperature }),
    maxOutputTokens: settings.maxOutputTokens + extraTokens,
    safetySettings: GEMINI_SAFETY_SETTINGS.map((setting) => ({ ...setting })),
    ...(thinkingConfig ? { thinkingConfig } : {}),
  };
}
