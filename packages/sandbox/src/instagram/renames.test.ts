import { describe, expect, it } from 'vitest';
import { profileExists, syntheticProfile } from './profile.js';
import {
  currentUsername,
  originalUsername,
  profileAt,
  RENAME_SHARE,
  renamedUsername,
  resolveUsername,
} from './renames.js';

const BASE = 'http://127.0.0.1:4010';
const INSTAGRAM_HANDLE = /^[a-z0-9._]{1,30}$/;
const SAMPLES = 20_000;
const names = Array.from({ length: SAMPLES }, (_, i) => `sample_user_${i}`);

/** The first sample account that renames under `seed`. */
function renaming(seed = 1): string {
  return names.find((name) => renamedUsername(seed, name) !== null) as string;
}

describe('renamedUsername', () => {
  it('renames about 2% of accounts, deterministically per seed and account', () => {
    const renamed = names.filter((name) => renamedUsername(1, name) !== null);
    expect(renamed.length / SAMPLES).toBeGreaterThan(RENAME_SHARE * 0.75);
    expect(renamed.length / SAMPLES).toBeLessThan(RENAME_SHARE * 1.25);
    expect(names.filter((name) => renamedUsername(1, name) !== null)).toEqual(renamed);
    expect(names.filter((name) => renamedUsername(2, name) !== null)).not.toEqual(renamed);
  });

  it('gives a valid new handle that leads back to its account, and only for accounts that exist', () => {
    for (const name of names) {
      const handle = renamedUsername(1, name);
      if (handle === null) continue;
      expect(profileExists(1, name)).toBe(true);
      expect(handle).toMatch(INSTAGRAM_HANDLE);
      expect(handle).not.toBe(name);
      expect(originalUsername(1, handle)).toBe(name);
      expect(renamedUsername(1, handle)).toBeNull();
    }
    expect(originalUsername(1, 'anna.bakes')).toBeNull();
    expect(renamedUsername(1, 'a'.repeat(29))).toBeNull();
  });
});

describe('handles across generations', () => {
  it('keeps every handle in generation 0, and moves the renamed ones from generation 1 on', () => {
    const name = renaming();
    const handle = renamedUsername(1, name) as string;
    expect(currentUsername(1, name, 0)).toBe(name);
    expect(currentUsername(1, name, 1)).toBe(handle);
    expect(currentUsername(1, name, 3)).toBe(handle);
    expect(resolveUsername(1, name, 0)).toBe(name);
    expect(resolveUsername(1, handle, 0)).toBeNull();
    expect(resolveUsername(1, name, 1)).toBeNull();
    expect(resolveUsername(1, handle, 1)).toBe(name);
    const stays = names.find(
      (other) => profileExists(1, other) && renamedUsername(1, other) === null,
    ) as string;
    expect(currentUsername(1, stays, 1)).toBe(stays);
    expect(resolveUsername(1, stays, 1)).toBe(stays);
    const missing = names.find((other) => !profileExists(1, other)) as string;
    expect(resolveUsername(1, missing, 0)).toBeNull();
  });

  it('shows the same profile and id under the new handle, and none under the old one', () => {
    const name = renaming();
    const handle = renamedUsername(1, name) as string;
    const before = syntheticProfile(1, name, BASE);
    expect(profileAt(1, name, BASE, 0)).toEqual(before);
    expect(profileAt(1, handle, BASE, 1)).toEqual({ ...before, username: handle });
    expect(profileAt(1, name, BASE, 1)).toBeNull();
    expect(profileAt(1, handle, BASE, 0)).toBeNull();
  });
});
