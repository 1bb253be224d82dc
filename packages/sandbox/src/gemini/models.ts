/** A Gemini 3 thinking level, as the API spells it. */
export type ThinkingLevelName = 'MINIMAL' | 'LOW' | 'MEDIUM' | 'HIGH';

/** How a model thinks, and what it accepts to control it. */
export type Thinking =
  /** Gemini 2.5: a token budget; `minBudget` above 0 means thinking cannot be turned off. */
  | { kind: 'budget'; byDefault: boolean; minBudget: number }
  /** Gemini 3: levels; `rejectsBudgetZero` where a thinkingBudget of 0 is a 400. */
  | {
      kind: 'level';
      levels: readonly ThinkingLevelName[];
      byDefault: ThinkingLevelName;
      rejectsBudgetZero: boolean;
    }
  | { kind: 'none' };

/** A model the sandbox serves, with the metadata `GET /v1beta/models/{model}` answers. */
export interface KnownModel {
  id: string;
  displayName: string;
  /** The build the id points at (the real API's `version`, e.g. '3.5-flash-lite-07-2026'). */
  version: string;
  thinking: Thinking;
  inputTokenLimit: number;
  outputTokenLimit: number;
  /** For an alias (`-latest`): the model that answers, named in the reply's modelVersion. */
  aliasOf?: string;
}

const ALL_LEVELS: readonly ThinkingLevelName[] = ['MINIMAL', 'LOW', 'MEDIUM', 'HIGH'];
const NO_MINIMAL: readonly ThinkingLevelName[] = ['LOW', 'MEDIUM', 'HIGH'];

const gemini = (id: string, displayName: string, version: string, thinking: Thinking): KnownModel => ({
  id,
  displayName,
  version,
  thinking,
  inputTokenLimit: 1_048_576,
  outputTokenLimit: 65_536,
});
const levels = (
  byDefault: ThinkingLevelName,
  accepted = ALL_LEVELS,
  rejectsBudgetZero = false,
): Thinking => ({ kind: 'level', levels: accepted, byDefault, rejectsBudgetZero });

/**
 * The text models the real Gemini API serves on 2026-11-26, from ai.google.dev/gemini-api/docs/
 * deprecations (the Gemini 3 table: no shutdown date announced) and the model ids of
 * @google/genai 2.32.0, with the thinking levels each accepts and thinks at by default (the
 * "Thinking" table of docs.cloud.google.com/gemini-enterprise-agent-platform/models/thinking;
 * ai.google.dev "What's new in Gemini 3.6 Flash and 3.5 Flash-Lite": 3.5 Flash-Lite thinks at
 * minimal by default). 3.5 Flash-Lite's metadata and its 400 for a thinkingBudget of 0 are those
 * of a recorded live probe (2026-08-27); the other `version` strings are made up in its pattern.
 * The 2.5 models are deprecated and shut down on 2026-12-01, but still answer until then.
 */
export const KNOWN_MODELS: readonly KnownModel[] = [
  gemini('gemini-2.5-flash', 'Gemini 2.5 Flash', '001', { kind: 'budget', byDefault: true, minBudget: 0 }),
  gemini('gemini-2.5-flash-lite', 'Gemini 2.5 Flash-Lite', '001', {
    kind: 'budget',
    byDefault: false,
    minBudget: 0,
  }),
  gemini('gemini-2.5-pro', 'Gemini 2.5 Pro', '2.5', { kind: 'budget', byDefault: true, minBudget: 128 }),
  gemini('gemini-3-flash-preview', 'Gemini 3 Flash Preview', '3-flash-preview-12-2025', levels('HIGH')),
  gemini(
    'gemini-3.1-pro-preview',
    'Gemini 3.1 Pro Preview',
    '3.1-pro-preview-02-2026',
    levels('HIGH', NO_MINIMAL),
  ),
  gemini('gemini-3.1-flash-lite', 'Gemini 3.1 Flash-Lite', '3.1-flash-lite-05-2026', levels('MINIMAL')),
  gemini('gemini-3.5-flash', 'Gemini 3.5 Flash', '3.5-flash-05-2026', levels('MEDIUM')),
  gemini(
    'gemini-3.5-flash-lite',
    'Gemini 3.5 Flash Lite',
    '3.5-flash-lite-07-2026',
    levels('MINIMAL', ALL_LEVELS, true),
  ),
  gemini('gemini-3.6-flash', 'Gemini 3.6 Flash', '3.6-flash-07-2026', levels('MEDIUM')),
  gemini('gemini-3.7-flash', 'Gemini 3.7 Flash', '3.7-flash-08-2026', levels('MEDIUM', NO_MINIMAL)),
  gemini('gemini-3.8-flash', 'Gemini 3.8 Flash', '3.8-flash-09-2026', levels('MEDIUM', NO_MINIMAL)),
  {
    ...gemini(
      'gemini-flash-lite-latest',
      'Gemini Flash-Lite Latest',
      '3.5-flash-lite-07-2026',
      levels('MINIMAL', ALL_LEVELS, true),
    ),
    aliasOf: 'gemini-3.5-flash-lite',
  },
  {
    ...gemini(
      'gemini-flash-latest',
      'Gemini Flash Latest',
      '3.8-flash-09-2026',
      levels('MEDIUM', NO_MINIMAL),
    ),
    aliasOf: 'gemini-3.8-flash',
  },
  {
    id: 'gemma-4-31b-it',
    displayName: 'Gemma 4 31B IT',
    version: '001',
    thinking: { kind: 'none' },
    inputTokenLimit: 131_072,
    outputTokenLimit: 8_192,
  },
];

/**
 * Models that were shut down: the real API answers 404 NOT_FOUND for them, as for an id it never
 * had (ai.google.dev/gemini-api/docs/deprecations, shown greyed there once shut down; the 2.0
 * date is also in shared/reference/real-services.md). Kept as a list so no later entry in
 * KNOWN_MODELS can bring one back by mistake.
 */
export const RETIRED_MODELS: readonly { pattern: RegExp; shutDown: string }[] = [
  { pattern: /^gemini-(pro|pro-vision|ultra)$/, shutDown: 'by 2025 (Gemini 1.0 names)' },
  { pattern: /^gemini-1\.0-/, shutDown: 'by 2025 (Gemini 1.0)' },
  { pattern: /^gemini-1\.5-/, shutDown: 'by 2025 (Gemini 1.5)' },
  { pattern: /^gemini-2\.0-/, shutDown: '2026-06-01 (gemini-2.0-flash, -001, -lite, -lite-001)' },
  {
    pattern: /^gemini-2\.5-(pro|flash|flash-lite)-preview-/,
    shutDown: '2025-12-02 and before (2.5 previews)',
  },
  { pattern: /^gemini-3-pro-preview$/, shutDown: '2026-03-09' },
  { pattern: /^gemini-3\.1-flash-lite-preview$/, shutDown: '2026-05-25' },
  { pattern: /^gemini-(3-pro|3\.1-flash)-image-preview$/, shutDown: '2026-06-25' },
  { pattern: /^gemini-2\.5-flash-image$/, shutDown: '2026-10-02' },
];

/** The model the sandbox serves under `id` (with or without `models/`), or undefined: a 404. */
export function findModel(id: string): KnownModel | undefined {
  const name = id.replace(/^models\//, '');
  if (RETIRED_MODELS.some(({ pattern }) => pattern.test(name))) return undefined;
  return KNOWN_MODELS.find((model) => model.id === name);
}

/**
 * The metadata `GET /v1beta/models/{model}` answers (the SDK's `models.get`), in the shape the
 * real API sends (recorded for gemini-3.5-flash-lite: name, version, displayName, description,
 * token limits, supportedGenerationMethods, sampling defaults, thinking).
 */
export function modelMetadata(model: KnownModel) {
  return {
    name: `models/${model.id}`,
    version: model.version,
    displayName: model.displayName,
    description: model.displayName,
    inputTokenLimit: model.inputTokenLimit,
    outputTokenLimit: model.outputTokenLimit,
    supportedGenerationMethods: [
      'generateContent',
      'countTokens',
      'createCachedContent',
      'batchGenerateContent',
    ],
    temperature: 1,
    topP: 0.95,
    topK: 64,
    maxTemperature: 2,
    thinking: model.thinking.kind !== 'none',
  };
}
