import { describe, expect, it } from 'vitest';
import { json } from './io.js';
import { jsonRows } from './json-rows.js';

/** What `jsonRows` writes when handed `batches` one after another. */
function written(batches: unknown[][]): string {
  let out = '';
  const rows = jsonRows({
    env: {},
    stdout: (text) => (out += text),
    stderr: () => {},
    readStdin: async () => '',
  });
  for (const batch of batches) rows.push(batch);
  rows.end();
  return out;
}

describe('jsonRows', () => {
  it('writes page after page as json() writes the whole array', () => {
    const all = [{ id: 'a', tags: ['x'] }, { id: 'b', nested: { n: 1 } }, { id: 'c' }];
    expect(written([all.slice(0, 2), [], all.slice(2)])).toBe(json(all));
    expect(written([[all[0]]])).toBe(json([all[0]]));
  });

  it('writes [] for no rows', () => {
    expect(written([])).toBe(json([]));
    expect(written([[], []])).toBe('[]\n');
  });
});
