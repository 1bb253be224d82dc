// A worker killed with SIGKILL in the middle of a discovery: a new worker on the same host takes
// the job over at once (not after the lease), and follows the provider run the dead one started
// instead of starting and paying for another (issue 17).
import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { openStore } from '@leadgen/core';
import { databaseArg, testDatabase } from '@leadgen/core/testing';
import { type Sandbox, startSandbox } from '@leadgen/sandbox';
import { afterAll, beforeAll, expect, it, vi } from 'vitest';

// far longer than the takeover may take: only the dead worker's gone pid can explain a fast one
const LEASE_MS = 60_000;
const FOLLOWERS_ACTOR = 'datadoping~instagram-followers-scraper';

let dir: string;
let sandbox: Sandbox;
beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'leadgen-takeover-'));
  // a discovery run long enough that the kill lands while it goes on, however long the second
  // worker takes to start on a busy machine
  sandbox = await startSandbox({ settings: { faults: { runMs: 15_000, perItemMs: 1 } } });
});
afterAll(async () => {
  await sandbox.stop();
  rmSync(dir, { recursive: true, force: true });
});

function startWorker(database: string): ChildProcess {
  const script = fileURLToPath(new URL('./worker-process.ts', import.meta.url));
  const child = spawn(
    process.execPath,
    ['--conditions=source', '--import', 'tsx', script, database, sandbox.url, String(LEASE_MS)],
    { stdio: ['ignore', 'ignore', 'pipe'], env: { ...process.env, LEADGEN_TEST_READY_LINE: '1' } },
  );
  child.stderr?.pipe(process.stderr);
  return child;
}

/** Resolves once the worker has opened the store and is about to look for work. */
const ready = (child: ChildProcess) =>
  new Promise<void>((resolve) => {
    let text = '';
    child.stderr?.on('data', (chunk: Buffer) => {
      text += chunk.toString();
      if (text.includes('worker ready')) resolve();
    });
  });

const exited = (child: ChildProcess) =>
  new Promise<void>((resolve) => {
    if (child.exitCode !== null || child.signalCode !== null) resolve();
    else child.once('exit', () => resolve());
  });

it('takes a killed worker’s discovery over long before its lease ends and follows its run instead of paying again', async () => {
  const { database, drop } = await testDatabase(join(dir, 'takeover.db'));
  const store = await openStore({ database });
  const user = await store.users.create({ email: 'kill@example.com', first_name: 'K', last_name: 'T' });
  await store.ledger.grant(user.id, { millicredits: 20_000, reason: 'test', ref: 'takeover-grant' });
  const job = await store.jobs.enqueue(user.id, 'discover', {
    targets: ['natgeo'],
    type: 'followers',
    max: 100,
    sessionId: null,
  });
  const lease = async () =>
    store.db
      .selectFrom('jobs')
      .select(['lease_owner', 'attempts', 'status'])
      .where('id', '=', job.id)
      .executeTakeFirstOrThrow();
  const first = startWorker(databaseArg(database));
  const second: ChildProcess[] = [];
  try {
    // the discovery run started and its id is saved with the job (after the target's lookup,
    // a run of its own that takes the sandbox's 15 s too)
    await vi.waitFor(
      async () => {
        const payload = (await store.jobs.get(user.id, job.id))?.payload as {
          providerRuns?: { discover?: string };
        };
        expect(payload.providerRuns?.discover).toEqual(expect.any(String));
      },
      { timeout: 45_000, interval: 50 },
    );
    const deadOwner = (await lease()).lease_owner;
    // another worker on this host, idle: it leaves a living worker's job alone
    const other = startWorker(databaseArg(database));
    second.push(other);
    await ready(other);
    await new Promise((resolve) => setTimeout(resolve, 1000));
    expect((await lease()).lease_owner).toBe(deadOwner);
    first.kill('SIGKILL');
    await exited(first);
    const killedAt = Date.now();
    await vi.waitFor(
      async () => {
        const now = await lease();
        expect(now.lease_owner).not.toBe(deadOwner);
        expect(now.attempts).toBe(2);
      },
      { timeout: LEASE_MS / 4, interval: 20 },
    );
    // The lease is 60 s: only the dead worker's gone pid explains a takeover within a quarter of
    // it. On an idle machine it takes 1-2 s (`npm run bench -- recovery`, target under 5 s);
    // beside the end-to-end tests in CI a starved worker process has taken up to 8 s.
    const takeoverMs = Date.now() - killedAt;
    expect(takeoverMs).toBeLessThan(LEASE_MS / 4);
    await vi.waitFor(async () => expect((await lease()).status).toBe('completed'), {
      timeout: 60_000,
      interval: 100,
    });
    const runs = await fetch(`${sandbox.url}/v2/actors/${FOLLOWERS_ACTOR}/runs`, {
      headers: { authorization: 'Bearer sandbox-apify-token' },
    });
    // one discovery run in all: the second worker followed the first one's
    expect(((await runs.json()) as { data: { total: number } }).data.total).toBe(1);
    const done = (await store.jobs.get(user.id, job.id)) as {
      result: { listId: string; profilesFound: number };
    };
    expect(done.result.profilesFound).toBe(100);
    expect(await store.lists.get(user.id, done.result.listId)).toMatchObject({ status: 'completed' });
    console.log(`takeover after SIGKILL: ${takeoverMs} ms (lease ${LEASE_MS} ms)`);
  } finally {
    first.kill('SIGKILL');
    for (const child of second) child.kill('SIGTERM');
    await Promise.all([first, ...second].map(exited));
    await store.close();
    await drop();
  }
}, 150_000);
