// The built binary under a Node.js older than 24, as cron or a fresh machine may run it (Debian's
// /usr/bin/node is 20 here and on CI): every command stops before loading anything, with one
// line naming both versions and how to get Node.js 24, and exit 1; before the check, `init`,
// `lists ls` and `campaigns export` died with "Segmentation fault" (better-sqlite3 is built for 24).
import { execFileSync } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { delimiter, join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { NODE_MAJOR_NEEDED } from '../../packages/cli/bin/node-version.js';
import { leadgenBinary } from './binary.js';

/** Every `node` on PATH, then where Debian and installers put one; LEADGEN_OLD_NODE first when set. */
const candidates = [
  ...(process.env.LEADGEN_OLD_NODE ? [process.env.LEADGEN_OLD_NODE] : []),
  ...(process.env.PATH ?? '').split(delimiter).flatMap((dir) => (dir ? [join(dir, 'node')] : [])),
  '/usr/bin/node',
  '/usr/local/bin/node',
].filter((path, index, all) => all.indexOf(path) === index && existsSync(path));

/** The first Node.js older than Leadgen needs, with its version ('20.20.2'); null when none. */
function olderNode(): { path: string; version: string } | null {
  for (const path of candidates) {
    const version = execFileSync(path, ['--version'], { encoding: 'utf8' }).trim().replace(/^v/, '');
    if (Number(version.split('.')[0]) < NODE_MAJOR_NEEDED) return { path, version };
  }
  return null;
}

const older = olderNode();
const dir = mkdtempSync(join(tmpdir(), 'leadgen-older-node-'));
const database = join(dir, 'leadgen.db');

afterAll(() => {
  rmSync(dir, { recursive: true, force: true });
});

describe(`the leadgen binary on Node.js ${older?.version ?? `older than ${NODE_MAJOR_NEEDED}`}`, () => {
  it.for([
    'init --email ada@example.com --first-name Ada --last-name Lovelace',
    'lists ls',
    'campaigns export 01a221f0-460b-7b95-b116-db92d25f1542',
    '--help',
  ])('leadgen %s prints one line naming both versions and exits 1', async (command, { skip }) => {
    if (!older) {
      return skip(
        `no Node.js older than ${NODE_MAJOR_NEEDED} on this machine (looked at ${candidates.join(', ')})`,
      );
    }
    const leadgen = leadgenBinary(
      { LEADGEN_DB: database, LEADGEN_CONFIG_DIR: join(dir, 'config') },
      older.path,
    );
    const run = await leadgen(command.split(' '));
    expect(run.code).toBe(1);
    expect(run.stdout).toBe('');
    expect(run.stderr).toBe(
      `leadgen: Leadgen needs Node.js 24 or newer (this is ${older.version}). ` +
        'Install Node.js 24 (https://nodejs.org, or `nvm install 24`) and run it again.\n',
    );
    // stopped before anything ran: no database, no config folder
    expect(existsSync(database)).toBe(false);
    expect(existsSync(join(dir, 'config'))).toBe(false);
  });
});
