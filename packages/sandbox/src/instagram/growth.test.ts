import { describe, expect, it } from 'vitest';
import { connectionCount, syntheticFollowers } from './followers.js';
import { audienceAt, audienceDays, grownBy } from './growth.js';

describe('audiences on the sandbox clock', () => {
  it('are the epoch lists until the clock moves', () => {
    expect(audienceDays(null)).toBe(0);
    expect(audienceDays('2025-06-01T00:00:00Z')).toBe(0);
    expect(audienceAt(1, 'natgeo', 'followers', 200, 0)).toEqual(
      syntheticFollowers(1, 'natgeo', 'followers', 200),
    );
  });

  it('grow a week later by exactly the arrivals, newest first, ahead of the epoch list', () => {
    const days = audienceDays('2026-01-08T00:00:00Z');
    expect(days).toBe(7);
    const arrived = grownBy(1, 'natgeo', 'followers', days);
    expect(arrived).toBeGreaterThan(0);
    expect(arrived).toBeLessThan(connectionCount(1, 'natgeo', 'followers') * 0.04);
    const before = audienceAt(1, 'natgeo', 'followers', 300, 0);
    const after = audienceAt(1, 'natgeo', 'followers', 300, days);
    const fresh = after.filter((username) => !before.includes(username));
    expect(fresh).toEqual(after.slice(0, arrived));
    expect(after.slice(arrived)).toEqual(before.slice(0, 300 - arrived));
    // the same clock gives the same list; a later one keeps these arrivals, behind newer ones
    expect(audienceAt(1, 'natgeo', 'followers', 300, days)).toEqual(after);
    const twoWeeks = audienceAt(1, 'natgeo', 'followers', 600, 14);
    const newer = grownBy(1, 'natgeo', 'followers', 14) - arrived;
    expect(twoWeeks.slice(newer, newer + arrived)).toEqual(after.slice(0, arrived));
  });
});
