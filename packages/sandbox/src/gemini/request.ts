/** The parts of a generateContent request the sandbox acts on. */
export interface GenerateRequest {
  /** All text parts of all contents (and the system instruction), joined by blank lines. */
  prompt: string;
  temperature: number | undefined;
  maxOutputTokens: number | undefined;
  thinkingBudget: number | undefined;
  thinkingLevel: string | undefined;
}

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

function textsOf(content: unknown): string[] {
  if (!isObject(content) || !Array.isArray(content.parts)) return [];
  return content.parts.flatMap((part) =>
    isObject(part) && typeof part.text === 'string' ? [part.text] : [],
  );
}

const numberOr = (value: unknown): number | undefined => (typeof value === 'number' ? value : undefined);

/**
 * Reads a generateContent body as `@google/genai` sends it: `contents[].parts[].text`,
 * `systemInstruction`, `generationConfig` (temperature, maxOutputTokens, thinkingConfig) and
 * `safetySettings`. Returns Google's complaint as text when the body is not acceptable.
 */
export function readGenerateRequest(body: unknown): GenerateRequest | { error: string } {
  if (!isObject(body)) return { error: 'Invalid JSON payload received. Expected an object.' };
  if (!Array.isArray(body.contents) || body.contents.length === 0) {
    return { error: '* GenerateContentRequest.contents: contents is not specified\n' };
  }
  const texts = [...textsOf(body.systemInstruction), ...body.contents.flatMap(textsOf)];
  if (texts.join('').trim() === '') {
    return { error: '* GenerateContentRequest.contents[0].parts: contents.parts must not be empty.\n' };
  }
  const config = isObject(body.generationConfig) ? body.generationConfig : {};
  const thinking = isObject(config.thinkingConfig) ? config.thinkingConfig : {};
  if (thinking.thinkingBudget !== undefined && thinking.thinkingLevel !== undefined) {
    return { error: 'You can only set one of thinking budget and thinking level.' };
  }
  return {
    prompt: texts.join('\n\n'),
    temperature: numberOr(config.temperature),
    maxOutputTokens: numberOr(config.maxOutputTokens),
    thinkingBudget: numberOr(thinking.thinkingBudget),
    thinkingLevel: typeof thinking.thinkingLevel === 'string' ? thinking.thinkingLevel : undefined,
  };
}
