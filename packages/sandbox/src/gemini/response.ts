import { hashText } from '../random.js';
import type { GenerateRequest } from './request.js';

const HARM_CATEGORIES = [
  'HARM_CATEGORY_HARASSMENT',
  'HARM_CATEGORY_HATE_SPEECH',
  'HARM_CATEGORY_SEXUALLY_EXPLICIT',
  'HARM_CATEGORY_DANGEROUS_CONTENT',
] as const;

/** A rough token count (about four characters a token for English text). */
export const tokensOf = (text: string): number => Math.ceil(text.length / 4);

/** Tokens the model thinks for when not told otherwise (2.5's dynamic thinking, 3's high level). */
const DEFAULT_THOUGHTS = 700;
const LEVEL_THOUGHTS: Record<string, number> = { MINIMAL: 0, LOW: 200, MEDIUM: 450, HIGH: DEFAULT_THOUGHTS };

/**
 * The thinking tokens a model spends on a request, as the real models behave: 2.5 Flash and Pro
 * think unless told not to (Flash-Lite does not by default), 2.5 Pro refuses a budget of 0,
 * Gemini 3 takes a level, older models do not think. Thoughts count against maxOutputTokens,
 * which is how a thinking model can answer a small maxOutputTokens with no text at all.
 */
export function thoughtsFor(model: string, request: GenerateRequest): number | { error: string } {
  const { thinkingBudget: budget, thinkingLevel: level } = request;
  if (/^gemini-2\.5-pro/.test(model)) {
    if (budget === 0) return { error: 'Budget 0 is invalid. This model only works in thinking mode.' };
  }
  if (/^gemini-2\.5-/.test(model)) {
    if (budget === undefined) return model.includes('flash-lite') ? 0 : DEFAULT_THOUGHTS;
    return budget < 0 ? DEFAULT_THOUGHTS : Math.min(budget, DEFAULT_THOUGHTS);
  }
  if (/^gemini-[3-9]/.test(model)) return LEVEL_THOUGHTS[(level ?? 'HIGH').toUpperCase()] ?? DEFAULT_THOUGHTS;
  return 0;
}

const safetyRatings = () => HARM_CATEGORIES.map((category) => ({ category, probability: 'NEGLIGIBLE' }));

/** A stable response id, as Google's look (22 characters of base 64 URL alphabet). */
function responseId(seed: number, prompt: string): string {
  const alphabet = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_';
  let state = hashText(`${seed}:${prompt}`);
  let id = '';
  for (let i = 0; i < 22; i++) {
    state = hashText(`${state}:${i}`);
    id += alphabet[state % alphabet.length];
  }
  return id;
}

interface Envelope {
  model: string;
  seed: number;
  prompt: string;
}

function usage(prompt: string, candidates: number, thoughts: number) {
  const promptTokenCount = tokensOf(prompt);
  return {
    promptTokenCount,
    ...(candidates > 0 ? { candidatesTokenCount: candidates } : {}),
    totalTokenCount: promptTokenCount + candidates + thoughts,
    promptTokensDetails: [{ modality: 'TEXT', tokenCount: promptTokenCount }],
    ...(thoughts > 0 ? { thoughtsTokenCount: thoughts } : {}),
  };
}

/**
 * A generateContent answer in the real shape. The text is cut to what maxOutputTokens leaves
 * after thinking; with nothing left the candidate has no parts and finishReason MAX_TOKENS.
 */
export function answer(
  envelope: Envelope,
  text: string,
  maxOutputTokens: number | undefined,
  thoughts: number,
) {
  const room = maxOutputTokens === undefined ? Number.POSITIVE_INFINITY : maxOutputTokens - thoughts;
  const fits = tokensOf(text) <= room;
  const kept = fits ? text : text.slice(0, Math.max(0, room * 4)).replace(/\s+\S*$/, '');
  const content = kept ? { parts: [{ text: kept }], role: 'model' } : { role: 'model' };
  return {
    candidates: [
      { content, finishReason: fits ? 'STOP' : 'MAX_TOKENS', index: 0, safetyRatings: safetyRatings() },
    ],
    usageMetadata: usage(envelope.prompt, tokensOf(kept), thoughts),
    modelVersion: envelope.model,
    responseId: responseId(envelope.seed, envelope.prompt),
  };
}

/** A prompt blocked by the safety filters: promptFeedback.blockReason and no candidates. */
export function blockedAnswer(envelope: Envelope) {
  const ratings = safetyRatings().map((rating) =>
    rating.category === 'HARM_CATEGORY_HARASSMENT'
      ? { ...rating, probability: 'HIGH', blocked: true }
      : rating,
  );
  return {
    promptFeedback: { blockReason: 'SAFETY', safetyRatings: ratings },
    usageMetadata: usage(envelope.prompt, 0, 0),
    modelVersion: envelope.model,
    responseId: responseId(envelope.seed, envelope.prompt),
  };
}

/** A candidate that stopped before writing anything (content with a role and no parts). */
export function emptyAnswer(envelope: Envelope) {
  return {
    candidates: [{ content: { role: 'model' }, finishReason: 'MAX_TOKENS', index: 0 }],
    usageMetadata: usage(envelope.prompt, 0, 0),
    modelVersion: envelope.model,
    responseId: responseId(envelope.seed, envelope.prompt),
  };
}

/** Valid JSON in a shape no Gemini client expects. */
export function garbledAnswer(envelope: Envelope) {
  return { output: [{ type: 'text', content: 'GARBLED' }], model: envelope.model, ok: true };
}
