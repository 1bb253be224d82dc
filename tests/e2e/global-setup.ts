import { type ChildProcess, spawn } from 'node:child_process';
import { createWriteStream, mkdtempSync, rmSync } from 'node:fs';
import { type AddressInfo, createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { delimiter, join } from 'node:path';
import { buildApp } from '../cli/binary.js';
import { E2E_WORKERS, e2eRoot } from './e2e-server.js';

/** Demo mode whatever the runner's environment holds: no keys, no SMTP (mail goes to the outbox). */
const UNSET = [
  'DATABASE_URL',
  'LEADGEN_MODE',
  'APIFY_TOKEN',
  'GEMINI_API_KEY',
  'STRIPE_SECRET_KEY',
  'STRIPE_WEBHOOK_SECRET',
  'SMTP_URL',
  'LEADGEN_APIFY_BASE_URL',
  'LEADGEN_GEMINI_BASE_URL',
  'LEADGEN_STRIPE_BASE_URL',
  'LEADGEN_USER',
  'PORT',
];

const READY_TIMEOUT_MS = 60_000;

/** Resolves once the server prints its URL; rejects if it exits first or takes too long. */
function listening(child: ChildProcess, url: string, exited: Promise<number | null>): Promise<void> {
  return new Promise((resolve, reject) => {
    let output = '';
    const timer = setTimeout(
      () => reject(new Error(`leadgen serve did not start in ${READY_TIMEOUT_MS} ms:\n${output}`)),
      READY_TIMEOUT_MS,
    );
    child.stdout?.on('data', (chunk: Buffer) => {
      output += chunk.toString();
      if (output.includes(`running at ${url}`)) {
        clearTimeout(timer);
        resolve();
      }
    });
    child.stderr?.on('data', (chunk: Buffer) => {
      output += chunk.toString();
    });
    void exited.then((code) => {
      clearTimeout(timer);
      reject(new Error(`leadgen serve exited (${code}) before listening:\n${output}`));
    });
  });
}

/** A free loopback port. */
function freePort(): Promise<string> {
  return new Promise((resolve, reject) => {
    const probe = createServer().listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as AddressInfo;
      probe.close(() => resolve(String(port)));
    });
    probe.once('error', reject);
  });
}

/**
 * Starts `leadgen serve` on a free port with a temp database and config directory of its own
 * (its output in the directory's server.log). Resolves once it listens, with its port, its
 * directory and how to stop it: SIGTERM (the worker finishes its chunk), then the directory is
 * removed.
 */
async function startServer(root: string): Promise<{ port: string; dir: string; stop: () => Promise<void> }> {
  const port = await freePort();
  const baseURL = `http://127.0.0.1:${port}`;
  const dir = mkdtempSync(join(tmpdir(), 'leadgen-e2e-'));
  const log = createWriteStream(join(dir, 'server.log'));
  const child = spawn(
    process.execPath,
    [join(root, 'packages/cli/bin/leadgen.js'), 'serve', '--port', port],
    {
      cwd: dir,
      env: {
        ...process.env,
        ...Object.fromEntries(UNSET.map((key) => [key, ''])),
        HOME: dir,
        LEADGEN_DB: join(dir, 'leadgen.db'),
        LEADGEN_CONFIG_DIR: join(dir, 'config'),
        LEADGEN_PUBLIC_URL: baseURL,
        LOG_LEVEL: 'info',
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    },
  );
  child.stdout.pipe(log);
  child.stderr.pipe(log);
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  const stop = async () => {
    if (child.exitCode === null) child.kill('SIGTERM');
    await exited;
    log.end();
    rmSync(dir, { recursive: true, force: true });
  };
  try {
    await listening(child, baseURL, exited);
  } catch (error) {
    await stop();
    throw error;
  }
  return { port, dir, stop };
}

/**
 * Brings the build up to date (`buildApp`: the binary and the web app it serves; after
 * `vitest run` in `npm test` nothing is stale), then starts one server per worker, so no flow
 * shares a database with one running at the same time. The workers find theirs through
 * LEADGEN_E2E_PORTS and LEADGEN_E2E_DIRS (e2e-server.ts). The returned teardown stops them.
 */
export default async function globalSetup(): Promise<() => Promise<void>> {
  const root = e2eRoot();
  buildApp();
  const started = await Promise.allSettled(Array.from({ length: E2E_WORKERS }, () => startServer(root)));
  const servers = started.flatMap((result) => (result.status === 'fulfilled' ? [result.value] : []));
  const stopAll = async () => {
    await Promise.all(servers.map((server) => server.stop()));
  };
  const failed = started.find((result) => result.status === 'rejected');
  if (failed) {
    await stopAll();
    throw failed.reason;
  }
  process.env.LEADGEN_E2E_PORTS = servers.map((server) => server.port).join(',');
  process.env.LEADGEN_E2E_DIRS = servers.map((server) => server.dir).join(delimiter);
  return stopAll;
}
