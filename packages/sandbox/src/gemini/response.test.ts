import { describe, expect, it } from 'vitest';
import { findModel, type KnownModel } from './models.js';
import type { GenerateRequest } from './request.js';
import { answer, longerThan, thoughtsFor, tokensOf } from './response.js';

const request = (thinking: Partial<GenerateRequest> = {}): GenerateRequest => ({
  prompt: 'p',
  temperature: 0.8,
  maxOutputTokens: 512,
  thinkingBudget: undefined,
  thinkingLevel: undefined,
  ...thinking,
});
const envelope = { model: 'gemini-2.5-flash', seed: 1, prompt: 'p' };
const model = (id: string): KnownModel => {
  const found = findModel(id);
  if (!found) throw new Error(`unknown model ${id}`);
  return found;
};

describe('the sandbox models thinking as Gemini does', () => {
  it('thinks by default on 2.5, not with a budget of 0, and refuses 0 on 2.5 Pro', () => {
    expect(thoughtsFor(model('gemini-2.5-flash'), request())).toBeGreaterThan(512);
    expect(thoughtsFor(model('gemini-2.5-flash'), request({ thinkingBudget: 0 }))).toBe(0);
    expect(thoughtsFor(model('gemini-2.5-flash-lite'), request())).toBe(0);
    expect(thoughtsFor(model('gemini-2.5-pro'), request({ thinkingBudget: 0 }))).toEqual({
      error: 'Budget 0 is invalid. This model only works in thinking mode.',
    });
    expect(thoughtsFor(model('gemini-2.5-pro'), request({ thinkingBudget: 128 }))).toBe(128);
    expect(thoughtsFor(model('gemma-4-31b-it'), request())).toBe(0);
  });

  it('takes on Gemini 3 only the levels each model has, and thinks at its default otherwise', () => {
    const invalid = { error: 'Request contains an invalid argument.' };
    expect(thoughtsFor(model('gemini-3.5-flash-lite'), request())).toBe(0);
    expect(thoughtsFor(model('gemini-3.5-flash-lite'), request({ thinkingLevel: 'MINIMAL' }))).toBe(0);
    expect(thoughtsFor(model('gemini-3.5-flash-lite'), request({ thinkingBudget: 0 }))).toEqual(invalid);
    expect(thoughtsFor(model('gemini-3.8-flash'), request({ thinkingLevel: 'MINIMAL' }))).toEqual(invalid);
    expect(thoughtsFor(model('gemini-3.8-flash'), request({ thinkingLevel: 'LOW' }))).toBe(200);
    expect(thoughtsFor(model('gemini-3.8-flash'), request())).toBe(450);
    expect(thoughtsFor(model('gemini-3.1-pro-preview'), request({ thinkingLevel: 'MINIMAL' }))).toEqual(
      invalid,
    );
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

  it('writes a text longer than a token count, for LONGME', () => {
    const long = longerThan('Hi Ana, lovely bakery!', 100);
    expect(tokensOf(long)).toBeGreaterThan(100);
    expect(answer(envelope, long, 100, 0).candidates[0]).toMatchObject({
      content: { role: 'model', parts: [{ text: expect.stringMatching(/^Hi Ana, lovely bakery!/) }] },
      finishReason: 'MAX_TOKENS',
    });
  });
});
