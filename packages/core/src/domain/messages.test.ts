import { describe, expect, it } from 'vitest';
import { messages } from './messages.js';

describe('messages.unsettledProfiles', () => {
  it('says resume only when the run can be resumed, with counts and singulars', () => {
    expect(messages.unsettledProfiles(100, 900, 'resumable')).toBe(
      'Showing the 100 profiles looked up. 900 more were found and not paid for; resume the run to add them.',
    );
    expect(messages.unsettledProfiles(1, 1, 'ended')).toBe(
      'Showing the 1 profile looked up. 1 more was found and not paid for.',
    );
    expect(messages.unsettledProfiles(1200, 3400, 'running')).toBe(
      'Showing the 1,200 profiles looked up so far. 3,400 more were found and are being looked up.',
    );
    expect(messages.unsettledProfiles(0, 5, 'resumable')).toBe(
      '5 profiles were found and none looked up or paid for yet; resume the run to add them.',
    );
    expect(messages.unsettledProfiles(0, 1, 'ended')).toBe('1 profile was found and not paid for.');
    for (const run of ['running', 'ended'] as const) {
      expect(messages.unsettledProfiles(3, 2, run)).not.toMatch(/resume/);
      expect(messages.unsettledProfiles(0, 2, run)).not.toMatch(/resume/);
    }
  });
});
