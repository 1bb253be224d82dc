import { describe, expect, it } from 'vitest';
import { personalizationSummary, personalizationTone } from './personalization-summary.js';

describe('personalisation summary (spec §8 AI)', () => {
  it('words all, some and none written as the spec does', () => {
    expect(personalizationSummary(8, 0)).toBe('Successfully personalized 8 message(s)');
    expect(personalizationSummary(8, 2)).toBe('Personalized 8 messages successfully (2 failed)');
    expect(personalizationSummary(0, 3)).toBe('Failed to personalize any messages');
    expect(personalizationSummary(1, 0)).toBe('Successfully personalized 1 message(s)');
  });

  it('names the one profile of a batch that wrote one message', () => {
    expect(personalizationSummary(1, 0, 'ana')).toBe('Message personalized for @ana');
    expect(personalizationSummary(1, 1, 'ana')).toBe('Personalized 1 messages successfully (1 failed)');
    expect(personalizationSummary(0, 1, 'ana')).toBe('Failed to personalize any messages');
  });

  it('tones nothing written as a failure and some failures as a warning', () => {
    expect([personalizationTone(3, 0), personalizationTone(3, 1), personalizationTone(0, 2)]).toEqual([
      'success',
      'warning',
      'danger',
    ]);
  });
});
