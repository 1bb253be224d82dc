import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { openInBrowser } from './open-in-browser.js';

const URL = 'https://www.instagram.com/natgeo/';
const dirs: string[] = [];

afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

/** A PATH holding only an `xdg-open` that exits with `code`. */
function opener(code: number): string {
  const dir = mkdtempSync(join(tmpdir(), 'leadgen-opener-'));
  dirs.push(dir);
  writeFileSync(join(dir, 'xdg-open'), `#!/bin/sh\nexit ${code}\n`, { mode: 0o755 });
  return dir;
}

describe('openInBrowser', () => {
  it('says no at once without a graphical session (ssh, a console)', async () => {
    expect(await openInBrowser(URL, { PATH: opener(0) }, 'linux')).toBe(false);
  });

  it('says no when there is no opener or it fails, yes when it succeeds', async () => {
    expect(await openInBrowser(URL, { DISPLAY: ':0', PATH: '/nonexistent' }, 'linux')).toBe(false);
    expect(await openInBrowser(URL, { DISPLAY: ':0', PATH: opener(3) }, 'linux')).toBe(false);
    expect(await openInBrowser(URL, { DISPLAY: ':0', PATH: opener(0) }, 'linux')).toBe(true);
  });
});
