import { indexRow } from '@leadgen/test-utils/core';
import { describe, expect, it } from 'vitest';
import type { IndexRow } from './row-index.js';
import { createRowIndexCache } from './row-index-cache.js';

const rows = (count: number): IndexRow[] => Array.from({ length: count }, (_, i) => indexRow(i));

describe('the row index cache', () => {
  it('builds an index once per key and version, sharing a build in flight, and again when the version moves on', async () => {
    const cache = createRowIndexCache();
    let loads = 0;
    const load = async () => {
      loads += 1;
      return rows(3);
    };
    const [first, second] = await Promise.all([
      cache.get('ana\nlist', '1', load),
      cache.get('ana\nlist', '1', load),
    ]);
    expect(first).toBe(second);
    expect(loads).toBe(1);
    expect(await cache.get('ana\nlist', '1', load)).toBe(first);
    const next = await cache.get('ana\nlist', '2', load);
    expect(next).not.toBe(first);
    expect(loads).toBe(2);
  });

  it('reads again after a failed load', async () => {
    const cache = createRowIndexCache();
    await expect(cache.get('k', '1', () => Promise.reject(new Error('database is locked')))).rejects.toThrow(
      'locked',
    );
    expect((await cache.get('k', '1', async () => rows(2))).size).toBe(2);
  });

  it('drops the least recently used indexes beyond its rows, never the one just asked for', async () => {
    const cache = createRowIndexCache({ maxRows: 10 });
    let loads = 0;
    const load = (count: number) => async () => {
      loads += 1;
      return rows(count);
    };
    await cache.get('a', '1', load(4));
    await cache.get('b', '1', load(4));
    await cache.get('a', '1', load(4));
    await cache.get('c', '1', load(4));
    expect(loads).toBe(3);
    // b was least recently used: it went; a stayed
    await cache.get('a', '1', load(4));
    expect(loads).toBe(3);
    await cache.get('b', '1', load(4));
    expect(loads).toBe(4);
    await cache.get('huge', '1', load(50));
    expect((await cache.get('huge', '1', load(50))).size).toBe(50);
    expect(loads).toBe(5);
  });
});
