// A worker killed with SIGKILL in the middle of a watch run (issue 34): another worker on the same
// host takes the run over, follows the provider runs the dead one started, and the run ends with
// every new person charged exactly once: the run's charge, the list's and the ledger's agree.
import type { ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { addWatch, getWatch, queueWatchRun, type WatchRunResult } from '@leadgen/core';
import { openStore } from '@leadgen/core/store';
import { type Sandbox, startSandbox } from '@leadgen/sandbox';
import { databaseArg, testDatabase } from '@leadgen/test-utils/core';
import { afterAll, beforeAll, expect, it, vi } from 'vitest';
import { spawnWorker } from './spawn-worker.js';

const LEASE_MS = 60_000;
const PRICE = 8;
const FOLLOWERS_ACTOR = 'datadoping~instagram-followers-scraper';

let dir: string;
let sandbox: Sandbox;
beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'leadgen-watch-takeover-'));
  // slow lookups: the kill lands while the new people are being enriched
  sandbox = await startSandbox({ settings: { faults: { runMs: 200, perItemMs: 30 } } });
});
afterAll(async () => {
  await sandbox.stop();
  rmSync(dir, { recursive: true, force: true });
});

function startWorker(database: string): ChildProcess {
  const child = spawnWorker(database, sandbox.url, LEASE_MS, { stdio: ['ignore', 'ignore', 'pipe'] });
  child.stderr?.pipe(process.stderr);
  return child;
}

const exited = (child: ChildProcess) =>
  new Promise<void>((resolve) => {
    if (child.exitCode !== null || child.signalCode !== null) resolve();
    else child.once('exit', () => resolve());
  });

async function runsOf(actor: string): Promise<number> {
  const runs = await fetch(`${sandbox.url}/v2/actors/${actor}/runs`, {
    headers: { authorization: 'Bearer sandbox-apify-token' },
  });
  return ((await runs.json()) as { data: { total: number } }).data.total;
}

it('resumes a watch run killed mid-enrichment with exact charges and no second discovery', async () => {
  const { database, drop } = await testDatabase(join(dir, 'watch.db'));
  const store = await openStore({ database });
  const user = await store.users.create({ email: 'watch@example.com', first_name: 'W', last_name: 'K' });
  await store.ledger.grant(user.id, { millicredits: 20_000, reason: 'test', ref: 'watch-grant' });
  const watch = await addWatch({ store }, user.id, {
    target: 'natgeo',
    type: 'followers',
    every: '1d',
    max: 100,
  });
  const queued = await queueWatchRun({ store }, user.id, watch.id);
  const jobId = queued?.job.id as string;
  const workers = [startWorker(databaseArg(database))];
  const charges = () => store.ledger.sumByRefPrefix(user.id, `enrich:${watch.search_list_id}:`);
  try {
    // the audience is saved (the people the watch had not seen) and enrichment is under way
    await vi.waitFor(
      async () => {
        const seen = await store.db
          .selectFrom('watch_seen')
          .select((eb) => eb.fn.countAll<number>().as('n'))
          .where('job_id', '=', jobId)
          .executeTakeFirstOrThrow();
        expect(Number(seen.n)).toBeGreaterThan(0);
        const payload = (await store.jobs.get(user.id, jobId))?.payload as { providerRuns?: object };
        expect(Object.keys(payload.providerRuns ?? {}).some((key) => key.startsWith('lookup:'))).toBe(true);
      },
      // the worker's start and the discovery before it: 30 s ran out beside the crash test's four
      // workers on a machine loaded by other suites
      { timeout: 60_000, interval: 20 },
    );
    const chargedBeforeKill = -(await charges());
    workers[0]?.kill('SIGKILL');
    await exited(workers[0] as ChildProcess);
    workers.push(startWorker(databaseArg(database)));
    await vi.waitFor(async () => expect((await store.jobs.get(user.id, jobId))?.status).toBe('completed'), {
      timeout: 60_000,
      interval: 100,
    });
    const job = await store.jobs.get(user.id, jobId);
    expect(job?.attempts).toBe(2);
    const result = job?.result as WatchRunResult;
    const rows = await store.profiles.statusCounts(user.id, watch.search_list_id);
    const total = rows.reduce((sum, row) => sum + row.total, 0);
    expect(result.watch.added).toBe(total);
    expect(total).toBeGreaterThanOrEqual(95);
    // every new person charged once, whatever the first worker had charged before it died
    expect(-(await charges())).toBe(total * PRICE);
    expect(result.charged).toBe(total * PRICE);
    expect(chargedBeforeKill).toBeLessThan(total * PRICE);
    expect(await store.ledger.balance(user.id)).toBe(20_000 + 500 - total * PRICE);
    expect(await runsOf(FOLLOWERS_ACTOR)).toBe(1);
    expect(await getWatch({ store }, user.id, watch.id)).toMatchObject({
      active_job_id: null,
      last_added: total,
    });
  } finally {
    for (const child of workers) child.kill('SIGKILL');
    await Promise.all(workers.map(exited));
    await store.close();
    await drop();
  }
}, 120_000);
