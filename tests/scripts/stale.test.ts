import { mkdirSync, mkdtempSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { isStale } from '../../scripts/stale.mjs';

let dir: string;

/** Writes a file modified at `minute` minutes past a fixed hour. */
function file(path: string, minute: number): void {
  const full = join(dir, path);
  mkdirSync(dirname(full), { recursive: true });
  writeFileSync(full, path);
  const at = new Date(Date.UTC(2030, 0, 1, 12, minute));
  utimesSync(full, at, at);
}

beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), 'leadgen-stale-'));
});

afterEach(() => {
  rmSync(dir, { recursive: true, force: true });
});

describe('isStale', () => {
  const files = { outputs: ['dist/app.js', 'dist/index.html'], inputs: ['src/**', 'config.ts'] };

  it('is fresh when every output is newer than every input', () => {
    file('src/a.ts', 1);
    file('src/deep/b.ts', 2);
    file('config.ts', 3);
    file('dist/app.js', 4);
    file('dist/index.html', 5);
    expect(isStale(files, dir)).toBe(false);
  });

  it('is stale when an output is missing', () => {
    file('src/a.ts', 1);
    file('dist/app.js', 4);
    expect(isStale(files, dir)).toBe(true);
  });

  it('is stale when any input, however deep, is newer than the oldest output', () => {
    file('dist/app.js', 4);
    file('dist/index.html', 6);
    file('src/a.ts', 1);
    file('src/deep/b.ts', 5);
    expect(isStale(files, dir)).toBe(true);
  });

  it('ignores the excluded inputs and anything under node_modules', () => {
    file('dist/app.js', 4);
    file('dist/index.html', 4);
    file('src/a.ts', 1);
    file('src/generated/out.ts', 9);
    file('src/node_modules/dep/index.js', 9);
    expect(isStale({ ...files, exclude: ['src/generated/**'] }, dir)).toBe(false);
  });
});
