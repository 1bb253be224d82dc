import { describe, expect, it } from 'vitest';
import { createVersionedCache } from './versioned-cache.js';

describe('createVersionedCache', () => {
  it('serves an entry only at the version it was read at', () => {
    const cache = createVersionedCache<number>();
    cache.set('ana', 'matching', 3, 120);
    expect(cache.get('ana', 'matching', 3)).toBe(120);
    expect(cache.get('ana', 'matching', 4)).toBeUndefined();
    expect(cache.get('bob', 'matching', 3)).toBeUndefined();
  });

  it("evicts a user's least recently used entries beyond their share, never another user's", () => {
    const cache = createVersionedCache<string>({ users: 10, perUser: 2 });
    cache.set('bob', 'page', 1, 'bob page');
    cache.set('ana', 'a', 1, 'A');
    cache.set('ana', 'b', 1, 'B');
    expect(cache.get('ana', 'a', 1)).toBe('A');
    for (const key of ['c', 'd', 'e', 'f']) cache.set('ana', key, 1, key);
    expect(cache.get('ana', 'a', 1)).toBeUndefined();
    expect(cache.get('ana', 'f', 1)).toBe('f');
    expect(cache.get('bob', 'page', 1)).toBe('bob page');
  });

  it('drops the least recently active users beyond its capacity', () => {
    const cache = createVersionedCache<number>({ users: 2, perUser: 5 });
    cache.set('ana', 'k', 1, 1);
    cache.set('bob', 'k', 1, 2);
    expect(cache.get('ana', 'k', 1)).toBe(1);
    cache.set('cai', 'k', 1, 3);
    expect(cache.get('bob', 'k', 1)).toBeUndefined();
    expect(cache.get('ana', 'k', 1)).toBe(1);
    expect(cache.get('cai', 'k', 1)).toBe(3);
  });
});
