// `npm run bench -- cli`: how fast the built `leadgen` binary starts, as a person or a cron job
// sees it (wall time of the whole process): `leadgen --help`, and `leadgen lists ls` on a
// database with 50 lists of 200 enriched profiles each, beside `node -e 0` (Node.js itself).
// Runs are paired: each round runs the three one after another (in turn first), so a busy
// machine slows all three alike, and the figure is the median of each round's difference from
// `node -e 0` (target: 50 ms or less). Then the commands that start services, beside them: how
// long `leadgen serve` (demo mode) takes to listen, and `leadgen jobs run --until-idle` on an
// empty queue (a cron line with nothing to do) to exit. Printed, never asserted.
import { execFileSync, spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { seedLists } from './serve.js';
import { printTable } from './stats.js';

const LISTS = 50;
const PROFILES_PER_LIST = 200;
const ROUNDS = 10;
const SERVICE_ROUNDS = 5;
const TARGET_MS = 50;
const root = fileURLToPath(new URL('..', import.meta.url));
const bin = join(root, 'packages/cli/bin/leadgen.js');

const median = (values: readonly number[]): number => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? Number.NaN;
};

/** Milliseconds from starting `leadgen serve` to its "running at" line; then it is stopped. */
function untilListening(bin: string, env: NodeJS.ProcessEnv): Promise<number> {
  const start = performance.now();
  const child = spawn(process.execPath, [bin, 'serve', '--port', '0'], {
    env,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  return new Promise((resolve, reject) => {
    let said = '';
    let listening: number | undefined;
    child.stdout.on('data', (chunk: Buffer) => {
      said += chunk.toString();
      if (listening !== undefined || !said.includes('is running at')) return;
      listening = performance.now() - start;
      child.kill('SIGTERM');
    });
    child.once('exit', (code) =>
      listening === undefined
        ? reject(new Error(`serve exited (${code}) before listening: ${said}`))
        : resolve(listening),
    );
  });
}

export async function run(): Promise<void> {
  // the binary as `npm start` builds it: only what is older than its sources
  execFileSync(process.execPath, ['scripts/build-stale.mjs'], { cwd: root, stdio: 'inherit' });
  const dir = mkdtempSync(join(tmpdir(), 'leadgen-bench-cli-'));
  try {
    const path = join(dir, 'leadgen.db');
    await seedLists(path, { lists: LISTS, perList: PROFILES_PER_LIST, varied: true });
    // HOME holds the binary's compile cache (empty at first) and nothing of the caller's
    const env = {
      PATH: process.env.PATH ?? '',
      HOME: dir,
      LEADGEN_DB: path,
      LEADGEN_CONFIG_DIR: join(dir, 'config'),
    };
    const commands = [
      { name: 'node -e 0 (Node.js itself)', args: ['-e', '0'], runs: [] as number[] },
      { name: 'leadgen --help', args: [bin, '--help'], runs: [] as number[] },
      { name: `leadgen lists ls (${LISTS} lists)`, args: [bin, 'lists', 'ls'], runs: [] as number[] },
    ];
    const time = (args: string[]) => {
      const start = performance.now();
      execFileSync(process.execPath, args, { env, stdio: ['ignore', 'pipe', 'pipe'] });
      return performance.now() - start;
    };
    const firstHelp = time([bin, '--help']);
    const listed = execFileSync(process.execPath, [bin, 'lists', 'ls'], { env })
      .toString()
      .trim()
      .split('\n');
    for (const { args } of commands) time(args);
    for (let round = 0; round < ROUNDS; round++) {
      const first = round % commands.length;
      for (const command of [...commands.slice(first), ...commands.slice(0, first)]) {
        command.runs.push(time(command.args));
      }
    }
    const [baseline, ...leadgen] = commands;
    const over = (runs: number[]) =>
      median(runs.map((ms, round) => ms - (baseline?.runs[round] ?? Number.NaN)));
    const signed = (ms: number) => `${ms >= 0 ? '+' : ''}${ms.toFixed(0)}`;
    console.log(
      `leadgen start-up on Node.js ${process.versions.node}: ${ROUNDS} paired rounds after a warm-up, ` +
        `wall time of the whole process; lists ls prints ${listed.length} lists of ${PROFILES_PER_LIST} profiles`,
    );
    printTable([
      ['command', 'median ms', 'over node -e 0 (median of pairs)', 'target'],
      [baseline?.name ?? '', median(baseline?.runs ?? []).toFixed(0), '', ''],
      ...leadgen.map(({ name, runs }) => [
        name,
        median(runs).toFixed(0),
        signed(over(runs)),
        `+${TARGET_MS} or less`,
      ]),
      ['leadgen --help, first run (compile cache empty)', firstHelp.toFixed(0), '', ''],
    ]);
    const serveRuns: number[] = [];
    const idleRuns: number[] = [];
    for (let round = 0; round < SERVICE_ROUNDS; round++) {
      serveRuns.push(await untilListening(bin, env));
      idleRuns.push(time([bin, 'jobs', 'run', '--until-idle']));
    }
    printTable([
      ['command', `median ms of ${SERVICE_ROUNDS}`],
      ['leadgen serve, until it listens (demo mode)', median(serveRuns).toFixed(0)],
      ['leadgen jobs run --until-idle, nothing queued', median(idleRuns).toFixed(0)],
    ]);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}
