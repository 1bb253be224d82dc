// The built `leadgen` binary as cron runs it: spawned with pipes, read only by its exit code and
// stderr. `jobs run` exits 0 only when every job completed in full (issue 32), and each database
// keeps its own acting user.
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { DEFAULT_SETTINGS, resolveUsername, type Sandbox, startSandbox } from '@leadgen/sandbox';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Leadgen, leadgenBin, leadgenBinary } from './binary.js';

let sandbox: Sandbox;
let dir: string;
let env: Record<string, string>;
let leadgen: Leadgen;

beforeAll(async () => {
  sandbox = await startSandbox();
  dir = mkdtempSync(join(tmpdir(), 'leadgen-cron-'));
  const endpoints = sandbox.endpoints();
  env = {
    LEADGEN_CONFIG_DIR: join(dir, 'config'),
    LEADGEN_MODE: 'demo',
    APIFY_TOKEN: endpoints.apifyToken,
    LEADGEN_APIFY_BASE_URL: endpoints.url,
    GEMINI_API_KEY: endpoints.geminiApiKey,
    LEADGEN_GEMINI_BASE_URL: endpoints.url,
  };
  leadgen = leadgenBinary(env);
}, 120_000);

afterAll(async () => {
  await sandbox?.stop();
  rmSync(dir, { recursive: true, force: true });
});

/** A handle no account goes by in the sandbox: its discovery fails 'Instagram has no account'. */
const ghost = Array.from({ length: 300 }, (_, i) => `nobody_${i}`).find(
  (name) => resolveUsername(DEFAULT_SETTINGS.seed, name, 0) === null,
) as string;

/** A database of its own with one user (the signup's $0.500) in it. */
async function database(name: string, email = 'ana@example.com'): Promise<Record<string, string>> {
  const db = { LEADGEN_DB: join(dir, `${name}.db`) };
  const init = await leadgen(['init', '--email', email, '--first-name', 'Ana', '--last-name', 'Perez'], db);
  expect(init.code, init.stderr).toBe(0);
  return db;
}

/** Queues a discovery as a script would (`--detach`) and returns its job id. */
async function queue(db: Record<string, string>, target: string, max: number): Promise<string> {
  const run = await leadgen(['discover', '-t', target, '--max', String(max), '--detach', '--json'], db);
  expect(run.code, run.stderr).toBe(0);
  return String((JSON.parse(run.stdout) as { id: string }).id);
}

describe('leadgen jobs run under cron', () => {
  it('exits 0 when every job completed, 1 for a failed one, 4 for one the balance cut short', async () => {
    const db = await database('codes');
    await queue(db, 'natgeo', 5);
    expect(await leadgen(['jobs', 'run', '--until-idle', '-q'], db)).toMatchObject({ code: 0, stderr: '' });

    const failed = await queue(db, ghost, 5);
    const ran = await leadgen(['jobs', 'run', '--until-idle', '-q'], db);
    expect(ran.code).toBe(1);
    expect(ran.stderr).toContain(`leadgen: job ${failed} discover @${ghost} failed: `);
    expect(ran.stderr).toContain(`Instagram has no account @${ghost}`);

    // what is left of $0.500 covers fewer than 100 profiles: the run is capped, and says so
    const capped = await queue(db, 'nasa', 100);
    const cut = await leadgen(['jobs', 'run', '--until-idle', '-q'], db);
    expect(cut.code).toBe(4);
    expect(cut.stderr).toMatch(
      new RegExp(
        `^leadgen: job ${capped} discover @nasa stopped at \\d+ of 100 profiles: not enough credits`,
      ),
    );
  }, 60_000);

  it('exits 143 on SIGTERM with the job back in the queue, and the next run finishes it', async () => {
    const db = await database('stopped');
    await leadgen(['credits', 'grant', '5'], db);
    const id = await queue(db, 'bbcnews', 150);
    sandbox.update({ faults: { perItemMs: 40 } });
    let stopped: { code: number | null; stderr: string };
    try {
      // cron's run: no terminal, no progress on stderr; the job's own progress says when it is
      // enriching, read the way a script would
      const child = spawn(process.execPath, [leadgenBin, 'jobs', 'run', '--until-idle', '-q'], {
        env: { PATH: process.env.PATH ?? '', HOME: dir, ...env, ...db },
        stdio: ['ignore', 'pipe', 'pipe'],
      });
      let stderr = '';
      child.stderr.on('data', (chunk: Buffer) => {
        stderr += chunk.toString();
      });
      const exited = new Promise<number | null>((resolve) => child.on('close', (code) => resolve(code)));
      for (;;) {
        const job = JSON.parse((await leadgen(['jobs', 'show', id, '--json'], db)).stdout);
        if ((job.progress?.step_index ?? 0) >= 3) break;
      }
      child.kill('SIGTERM');
      stopped = { code: await exited, stderr };
    } finally {
      sandbox.update({ faults: { perItemMs: 0 } });
    }
    expect(stopped.code).toBe(143);
    expect(stopped.stderr).toContain(`leadgen: job ${id} discover @bbcnews interrupted at `);
    const shown = JSON.parse((await leadgen(['jobs', 'show', id, '--json'], db)).stdout);
    expect(shown.status).toBe('queued');
    expect((await leadgen(['jobs', 'run', '--until-idle', '-q'], db)).code).toBe(0);
  }, 60_000);
});

describe('the acting user of each database', () => {
  it('is kept per database: init in a second one does not change who acts in the first', async () => {
    const first = await database('first', 'ana@example.com');
    const second = await database('second', 'ben@example.com');
    const who = async (db: Record<string, string>) =>
      JSON.parse((await leadgen(['whoami', '--json'], db)).stdout) as { email: string; database: string };
    expect(await who(first)).toMatchObject({ email: 'ana@example.com', database: first.LEADGEN_DB });
    expect(await who(second)).toMatchObject({ email: 'ben@example.com', database: second.LEADGEN_DB });
    // a mistyped folder is refused, and nothing is made there
    const typo = await leadgen(['lists', 'ls'], { LEADGEN_DB: join(dir, 'no-such-folder', 'x.db') });
    expect(typo.code).toBe(3);
    expect(typo.stderr).toContain('does not exist');
  }, 60_000);
});
