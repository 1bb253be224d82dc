// `npm run bench -- recovery`: a worker process killed with SIGKILL in the middle of a
// 500-profile discovery, once while the discovery run goes on and once during enrichment, with a
// second worker on the same host. Prints the time from the kill to the takeover, the Apify runs
// the job started in all beside the fewest it needs (one lookup of the target, one discovery,
// one per chunk of 25), and
// the time to completion; then provider runs and charges after a 30 s outage (recovery-outage.ts).
// Before issue 17 a takeover waited out the 30 s lease and the work in
// flight (the whole discovery run, or the chunks) was started and paid for again.

import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { openStore, type Store } from '@leadgen/core/store';
import { type Sandbox, startSandbox } from '@leadgen/sandbox';
import { discoverPayload } from '@leadgen/test-utils/core';
import { OUTAGE_TRIAL_NOTE, outageTrials } from './recovery-outage.js';
import { printTable } from './stats.js';

const PROFILES = 500;
const CHUNK = 25;
// a lease far longer than a takeover: only the dead worker's gone pid explains a fast one
const LEASE_MS = 30_000;
const FAULTS = { runMs: 1500, perItemMs: 4 };

const worker = fileURLToPath(new URL('../tests/reliability/worker-process.ts', import.meta.url));
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

function startWorker(path: string, sandbox: Sandbox): ChildProcess {
  return spawn(
    process.execPath,
    ['--conditions=source', '--import', 'tsx', worker, path, sandbox.url, String(LEASE_MS)],
    {
      stdio: ['ignore', 'ignore', 'inherit'],
      env: { ...process.env, TSX_TSCONFIG_PATH: 'tsconfig.base.json' },
    },
  );
}

const exited = (child: ChildProcess) =>
  new Promise<void>((resolve) => {
    if (child.exitCode !== null || child.signalCode !== null) resolve();
    else child.once('exit', () => resolve());
  });

async function until<T>(read: () => Promise<T>, done: (value: T) => boolean, timeoutMs: number): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await read();
    if (done(value)) return value;
    if (Date.now() > deadline) throw new Error('timed out waiting for the job');
    await sleep(10);
  }
}

/** One trial: kill the worker holding the job once `when` holds, and time what follows. */
async function trial(label: string, when: (job: JobRow) => boolean, dir: string) {
  const sandbox = await startSandbox({ settings: { faults: FAULTS } });
  const path = join(dir, `${label.replaceAll(' ', '-')}.db`);
  const store: Store = await openStore({ database: { kind: 'sqlite', path } });
  const children: ChildProcess[] = [];
  try {
    const user = await store.users.create({ email: 'bench@example.com', first_name: 'B', last_name: 'R' });
    await store.ledger.grant(user.id, { millicredits: PROFILES * 8, reason: 'bench', ref: 'bench' });
    const job = await store.jobs.enqueue(
      user.id,
      'discover',
      discoverPayload({ targets: ['natgeo'], max: PROFILES }),
    );
    const read = async (): Promise<JobRow> => {
      const row = await store.jobs.get(user.id, job.id);
      return {
        status: row?.status ?? 'queued',
        attempts: row?.attempts ?? 0,
        percent: row?.progress?.percent ?? 0,
        step: row?.progress?.step ?? '',
        runs: Object.keys((row?.payload as { providerRuns?: object } | undefined)?.providerRuns ?? {}).length,
      };
    };
    const start = performance.now();
    const first = startWorker(path, sandbox);
    children.push(first);
    await until(read, when, 60_000);
    children.push(startWorker(path, sandbox));
    await sleep(1500); // the standby worker is up and polling
    const before = await read();
    first.kill('SIGKILL');
    await exited(first);
    const killed = performance.now();
    await until(read, (row) => row.attempts >= 2, 30_000);
    const takeover = performance.now() - killed;
    await until(read, (row) => row.status === 'completed' || row.status === 'failed', 120_000);
    const total = (performance.now() - start) / 1000;
    const fewest = 2 + Math.ceil(PROFILES / CHUNK);
    return {
      label,
      at: `${before.step} ${before.percent}%`,
      takeover,
      runs: sandbox.counters.apify.runs,
      fewest,
      total,
      status: (await read()).status,
      charged: -(await store.ledger.history(user.id, { limit: 1000 }))
        .filter((entry) => entry.ref.startsWith('enrich:'))
        .reduce((sum, entry) => sum + entry.delta, 0),
    };
  } finally {
    for (const child of children) child.kill('SIGKILL');
    await Promise.all(children.map(exited));
    await store.close();
    await sandbox.stop();
  }
}

interface JobRow {
  status: string;
  attempts: number;
  percent: number;
  step: string;
  runs: number;
}

export async function run(): Promise<void> {
  const dir = mkdtempSync(join(tmpdir(), 'leadgen-bench-recovery-'));
  try {
    console.log(
      `recovery: a ${PROFILES}-profile discovery (sandbox ${FAULTS.runMs} ms per run + ${FAULTS.perItemMs} ms per item),` +
        ` lease ${LEASE_MS / 1000} s, a second worker on the host; SIGKILL of the worker holding the job`,
    );
    const trials = [
      await trial('during discovery', (row) => row.runs >= 1 && row.step === 'Discovering', dir),
      await trial('during enrichment', (row) => row.step === 'Enriching' && row.percent >= 55, dir),
    ];
    printTable([
      ['killed', 'at', 'takeover', 'Apify runs', 'fewest', 'completed in', 'status', 'charged'],
      ...trials.map((t) => [
        t.label,
        t.at,
        `${t.takeover.toFixed(0)} ms`,
        String(t.runs),
        String(t.fewest),
        `${t.total.toFixed(1)} s`,
        t.status,
        `${t.charged} mc`,
      ]),
    ]);
    console.log(
      '  targets: takeover < 5 s on the same host; Apify runs = fewest (work in flight followed, not paid again);' +
        ' charged 8 mc per profile enriched',
    );
    console.log(`\nrecovery: ${OUTAGE_TRIAL_NOTE}`);
    const outages = await outageTrials();
    printTable([
      ['run', 'Apify runs', 'fewest', '503s', 'enriched', 'charged', '8 mc x enriched', 'status', 'took'],
      ...outages.map((t) => [
        t.label,
        String(t.runs),
        String(t.fewest),
        String(t.refused),
        String(t.enriched),
        `${t.charged} mc`,
        `${8 * t.enriched} mc`,
        t.status,
        `${t.seconds.toFixed(1)} s`,
      ]),
    ]);
    console.log(
      '  targets: Apify runs = fewest with or without the outage (a run in flight is followed, never bought twice);' +
        ' charged = 8 mc x enriched, the same in both',
    );
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}
