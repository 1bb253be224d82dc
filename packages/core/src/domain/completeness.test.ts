import { describe, expect, it } from 'vitest';
import { completenessLine, completenessReason, type TargetOutcome } from './completeness.js';

const outcome = (over: Partial<TargetOutcome>): TargetOutcome => ({
  reported: 1000,
  requested: 100,
  collected: 100,
  missing: false,
  isPrivate: false,
  failed: false,
  ...over,
});

describe('completenessReason (issue 34)', () => {
  it('names the maximum when it stopped the collection, even at 100% of it', () => {
    expect(completenessReason(outcome({}))).toBe('requested_max');
    expect(completenessReason(outcome({ collected: 95 }))).toBe('requested_max');
    expect(completenessReason(outcome({ collected: 94 }))).toBe('provider_limit');
  });

  it('gives no reason at 95% of what the target has, under the maximum', () => {
    expect(completenessReason(outcome({ reported: 80, collected: 76 }))).toBeNull();
    expect(completenessReason(outcome({ reported: 80, collected: 75 }))).toBe('provider_limit');
    expect(completenessReason(outcome({ reported: 0, collected: 0 }))).toBeNull();
  });

  it('says why a target gave no one: missing, private, or a failed run', () => {
    expect(completenessReason(outcome({ reported: null, collected: 0, missing: true }))).toBe('not_found');
    expect(completenessReason(outcome({ collected: 0, isPrivate: true }))).toBe('private');
    expect(completenessReason(outcome({ collected: 0, failed: true }))).toBe('provider_failed');
  });

  it('has no reason for a short collection of a target whose count is unknown, unless the run failed', () => {
    expect(completenessReason(outcome({ reported: null, collected: 40 }))).toBeNull();
    expect(completenessReason(outcome({ reported: null, collected: 100 }))).toBe('requested_max');
    expect(completenessReason(outcome({ reported: null, collected: 0, failed: true }))).toBe(
      'provider_failed',
    );
  });
});

describe('completenessLine', () => {
  it('says it in words', () => {
    const row = {
      target: 'natgeo',
      reported: 3338,
      collected: 200,
      unique: 198,
      alreadyKnown: 12,
      reason: null,
      actors: [],
    };
    expect(completenessLine({ ...row, reason: 'requested_max' }, 'followers')).toBe(
      '@natgeo: 200 of 3,338 followers collected (198 unique, 12 already known): the list maximum was reached',
    );
    expect(completenessLine({ ...row, reported: null, alreadyKnown: 0 }, 'following')).toBe(
      '@natgeo: 200 followings collected (198 unique, count unknown)',
    );
    // issue 34: which actor of the chain delivered how many
    const chained = {
      ...row,
      actors: [
        { actor: 'a~one', delivered: 150 },
        { actor: 'b~two', delivered: 48 },
      ],
    };
    expect(completenessLine(chained, 'followers')).toBe(
      '@natgeo: 200 of 3,338 followers collected (198 unique, 12 already known) (from a~one: 150, b~two: 48)',
    );
  });
});
