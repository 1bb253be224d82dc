// `npm run bench -- scale`: enrichment throughput of 1, 2 and 4 `leadgen worker` processes sharing
// one PostgreSQL queue, against a sandbox whose latency (not CPU) is the bottleneck and whose caps
// are well above what 4 workers use. Each trial gets a fresh schema, starts its workers, waits
// until they are up, then queues 8 custom lists of 250 usernames and times them to the last
// completed job. Target: 4 workers >= 3x one worker while the caps are not the limit (0 capped 429s).
import { type ChildProcess, execFileSync, spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { type AddressInfo, createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { queueRun, validateCustom } from '@leadgen/core';
import { openStore, type Store } from '@leadgen/core/store';
import { type Sandbox, startSandbox } from '@leadgen/sandbox';
import { inSchema, runStatement } from '@leadgen/test-utils/core';
import { printTable } from './stats.js';

const WORKER_COUNTS = [1, 2, 4];
const USERS = 4;
const JOBS = 8;
const USERNAMES_PER_JOB = 250;
const WORKER_POLL_MS = 100;
const TRIAL_TIMEOUT_MS = 5 * 60_000;
// ~1.2 s per 25-username lookup; 4 workers x 4 lookups in flight = 16 runs, far below the caps.
const FAULTS = { runMs: 800, perItemMs: 15, maxConcurrentRuns: 64, maxRequestsPerSecond: 200 };

const root = fileURLToPath(new URL('..', import.meta.url));
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as AddressInfo;
      server.close(() => resolve(port));
    });
  });
}

/** LEADGEN_BENCH_DATABASE_URL or DATABASE_URL, else a throwaway server (needs root) stopped by `stop`. */
async function postgres(): Promise<{ url: string; where: string; stop: () => void }> {
  const given = process.env.LEADGEN_BENCH_DATABASE_URL ?? process.env.DATABASE_URL;
  if (given) return { url: given, where: new URL(given).host, stop: () => {} };
  const port = await freePort();
  const script = join(root, 'scripts/start-postgres.sh');
  const url = execFileSync('bash', [script, String(port)], { encoding: 'utf8' }).trim();
  return {
    url,
    where: `a throwaway server on 127.0.0.1:${port}`,
    stop: () => execFileSync('bash', [join(root, 'scripts/stop-postgres.sh'), String(port)]),
  };
}

/** A `leadgen worker` process (from source) and the tail of what it wrote to stderr. */
interface Worker {
  child: ChildProcess;
  stderr: string;
  ready: Promise<void>;
}

function startWorker(env: NodeJS.ProcessEnv): Worker {
  const child = spawn(
    process.execPath,
    [
      '--conditions=source',
      '--import',
      'tsx',
      'packages/cli/src/main.ts',
      'worker',
      '--poll',
      `${WORKER_POLL_MS}`,
    ],
    { cwd: root, env, stdio: ['ignore', 'ignore', 'pipe'] },
  );
  const worker: Worker = { child, stderr: '', ready: Promise.resolve() };
  worker.ready = new Promise((resolve, reject) => {
    child.stderr?.on('data', (chunk: Buffer) => {
      worker.stderr = (worker.stderr + chunk.toString()).slice(-4000);
      if (worker.stderr.includes('Worker started')) resolve();
    });
    child.once('exit', (code) => reject(new Error(`leadgen worker exited with ${code}:\n${worker.stderr}`)));
  });
  worker.ready.catch(() => {});
  return worker;
}

async function stopWorker(worker: Worker): Promise<void> {
  const { child } = worker;
  if (child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise((resolve) => child.once('exit', resolve));
  child.kill('SIGTERM');
  await exited;
}

/** Waits until every job has completed; a failed job or a dead worker ends the benchmark. */
async function untilDone(store: Store, workers: Worker[]): Promise<void> {
  const deadline = Date.now() + TRIAL_TIMEOUT_MS;
  for (;;) {
    const jobs = await store.db.selectFrom('jobs').select(['status', 'error']).execute();
    const stopped = jobs.find((job) => job.status === 'failed' || job.status === 'canceled');
    if (stopped) throw new Error(`a job ${stopped.status}: ${stopped.error}`);
    if (jobs.every((job) => job.status === 'completed')) return;
    const dead = workers.find((worker) => worker.child.exitCode !== null || worker.child.signalCode !== null);
    if (dead) throw new Error(`a worker exited during the trial:\n${dead.stderr}`);
    if (Date.now() > deadline) throw new Error(`the jobs did not finish in ${TRIAL_TIMEOUT_MS / 1000} s`);
    await sleep(50);
  }
}

async function seedUsers(store: Store): Promise<string[]> {
  const users: string[] = [];
  for (let i = 0; i < USERS; i++) {
    const user = await store.users.create({
      email: `scale${i}@example.com`,
      first_name: 'S',
      last_name: 'B',
    });
    const millicredits = (JOBS / USERS) * USERNAMES_PER_JOB * 8 * 2;
    await store.ledger.grant(user.id, { millicredits, reason: 'bench', ref: `bench:${i}` });
    users.push(user.id);
  }
  return users;
}

interface Trial {
  workers: number;
  profiles: number;
  seconds: number;
  peakConcurrentRuns: number;
  capped429: number;
}

async function trial(baseUrl: string, sandbox: Sandbox, count: number, dir: string): Promise<Trial> {
  const schema = `bench_${count}`;
  await runStatement(baseUrl, `drop schema if exists ${schema} cascade; create schema ${schema}`);
  const url = inSchema(baseUrl, schema);
  const workers: Worker[] = [];
  let store: Store | undefined;
  try {
    store = await openStore({ database: { kind: 'postgres', url } });
    const users = await seedUsers(store);
    // Every service has a key and the bench's sandbox as its base URL (production mode, its
    // Stripe prices included), so no worker starts a demo sandbox.
    const env = {
      PATH: process.env.PATH ?? '',
      HOME: dir,
      LEADGEN_CONFIG_DIR: join(dir, 'config'),
      TSX_TSCONFIG_PATH: 'tsconfig.base.json',
      DATABASE_URL: url,
      ...sandbox.env(),
    };
    for (let i = 0; i < count; i++) workers.push(startWorker(env));
    await Promise.all(workers.map((worker) => worker.ready));

    // Timed from the first job queued (workers already polling) to the last one completed.
    sandbox.resetCounters();
    const start = performance.now();
    for (let job = 0; job < JOBS; job++) {
      // Round robin, so the jobs running at once are mostly of different users.
      const usernames = Array.from({ length: USERNAMES_PER_JOB }, (_, i) => `scale.j${job}_${i}`);
      const payload = validateCustom({ usernames, name: `scale ${job}` });
      await queueRun({ store }, users[job % USERS] ?? '', { kind: 'custom', payload });
    }
    await untilDone(store, workers);
    const seconds = (performance.now() - start) / 1000;
    const { n } = await store.db
      .selectFrom('profiles')
      .select((eb) => eb.fn.countAll<string>().as('n'))
      .where('enrichment_status', '!=', 'pending')
      .executeTakeFirstOrThrow();
    const { peakConcurrentRuns, capped429, runsRefused } = sandbox.counters.apify;
    // the caps refuse with 429 (requests per second) or 402 (runs at once, as Apify does)
    return {
      workers: count,
      profiles: Number(n),
      seconds,
      peakConcurrentRuns,
      capped429: capped429 + runsRefused,
    };
  } finally {
    await Promise.all(workers.map(stopWorker));
    await store?.close();
    await runStatement(baseUrl, `drop schema if exists ${schema} cascade`);
  }
}

export async function run(): Promise<void> {
  const database = await postgres();
  const dir = mkdtempSync(join(tmpdir(), 'leadgen-bench-scale-'));
  const sandbox = await startSandbox({ settings: { faults: FAULTS } });
  try {
    const faults = sandbox.settings().faults;
    console.log(
      `scale: ${JOBS} custom lists x ${USERNAMES_PER_JOB} usernames (enrichment only) for ${USERS} users,` +
        ` on PostgreSQL (${database.where}); \`leadgen worker\` processes, each running up to 4 jobs at once (at most 2 of one user)`,
    );
    console.log(
      `  sandbox: runMs ${faults.runMs}, perItemMs ${faults.perItemMs}, latencyMs ${faults.latencyMs},` +
        ` maxConcurrentRuns ${faults.maxConcurrentRuns}, maxRequestsPerSecond ${faults.maxRequestsPerSecond}`,
    );
    const trials: Trial[] = [];
    for (const count of WORKER_COUNTS) trials.push(await trial(database.url, sandbox, count, dir));
    const base = trials[0];
    const rate = (t: Trial) => t.profiles / t.seconds;
    printTable([
      ['workers', 'profiles', 'seconds', 'profiles/s', 'speed-up', 'peak runs', 'cap refusals'],
      ...trials.map((t) => [
        String(t.workers),
        String(t.profiles),
        t.seconds.toFixed(2),
        rate(t).toFixed(1),
        base ? `${(rate(t) / rate(base)).toFixed(2)}x` : '',
        String(t.peakConcurrentRuns),
        String(t.capped429),
      ]),
    ]);
    console.log(
      '  target: 0 cap refusals (the caps were not the limit); one worker now runs 4 jobs at once, so 8 jobs' +
        ' fill 2 workers and more add little',
    );
  } finally {
    await sandbox.stop();
    rmSync(dir, { recursive: true, force: true });
    database.stop();
  }
}
