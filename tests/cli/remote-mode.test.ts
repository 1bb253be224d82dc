// The built `leadgen` binary in remote mode (issue 35) against a running `leadgen serve`, with an
// API key and no database file of its own: `lists ls --json`, `discover` and `campaigns export`
// print what the same commands print run locally on the server's database file.
import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { type Sandbox, startSandbox } from '@leadgen/sandbox';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { type Leadgen, leadgenBin, leadgenBinary } from './binary.js';

let sandbox: Sandbox;
let dir: string;
let server: ChildProcess | undefined;
/** The CLI on the server's machine: its database file. */
let local: Leadgen;

beforeAll(async () => {
  sandbox = await startSandbox();
  dir = mkdtempSync(join(tmpdir(), 'leadgen-remote-'));
  // one sandbox for the local runs and the server's, so both see the same Instagram
  local = leadgenBinary({
    ...sandboxEnv(),
    LEADGEN_DB: join(dir, 'server.db'),
    LEADGEN_CONFIG_DIR: join(dir, 'server'),
  });
}, 120_000);

afterAll(async () => {
  server?.kill('SIGTERM');
  await sandbox?.stop();
  rmSync(dir, { recursive: true, force: true });
});

/** Starts `leadgen serve` on the database and resolves with its address once it listens. */
function serve(env: Record<string, string>): Promise<string> {
  server = spawn(process.execPath, [leadgenBin, 'serve', '--port', '0'], {
    env: { PATH: process.env.PATH ?? '', HOME: join(dir, 'server'), LOG_LEVEL: 'warn', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let stdout = '';
  let stderr = '';
  server.stderr?.on('data', (chunk: Buffer) => {
    stderr += chunk.toString();
  });
  return new Promise((resolve, reject) => {
    server?.stdout?.on('data', (chunk: Buffer) => {
      stdout += chunk.toString();
      const match = /running at (http:\/\/127\.0\.0\.1:\d+)/.exec(stdout);
      if (match?.[1]) resolve(match[1]);
    });
    server?.on('exit', () => reject(new Error(`serve exited: ${stderr}`)));
  });
}

/** What must differ between two runs: the ids and times they made. */
const normalised = (text: string) =>
  text
    .replace(/[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}/g, '<id>')
    .replace(/\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d(\.\d+)?Z/g, '<time>');

it('prints lists ls --json, discover and campaigns export as the server’s own database does', async () => {
  const init = await local([
    'init',
    '--email',
    'ana@example.com',
    '--first-name',
    'Ana',
    '--last-name',
    'Perez',
  ]);
  expect(init.code, init.stderr).toBe(0);
  const localRun = await local(['discover', '--target', 'natgeo', '--max', '5', '--refresh']);
  expect(localRun.code, localRun.stderr).toBe(0);
  const listId = /^List (\S+) completed/m.exec(localRun.stdout)?.[1] as string;
  const created = await local([
    'campaigns',
    'create',
    '--from-list',
    listId,
    '--all',
    '--template',
    'Hi {First Name}!',
    '--json',
  ]);
  expect(created.code, created.stderr).toBe(0);
  const campaignId = (JSON.parse(created.stdout) as { id: string }).id;

  // the key a user makes for a script, printed once on stdout
  const made = await local(['keys', 'create', '--name', 'laptop']);
  expect(made.code, made.stderr).toBe(0);
  const key = made.stdout.trim();

  const localLists = await local(['lists', 'ls', '--json']);
  const localCsv = await local(['campaigns', 'export', campaignId]);

  const url = await serve({
    ...sandboxEnv(),
    LEADGEN_DB: join(dir, 'server.db'),
    LEADGEN_CONFIG_DIR: join(dir, 'server'),
  });
  // the laptop: an API key and a server, and no database anywhere
  const laptop = join(dir, 'laptop');
  const remote = leadgenBinary({ LEADGEN_CONFIG_DIR: laptop, LEADGEN_SERVER: url, LEADGEN_API_KEY: key });

  const lists = await remote(['lists', 'ls', '--json']);
  expect(lists).toEqual({ ...localLists, stderr: '' });
  expect(JSON.parse(lists.stdout)).toHaveLength(1);

  const csv = await remote(['campaigns', 'export', campaignId]);
  expect(csv.code, csv.stderr).toBe(0);
  expect(csv.stdout).toBe(localCsv.stdout);
  expect(csv.stdout.split('\n').length).toBeGreaterThan(5);

  // the same run again, on the server: the same estimate, progress lines and summary
  const remoteRun = await remote(['discover', '--target', 'natgeo', '--max', '5', '--refresh']);
  expect(remoteRun.code, remoteRun.stderr).toBe(0);
  expect(normalised(remoteRun.stdout)).toBe(normalised(localRun.stdout));
  // the same estimate (the balance is lower by the first run's charge), and the steps as they
  // were seen: the server's run is polled, so a step shorter than a poll may pass unseen
  const [estimate, ...steps] = remoteRun.stderr.trimEnd().split('\n');
  const balance = /\(balance \$[\d.]+\)/;
  expect(estimate?.replace(balance, '')).toBe(
    localRun.stderr
      .split('\n')
      .find((line) => line.startsWith('Estimate:'))
      ?.replace(balance, ''),
  );
  const stepOf = (line: string) => /^step \d of \d: \w+/.exec(line)?.[0];
  const localSteps = localRun.stderr.split('\n').map(stepOf).filter(Boolean);
  expect(steps.length).toBeGreaterThan(0);
  for (const line of steps) expect(localSteps).toContain(stepOf(line));

  // no database was made on the laptop (its home holds only Node.js's compile cache)
  const files = readdirSync(laptop, { recursive: true, encoding: 'utf8' });
  expect(files.filter((name) => /\.db(-wal|-shm|-journal)?$/.test(name))).toEqual([]);
});

function sandboxEnv(): Record<string, string> {
  const endpoints = sandbox.endpoints();
  return {
    LEADGEN_MODE: 'demo',
    APIFY_TOKEN: endpoints.apifyToken,
    LEADGEN_APIFY_BASE_URL: endpoints.url,
    GEMINI_API_KEY: endpoints.geminiApiKey,
    LEADGEN_GEMINI_BASE_URL: endpoints.url,
  };
}
