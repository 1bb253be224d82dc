import { describe, expect, it } from 'vitest';
import { generationConfig, PERSONALIZE_SETTINGS, thinkingFor } from './gemini-settings.js';

describe('thinkingFor', () => {
  it('turns thinking off where it can, and keeps it smallest where it cannot', () => {
    expect(thinkingFor('gemini-2.5-flash')).toEqual({
      thinkingConfig: { thinkingBudget: 0 },
      extraTokens: 0,
    });
    expect(thinkingFor('models/gemini-2.5-flash-lite')).toMatchObject({
      thinkingConfig: { thinkingBudget: 0 },
    });
    expect(thinkingFor('gemini-2.5-pro')).toEqual({
      thinkingConfig: { thinkingBudget: 128 },
      extraTokens: 128,
    });
    expect(thinkingFor('gemini-3-pro-preview').thinkingConfig).toEqual({ thinkingLevel: 'LOW' });
    expect(thinkingFor('gemini-3-flash-preview').thinkingConfig).toEqual({ thinkingLevel: 'MINIMAL' });
    expect(thinkingFor('gemini-2.0-flash')).toEqual({ extraTokens: 0 });
  });

  it('adds the thinking allowance on top of the spec §7 output tokens', () => {
    expect(generationConfig('gemini-2.5-pro', PERSONALIZE_SETTINGS)).toMatchObject({
      temperature: 0.8,
      maxOutputTokens: 640,
    });
  });
});
