// A full disk, for real (issue 32): the binary spawned on a database in a small tmpfs that is
// then filled. The error names the cause (SQLite's "database or disk is full") with exit 1,
// instead of 'Failed to create campaign. Please try again.'; LEADGEN_DEBUG=1 adds the cause chain.
// Mounting needs root: elsewhere this is skipped, and tests/engine/full-disk.test.ts (SQLITE_FULL
// from a page cap) is the test that runs everywhere.
import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, statfsSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { leadgenBinary } from './binary.js';

const dir = mkdtempSync(join(tmpdir(), 'leadgen-full-disk-'));
const disk = join(dir, 'disk');
mkdirSync(disk);

/** Mounts a 4 MiB tmpfs on `disk`; false where that is not allowed (not root, a container without it). */
function mountSmallDisk(): boolean {
  if (process.platform !== 'linux' || process.getuid?.() !== 0) return false;
  try {
    execFileSync('mount', ['-t', 'tmpfs', '-o', 'size=4m', 'tmpfs', disk], { stdio: 'ignore' });
    return true;
  } catch {
    return false;
  }
}
const mounted = mountSmallDisk();

afterAll(() => {
  if (mounted) execFileSync('umount', ['-l', disk], { stdio: 'ignore' });
  rmSync(dir, { recursive: true, force: true });
});

/** Fills the disk but for `leaveKb` KiB, with one file (replaced on each call). */
function fillDisk(leaveKb: number): void {
  const filler = join(disk, 'filler');
  rmSync(filler, { force: true });
  const { bavail, bsize } = statfsSync(disk);
  writeFileSync(filler, Buffer.alloc(Math.max(0, bavail * bsize - leaveKb * 1024)));
}

const FULL =
  'leadgen: The database could not be written (database or disk is full (SQLITE_FULL)): free space on the disk that holds it, then try again\n';

describe.runIf(mounted)('a full disk (a real tmpfs)', () => {
  const leadgen = leadgenBinary({
    LEADGEN_DB: join(disk, 'leadgen.db'),
    LEADGEN_CONFIG_DIR: join(dir, 'config'),
  });

  it('names the cause of a discovery that cannot be saved, and exits 1', async () => {
    const init = await leadgen([
      'init',
      '--email',
      'ana@example.com',
      '--first-name',
      'Ana',
      '--last-name',
      'Perez',
    ]);
    expect(init.code).toBe(0);
    fillDisk(160);
    const run = await leadgen(['discover', '-t', 'natgeo', '--max', '100', '-q']);
    expect(run).toMatchObject({ code: 1, stdout: '' });
    expect(run.stderr).toBe(FULL);
    expect(run.stderr).not.toContain('Please try again.');

    fillDisk(160);
    const debug = await leadgen(['discover', '-t', 'natgeo', '--max', '100', '-q'], { LEADGEN_DEBUG: '1' });
    expect(debug.code).toBe(1);
    expect(debug.stderr.startsWith(FULL)).toBe(true);
    // the stack, and SQLite's own error with its code, wherever it was wrapped
    expect(debug.stderr).toMatch(/SqliteError: database or disk is full\n\s+at /);
    expect(debug.stderr).toContain('[code SQLITE_FULL]');
  }, 60_000);
});
