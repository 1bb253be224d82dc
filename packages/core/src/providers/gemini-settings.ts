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
 * - Gemini 3 takes a thinking level instead of a budget (sending both is a 400): the lowest
 *   each model has (Pro: low; Flash: minimal), with headroom since a level sets no hard cap.
 * - Older models (2.0, 1.5, Gemma) do not think and may reject a thinkingConfig: none is sent.
 */
export function thinkingFor(model: string): { thinkingConfig?: ThinkingConfig; extraTokens: number } {
  const name = model.replace(/^models\//, '').toLowerCase();
  if (/^gemini-2\.5-pro/.test(name)) {
    return {
      thinkingConfig: { thinkingBudget: PRO_MIN_THINKING_BUDGET },
      extraTokens: PRO_MIN_THINKING_BUDGET,
    };
  }
  if (/^gemini-2\.5-/.test(name)) return { thinkingConfig: { thinkingBudget: 0 }, extraTokens: 0 };
  if (/^gemini-[3-9]/.test(name)) {
    const thinkingLevel = name.includes('pro') ? ThinkingLevel.LOW : ThinkingLevel.MINIMAL;
    return { thinkingConfig: { thinkingLevel }, extraTokens: LEVEL_THINKING_HEADROOM };
  }
  return { extraTokens: 0 };
}

/** The generateContent config for one kind of call on `model` (without the abort signal). */
export function generationConfig(model: string, settings: GenerationSettings): GenerateContentConfig {
  const { thinkingConfig, extraTokens } = thinkingFor(model);
  return {
    temperature: settings.temperature,
    maxOutputTokens: settings.maxOutputTokens + extraTokens,
    safetySettings: GEMINI_SAFETY_SETTINGS.map((setting) => ({ ...setting })),
    ...(thinkingConfig ? { thinkingConfig } : {}),
  };
}
