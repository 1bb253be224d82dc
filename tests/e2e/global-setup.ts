import { type ChildProcess, spawn } from 'node:child_process';
import { createWriteStream, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { buildApp } from '../cli/binary.js';
import { e2eFiles, e2eServer } from './e2e-server.js';

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

/**
 * Brings the build up to date (`buildApp`: the binary and the web app it serves; after
 * `vitest run` in `npm test` nothing is stale), then starts
 * `leadgen serve` on the run's port with a temp database and config directory (its output in
 * the directory's server.log; the tests find the directory through LEADGEN_E2E_DIR). The
 * returned teardown stops it with SIGTERM (the worker finishes its chunk) and removes the directory.
 */
export default async function globalSetup(): Promise<() => Promise<void>> {
  const server = e2eServer();
  buildApp();
  process.env.LEADGEN_E2E_DIR = mkdtempSync(join(tmpdir(), 'leadgen-e2e-'));
  const files = e2eFiles();
  const log = createWriteStream(files.log);
  const child = spawn(
    process.execPath,
    [join(server.root, 'packages/cli/bin/leadgen.js'), 'serve', '--port', server.port],
    {
      cwd: files.dir,
      env: {
        ...process.env,
        ...Object.fromEntries(UNSET.map((key) => [key, ''])),
        HOME: files.dir,
        LEADGEN_DB: files.db,
        LEADGEN_CONFIG_DIR: join(files.dir, 'config'),
        LEADGEN_PUBLIC_URL: server.baseURL,
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
    rmSync(files.dir, { recursive: true, force: true });
  };
  try {
    await listening(child, server.baseURL, exited);
  } catch (error) {
    await stop();
    throw error;
  }
  return stop;
}
