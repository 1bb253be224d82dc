// A full disk, for real (issues 32, 33): the binary spawned on a database in a small tmpfs that
// is then filled. The error names the run (a discovery) and the cause (SQLITE_FULL) and the
// command that resumes it, with exit 1, instead of 'Failed to create campaign. Please try
// again.'; the job records the same words; LEADGEN_DEBUG=1 adds the cause chain.
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

/** The run it stopped, the cause with its code, what to do and the command that goes on. */
const FULL =
  /^leadgen: The discovery stopped: the database disk is full \(SQLITE_FULL\)\. Free space on the disk that holds it, then resume it: `leadgen jobs resume ([0-9a-f-]{36})`\n$/;

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
    expect(run.stderr).toMatch(FULL);
    expect(run.stderr).not.toContain('campaign');
    // the job keeps the same words and the code, for `jobs show`, the web and the API
    rmSync(join(disk, 'filler'), { force: true });
    const jobId = FULL.exec(run.stderr)?.[1] ?? '';
    const shown = JSON.parse((await leadgen(['jobs', 'show', jobId, '--json'])).stdout);
    expect(shown).toMatchObject({ status: 'failed', error_code: 'STORAGE_ERROR' });
    expect(shown.error).toBe(
      'The discovery stopped: the database disk is full (SQLITE_FULL). Free space on the disk that holds it, then resume it',
    );

    fillDisk(160);
    const debug = await leadgen(['discover', '-t', 'natgeo', '--max', '100', '-q'], { LEADGEN_DEBUG: '1' });
    expect(debug.code).toBe(1);
    expect(debug.stderr.split('\n')[0]).toMatch(
      /^leadgen: The discovery stopped: the database disk is full \(SQLITE_FULL\)/,
    );
    // the stack, and SQLite's own error with its code, wherever it was wrapped
    expect(debug.stderr).toMatch(/SqliteError: database or disk is full\n\s+at /);
    expect(debug.stderr).toContain('[code SQLITE_FULL]');
  }, 60_000);
});
