import { describe, expect, it } from 'vitest';
import { DEFAULTS } from '../config.js';
import {
  generationConfig,
  ignoresTemperature,
  PERSONALIZE_SETTINGS,
  TEMPLATE_SETTINGS,
  thinkingFor,
} from './gemini-settings.js';

describe('thinkingFor', () => {
  it('gives Gemini 3 the lowest thinking level each model accepts, with headroom', () => {
    const level = (model: string) => thinkingFor(model).thinkingConfig?.thinkingLevel;
    expect(thinkingFor('gemini-3.5-flash-lite')).toEqual({
      thinkingConfig: { thinkingLevel: 'MINIMAL' },
      extraTokens: 1024,
    });
    expect(level('models/gemini-3.5-flash-lite')).toBe('MINIMAL');
    expect(level('gemini-3.1-flash-lite')).toBe('MINIMAL');
    expect(level('gemini-3-flash-preview')).toBe('MINIMAL');
    expect(level('gemini-3.5-flash')).toBe('MINIMAL');
    expect(level('gemini-3.6-flash')).toBe('MINIMAL');
    // 3.7 and 3.8 Flash take LOW, MEDIUM and HIGH only; Pro has no MINIMAL either
    expect(level('gemini-3.7-flash')).toBe('LOW');
    expect(level('gemini-3.8-flash')).toBe('LOW');
    expect(level('gemini-3.1-pro-preview')).toBe('LOW');
    expect(thinkingFor('gemini-3.8-flash').thinkingConfig).not.toHaveProperty('thinkingBudget');
  });

  it('turns 2.5 thinking off where it can, and keeps it smallest where it cannot', () => {
    expect(thinkingFor('gemini-2.5-flash')).toEqual({
      thinkingConfig: { thinkingBudget: 0 },
      extraTokens: 0,
    });
    expect(thinkingFor('gemini-2.5-flash-lite').thinkingConfig).toEqual({ thinkingBudget: 0 });
    expect(thinkingFor('gemini-2.5-pro')).toEqual({
      thinkingConfig: { thinkingBudget: 128 },
      extraTokens: 128,
    });
  });

  it('sends nothing to models outside those families', () => {
    for (const model of ['gemini-1.5-flash', 'gemma-4-31b-it', 'gemini-flash-latest', 'gemini-4-argon']) {
      expect(thinkingFor(model)).toEqual({ extraTokens: 0 });
    }
  });
});

describe('generationConfig', () => {
  it('gives the default model minimal thinking and no temperature, which it would ignore', () => {
    expect(ignoresTemperature(DEFAULTS.geminiModel)).toBe(true);
    expect(generationConfig(DEFAULTS.geminiModel, PERSONALIZE_SETTINGS)).toEqual({
      maxOutputTokens: 512 + 1024,
      safetySettings: expect.any(Array),
      thinkingConfig: { thinkingLevel: 'MINIMAL' },
    });
  });

  it('keeps the spec §7 temperature for models that still honour one', () => {
    expect(ignoresTemperature('gemini-3.6-flash')).toBe(true);
    expect(ignoresTemperature('gemini-3.8-flash')).toBe(true);
    expect(ignoresTemperature('gemini-3.5-flash')).toBe(false);
    expect(ignoresTemperature('gemini-3.1-pro-preview')).toBe(false);
    expect(generationConfig('gemini-3.5-flash', TEMPLATE_SETTINGS)).toMatchObject({
      temperature: 0.7,
      maxOutputTokens: 1024 + 1024,
    });
    expect(generationConfig('gemini-2.5-pro', PERSONALIZE_SETTINGS)).toMatchObject({
      temperature: 0.8,
      maxOutputTokens: 640,
    });
  });
});
