import { hashText } from '../random.js';
import type { KnownModel, ThinkingLevelName } from './models.js';
import type { GenerateRequest } from './request.js';

const HARM_CATEGORIES = [
  'HARM_CATEGORY_HARASSMENT',
  'HARM_CATEGORY_HATE_SPEECH',
  'HARM_CATEGORY_SEXUALLY_EXPLICIT',
  'HARM_CATEGORY_DANGEROUS_CONTENT',
] as const;

/** A rough token count (about four characters a token for English text). */
export const tokensOf = (text: string): number => Math.ceil(text.length / 4);

/** Tokens a model thinks for when it thinks freely (2.5's dynamic thinking, 3's high level). */
const DEFAULT_THOUGHTS = 700;
const LEVEL_THOUGHTS: Record<ThinkingLevelName, number> = {
  MINIMAL: 0,
  LOW: 200,
  MEDIUM: 450,
  HIGH: DEFAULT_THOUGHTS,
};

/** Google's generic 400 wording, which it uses for a thinking setting a model does not take. */
const INVALID_ARGUMENT = 'Request contains an invalid argument.';

/**
 * The thinking tokens a model spends on a request, as the real models behave: 2.5 Flash and Pro
 * think unless told not to (Flash-Lite does not by default), 2.5 Pro refuses a budget of 0;
 * Gemini 3 thinks at its default level unless given one it accepts (a level it lacks, or a
 * budget of 0 on 3.5 Flash-Lite, is a 400); others do not think. Thoughts count against
 * maxOutputTokens, which is how a thinking model can answer a small maxOutputTokens with no text.
 */
export function thoughtsFor(model: KnownModel, request: GenerateRequest): number | { error: string } {
  const { thinkingBudget: budget, thinkingLevel: level } = request;
  const thinking = model.thinking;
  if (thinking.kind === 'none') return 0;
  if (thinking.kind === 'budget') {
    if (budget === undefined) return thinking.byDefault ? DEFAULT_THOUGHTS : 0;
    if (budget === 0 && thinking.minBudget > 0) {
      return { error: 'Budget 0 is invalid. This model only works in thinking mode.' };
    }
    return budget < 0 ? DEFAULT_THOUGHTS : Math.min(budget, DEFAULT_THOUGHTS);
  }
  if (budget !== undefined) {
    if (budget === 0 && thinking.rejectsBudgetZero) return { error: INVALID_ARGUMENT };
    return budget < 0 ? LEVEL_THOUGHTS[thinking.byDefault] : Math.min(budget, DEFAULT_THOUGHTS);
  }
  const chosen = (level ?? thinking.byDefault).toUpperCase() as ThinkingLevelName;
  if (!thinking.levels.includes(chosen)) return { error: INVALID_ARGUMENT };
  return LEVEL_THOUGHTS[chosen];
}

/** `text` repeated until it is longer than `tokens`: an answer that will not fit (LONGME). */
export function longerThan(text: string, tokens: number): string {
  const paragraphs = [text];
  while (tokensOf(paragraphs.join('\n\n')) <= tokens) paragraphs.push(text);
  return paragraphs.join('\n\n');
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

/**
 * A candidate that finished without writing anything: `content: {}` and finishReason STOP, the
 * real shape of an answer that hit a stop sequence at once (a recorded live answer).
 */
export function emptyAnswer(envelope: Envelope) {
  return {
    candidates: [{ content: {}, finishReason: 'STOP', index: 0 }],
    usageMetadata: usage(envelope.prompt, 0, 0),
    modelVersion: envelope.model,
    responseId: responseId(envelope.seed, envelope.prompt),
  };
}

/** Valid JSON in a shape no Gemini client expects. */
export function garbledAnswer(envelope: Envelope) {
  return { output: [{ type: 'text', content: 'GARBLED' }], model: envelope.model, ok: true };
}
