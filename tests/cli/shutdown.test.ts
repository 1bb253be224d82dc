// `leadgen serve`, `worker` and `sandbox` as real processes stop the way a service manager
// expects: SIGTERM ends the event streams, hands a job in flight back to the queue and exits
// within LEADGEN_SHUTDOWN_TIMEOUT_MS (10 s by default), whatever is still connected.
import { type ChildProcessWithoutNullStreams, spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { DEFAULT_ACTORS } from '@leadgen/core';
import { openStore } from '@leadgen/core/store';
import { type Sandbox, startSandbox } from '@leadgen/sandbox';
import { afterEach, beforeEach, expect, it, vi } from 'vitest';
import { leadgenBin } from './binary.js';

let dir: string;
let sandbox: Sandbox | undefined;
const children: ChildProcessWithoutNullStreams[] = [];
beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), 'leadgen-shutdown-'));
});
afterEach(async () => {
  for (const child of children.splice(0)) if (child.exitCode === null) child.kill('SIGKILL');
  await sandbox?.stop();
  sandbox = undefined;
  rmSync(dir, { recursive: true, force: true });
});

/** The binary with only `env` (a temp home and database), its output collected as it comes. */
function start(args: string[], env: Record<string, string> = {}) {
  const child = spawn(process.execPath, [leadgenBin, ...args], {
    env: {
      PATH: process.env.PATH ?? '',
      HOME: dir,
      LEADGEN_DB: join(dir, 'leadgen.db'),
      LEADGEN_CONFIG_DIR: join(dir, 'config'),
      LOG_LEVEL: 'warn',
      ...env,
    },
  });
  children.push(child);
  const out = { stdout: '', stderr: '' };
  child.stdout.on('data', (chunk: Buffer) => {
    out.stdout += chunk.toString();
  });
  child.stderr.on('data', (chunk: Buffer) => {
    out.stderr += chunk.toString();
  });
  const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
  return {
    out,
    exited,
    /** Waits (on its output, not a clock) until stdout or stderr matches. */
    async printed(pattern: RegExp, timeout = 30_000): Promise<RegExpExecArray> {
      let match: RegExpExecArray | null = null;
      await vi.waitFor(
        () => {
          match = pattern.exec(out.stdout) ?? pattern.exec(out.stderr);
          if (!match) throw new Error(`not printed yet: ${pattern}\n${out.stdout}${out.stderr}`);
        },
        { timeout, interval: 20 },
      );
      return match as unknown as RegExpExecArray;
    },
    /** Sends SIGTERM; resolves with the exit code and how long the process took to exit. */
    async terminate(): Promise<{ code: number | null; ms: number }> {
      const sent = performance.now();
      child.kill('SIGTERM');
      const code = await exited;
      return { code, ms: performance.now() - sent };
    },
  };
}

/** Signs a user up on a served app; returns the session cookie. */
async function signUp(url: string): Promise<string> {
  const res = await fetch(`${url}/api/auth/signup`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: url },
    body: JSON.stringify({
      email: 'ana@example.com',
      password: 'secret-pw',
      confirmPassword: 'secret-pw',
      firstName: 'Ana',
      lastName: 'Perez',
    }),
  });
  expect(res.status).toBe(201);
  return res.headers.getSetCookie()[0]?.split(';')[0] ?? '';
}

/**
 * Opens /api/events and reads its first event; `ended` resolves, when the server ends the
 * stream, with what it sent after that first event.
 */
async function openStream(url: string, cookie: string) {
  const res = await fetch(`${url}/api/events`, { headers: { cookie } });
  expect(res.status).toBe(200);
  const reader = (res.body as ReadableStream<Uint8Array>).getReader();
  expect((await reader.read()).done).toBe(false);
  const ended = (async () => {
    let rest = '';
    for (;;) {
      const chunk = await reader.read();
      if (chunk.done) return rest;
      rest += Buffer.from(chunk.value).toString();
    }
  })();
  return { ended };
}

/** What a stream ended by a shutdown last says: reconnect within a second. */
const RECONNECT_SOON = /retry: 1000\n\n$/;

it('serve: with two event streams open, SIGTERM ends them and exits 0 well within the default 10 s', async () => {
  const serve = start(['serve', '--port', '0']);
  const url = (await serve.printed(/running at (http:\/\/127\.0\.0\.1:\d+)/))[1] as string;
  const cookie = await signUp(url);
  const streams = [await openStream(url, cookie), await openStream(url, cookie)];
  // before this stop existed, one open stream kept `serve` alive 40 s and more after SIGTERM
  const { code, ms } = await serve.terminate();
  expect(code).toBe(0);
  expect(ms).toBeLessThan(10_000);
  for (const stream of streams) expect(await stream.ended).toMatch(RECONNECT_SOON);
  expect(serve.out.stderr).toContain('Stopping: open requests and the job chunk in flight get up to 10 s');
});

it('serve: a job in flight goes back to the queue by the configured deadline, and a worker finishes it without buying its run again', async () => {
  // every Apify run takes 12 s: the discovery's first run (the target's lookup) is in flight when
  // SIGTERM comes
  sandbox = await startSandbox({ settings: { faults: { runMs: 12_000 } } });
  const env = { ...sandbox.env(), LEADGEN_SHUTDOWN_TIMEOUT_MS: '2000' };
  const serve = start(['serve', '--port', '0'], env);
  const url = (await serve.printed(/running at (http:\/\/127\.0\.0\.1:\d+)/))[1] as string;
  const cookie = await signUp(url);
  const queued = await fetch(`${url}/api/lists/discovery`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', cookie },
    body: JSON.stringify({ targets: ['natgeo'], type: 'followers', maxProfiles: 5, sessionId: 'demo' }),
  });
  expect(queued.status).toBe(202);
  const { job_id: jobId } = (await queued.json()) as { job_id: string };
  await vi.waitFor(() => expect(sandbox?.counters.apify.runs).toBe(1), { timeout: 20_000, interval: 20 });
  const streams = [await openStream(url, cookie), await openStream(url, cookie)];

  const { code, ms } = await serve.terminate();
  expect(code).toBe(0);
  // the deadline (2 s), with room for a machine busy with other tests: short of the
  // run's 12 s, and of the 40 s and more that one open event stream held `serve` before
  expect(ms).toBeLessThan(9_000);
  for (const stream of streams) expect(await stream.ended).toMatch(RECONNECT_SOON);

  // handed back: queued with no lease, so any worker (on any host) takes it at once
  const store = await openStore({ database: { kind: 'sqlite', path: join(dir, 'leadgen.db') } });
  try {
    const row = await store.db
      .selectFrom('jobs')
      .select(['status', 'lease_owner'])
      .where('id', '=', jobId)
      .executeTakeFirstOrThrow();
    expect(row).toEqual({ status: 'queued', lease_owner: null });
  } finally {
    await store.close();
  }

  sandbox.update({ faults: { runMs: 0 } });
  const worker = start(['worker', '--poll', '50'], env);
  await worker.printed(new RegExp(`Job ${jobId} \\(discover\\) completed`));
  const stopped = await worker.terminate();
  expect(stopped.code).toBe(0);
  expect(stopped.ms).toBeLessThan(9_000);
  expect(worker.out.stderr).toContain('Worker stopped after 1 job');
  // the discovery's run was followed, not bought again: the target's lookup, one discovery run
  // and one lookup chunk
  expect(sandbox.counters.apify.runs).toBe(3);
});

it('worker: SIGTERM while a lookup chunk is in flight hands the job back and exits within the deadline', async () => {
  // a custom list's only provider call is its lookup chunk, which a stop lets finish (it is paid
  // for): a minute-long one is what the deadline cuts
  sandbox = await startSandbox({ settings: { faults: { runMs: 60_000 } } });
  const env = { ...sandbox.env(), LEADGEN_SHUTDOWN_TIMEOUT_MS: '1500' };
  const init = start(
    ['init', '--email', 'ana@example.com', '--first-name', 'Ana', '--last-name', 'Perez'],
    env,
  );
  await init.printed(/./);
  expect(await init.exited).toBe(0);
  const queue = start(['import', '-u', 'nasa', '-u', 'natgeo', '--detach', '--json'], env);
  expect(await queue.exited).toBe(0);
  const { id: jobId } = JSON.parse(queue.out.stdout) as { id: string };

  const worker = start(['worker', '--poll', '50'], env);
  await vi.waitFor(() => expect(sandbox?.counters.apify.runs).toBe(1), { timeout: 20_000, interval: 20 });
  const { code, ms } = await worker.terminate();
  expect(code).toBe(0);
  // the deadline (1.5 s), with room for a busy machine: far short of the chunk's minute
  expect(ms).toBeLessThan(3_500);
  expect(worker.out.stderr).toContain(
    'Stopping: each running job finishes its chunk or goes back to the queue within 1.5 s',
  );

  const store = await openStore({ database: { kind: 'sqlite', path: join(dir, 'leadgen.db') } });
  try {
    const row = await store.db
      .selectFrom('jobs')
      .select(['status', 'lease_owner'])
      .where('id', '=', jobId)
      .executeTakeFirstOrThrow();
    expect(row).toEqual({ status: 'queued', lease_owner: null });
  } finally {
    await store.close();
  }
});

it('sandbox: SIGTERM with an Apify run in flight exits at once, not when the run ends', async () => {
  // a deadline far off: only the sandbox's own stop can make it exit this soon
  const run = start(['sandbox', '--port', '0'], { LEADGEN_SHUTDOWN_TIMEOUT_MS: '20000' });
  const url = (await run.printed(/Sandbox on (http:\/\/127\.0\.0\.1:\d+)/))[1] as string;
  const token = (await run.printed(/export APIFY_TOKEN=(\S+)/))[1] as string;
  const headers = { 'content-type': 'application/json', authorization: `Bearer ${token}` };
  // a 10-minute run: its timer kept `leadgen sandbox` alive 9 minutes after SIGTERM
  const settings = await fetch(`${url}/__admin/settings`, {
    method: 'PATCH',
    headers,
    body: JSON.stringify({ faults: { runMs: 600_000 } }),
  });
  expect(settings.status).toBe(200);
  const started = await fetch(`${url}/v2/actors/${DEFAULT_ACTORS.followers[0]?.id}/runs`, {
    method: 'POST',
    headers,
    body: JSON.stringify({ usernames: ['natgeo'], max_count: 50 }),
  });
  expect(started.status).toBe(201);
  const { code, ms } = await run.terminate();
  expect(code).toBe(0);
  expect(ms).toBeLessThan(3_000);
});
