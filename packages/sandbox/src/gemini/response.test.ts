import { describe, expect, it } from 'vitest';
import type { GenerateRequest } from './request.js';
import { answer, thoughtsFor } from './response.js';

const request = (thinking: Partial<GenerateRequest> = {}): GenerateRequest => ({
  prompt: 'p',
  temperature: 0.8,
  maxOutputTokens: 512,
  thinkingBudget: undefined,
  thinkingLevel: undefined,
  ...thinking,
});
const envelope = { model: 'gemini-2.5-flash', seed: 1, prompt: 'p' };

describe('the sandbox models thinking as Gemini does', () => {
  it('thinks by default on 2.5, not with a budget of 0, and refuses 0 on 2.5 Pro', () => {
    expect(thoughtsFor('gemini-2.5-flash', request())).toBeGreaterThan(512);
    expect(thoughtsFor('gemini-2.5-flash', request({ thinkingBudget: 0 }))).toBe(0);
    expect(thoughtsFor('gemini-2.5-flash-lite', request())).toBe(0);
    expect(thoughtsFor('gemini-2.5-pro', request({ thinkingBudget: 0 }))).toEqual({
      error: 'Budget 0 is invalid. This model only works in thinking mode.',
    });
    expect(thoughtsFor('gemini-2.5-pro', request({ thinkingBudget: 128 }))).toBe(128);
    expect(thoughtsFor('gemini-2.0-flash', request())).toBe(0);
  });

  it('answers with no text when thinking takes all of maxOutputTokens', () => {
    expect(answer(envelope, 'Hello Ana!', 512, 700).candidates[0]).toMatchObject({
      content: { role: 'model' },
      finishReason: 'MAX_TOKENS',
    });
    expect(answer(envelope, 'Hello Ana!', 512, 0).candidates[0]).toMatchObject({
      content: { role: 'model', parts: [{ text: 'Hello Ana!' }] },
      finishReason: 'STOP',
    });
  });
});
