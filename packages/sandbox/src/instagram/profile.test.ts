import { describe, expect, it } from 'vitest';
import { profileExists, type SyntheticProfile, syntheticProfile } from './profile.js';

const BASE = 'http://127.0.0.1:4010';
const SAMPLES = 5000;

function sample(seed: number): { profiles: SyntheticProfile[]; missing: number } {
  const profiles: SyntheticProfile[] = [];
  let missing = 0;
  for (let i = 0; i < SAMPLES; i++) {
    const profile = syntheticProfile(seed, `sample_user_${i}`, BASE);
    if (profile) profiles.push(profile);
    else missing++;
  }
  return { profiles, missing };
}

const share = (profiles: SyntheticProfile[], test: (profile: SyntheticProfile) => boolean) =>
  profiles.filter(test).length / profiles.length;

describe('syntheticProfile', () => {
  it('is deterministic per seed and username, and differs across seeds', () => {
    expect(syntheticProfile(7, 'maria.garcia92', BASE)).toEqual(syntheticProfile(7, 'maria.garcia92', BASE));
    const a = sample(1).profiles.slice(0, 50);
    const b = sample(2).profiles.slice(0, 50);
    expect(a.map((p) => p.followersCount)).not.toEqual(b.map((p) => p.followersCount));
  });

  it('serves its avatar from the sandbox and names a handle built from a name after it', () => {
    const username = ['maria.garcia92', 'maria_garcia', 'mariagarcia'].find((name) => profileExists(1, name));
    const profile = syntheticProfile(1, username ?? 'maria.garcia92', BASE);
    expect(profile?.profilePicUrl).toBe(`${BASE}/avatars/${username}.svg`);
    if (profile?.fullName) expect(profile.fullName).toMatch(/^María( García)?$/);
  });

  it('has the spec §7 fields with the right types', () => {
    const { profiles } = sample(1);
    for (const profile of profiles.slice(0, 200)) {
      expect(profile).toMatchObject({
        id: expect.stringMatching(/^\d{9,11}$/),
        fullName: expect.any(String),
        postsCount: expect.any(Number),
        followersCount: expect.any(Number),
        followsCount: expect.any(Number),
        private: expect.any(Boolean),
        verified: expect.any(Boolean),
        isBusinessAccount: expect.any(Boolean),
        biography: expect.any(String),
      });
      if (profile.isBusinessAccount) expect(profile.businessCategoryName).toEqual(expect.any(String));
      else expect(profile.businessCategoryName).toBeNull();
    }
  });

  it('mixes private, verified, business and missing accounts in about the documented shares', () => {
    const { profiles, missing } = sample(1);
    expect(missing / SAMPLES).toBeGreaterThan(0.015);
    expect(missing / SAMPLES).toBeLessThan(0.05);
    expect(share(profiles, (p) => p.private)).toBeGreaterThan(0.07);
    expect(share(profiles, (p) => p.private)).toBeLessThan(0.13);
    expect(share(profiles, (p) => p.verified)).toBeGreaterThan(0.01);
    expect(share(profiles, (p) => p.verified)).toBeLessThan(0.035);
    expect(share(profiles, (p) => p.isBusinessAccount)).toBeGreaterThan(0.12);
    expect(share(profiles, (p) => p.isBusinessAccount)).toBeLessThan(0.18);
    expect(share(profiles, (p) => p.private && p.isBusinessAccount)).toBe(0);
    expect(share(profiles, (p) => p.fullName === '')).toBeGreaterThan(0.02);
  });

  it('draws follower counts log-normally: a median of a few hundred and a tail to millions', () => {
    const counts = sample(1)
      .profiles.map((p) => p.followersCount)
      .sort((a, b) => a - b);
    const median = counts[Math.floor(counts.length / 2)] ?? 0;
    expect(median).toBeGreaterThan(200);
    expect(median).toBeLessThan(1000);
    expect(counts.at(-1)).toBeGreaterThan(1_000_000);
    expect(counts[0]).toBeGreaterThanOrEqual(0);
  });

  it('writes varied bios, some with keywords, e-mails and links', () => {
    const { profiles } = sample(1);
    const bios = profiles.map((p) => p.biography);
    expect(new Set(bios).size).toBeGreaterThan(1000);
    expect(share(profiles, (p) => p.biography === '')).toBeGreaterThan(0.1);
    expect(share(profiles, (p) => /coach/i.test(p.biography))).toBeGreaterThan(0.02);
    expect(share(profiles, (p) => /\b(CEO|founder)\b/i.test(p.biography))).toBeGreaterThan(0.01);
    expect(share(profiles, (p) => /@example\.(com|org)/.test(p.biography))).toBeGreaterThan(0.03);
    expect(share(profiles, (p) => p.externalUrl !== null)).toBeGreaterThan(0.1);
  });
});
