// `npm run bench -- cli`: how fast the built `leadgen` binary starts. Wall time of whole
// processes, as a person or a cron job sees it: `leadgen --help`, and `leadgen lists ls --json`
// on a database with 100 lists (target: both under 300 ms median).
import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { openStore } from '@leadgen/core';
import { printTable, timeRuns } from './stats.js';

const LISTS = 100;
const RUNS = 20;
const root = fileURLToPath(new URL('..', import.meta.url));
const bin = join(root, 'packages/cli/bin/leadgen.js');

async function seed(path: string): Promise<void> {
  const store = await openStore({ database: { kind: 'sqlite', path } });
  try {
    const user = await store.users.create({
      email: 'bench@example.com',
      first_name: 'Bench',
      last_name: 'Mark',
    });
    for (let i = 0; i < LISTS; i++) {
      await store.lists.create(user.id, {
        name: `natgeo_${i}, followers - Nov 22`,
        target_accounts: [`natgeo_${i}`],
        search_type: 'followers',
        max_profiles: 100,
        instagram_session_id: null,
      });
    }
  } finally {
    await store.close();
  }
}

export async function run(): Promise<void> {
  execFileSync('npm', ['run', 'build', '--silent'], { cwd: root, stdio: 'inherit' });
  const dir = mkdtempSync(join(tmpdir(), 'leadgen-bench-cli-'));
  try {
    const path = join(dir, 'leadgen.db');
    await seed(path);
    const env = { PATH: process.env.PATH ?? '', LEADGEN_DB: path, LEADGEN_CONFIG_DIR: join(dir, 'config') };
    const leadgen = (args: string[]) => async () => {
      execFileSync(process.execPath, [bin, ...args], { env, stdio: ['ignore', 'pipe', 'pipe'] });
    };
    const listed = JSON.parse(
      execFileSync(process.execPath, [bin, 'lists', 'ls', '--json'], { env }).toString(),
    ) as unknown[];
    const baseline = await timeRuns(RUNS, async () => {
      execFileSync(process.execPath, ['-e', '0']);
    });
    const help = await timeRuns(RUNS, leadgen(['--help']));
    const lists = await timeRuns(RUNS, leadgen(['lists', 'ls', '--json']));
    console.log(`leadgen start-up, ${RUNS} runs each after a warm-up (wall time of the whole process)`);
    printTable([
      ['command', 'median ms', 'p95 ms', 'target'],
      ['node -e 0 (Node itself)', baseline.median.toFixed(0), baseline.p95.toFixed(0), ''],
      ['leadgen --help', help.median.toFixed(0), help.p95.toFixed(0), '< 300'],
      [
        `leadgen lists ls --json (${listed.length} lists)`,
        lists.median.toFixed(0),
        lists.p95.toFixed(0),
        '< 300',
      ],
    ]);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}
