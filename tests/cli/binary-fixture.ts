import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { type Sandbox, startSandbox } from '@leadgen/sandbox';
import { afterAll, beforeAll } from 'vitest';
import { type Leadgen, leadgenBinary, spawnLeadgenWith } from './binary.js';

/** What a file's tests of the built binary share: the sandbox, a temp directory and the binary on it. */
export interface BinaryFixture {
  /** Set once the file's tests start (read it inside a test, not when the file loads). */
  sandbox: Sandbox;
  /** The temp directory, holding the database (leadgen.db) and the config; set as `sandbox` is. */
  dir: string;
  /** Runs the binary; callable from the start (it reads the environment when called). */
  leadgen: Leadgen;
  spawnLeadgen: ReturnType<typeof spawnLeadgenWith>;
}

/**
 * Registers the hooks that start the sandbox before a file's tests and stop it after, and
 * returns the fixture they fill in: the binary on a temp SQLite file in an explicit demo mode
 * (the sandbox's keys for Apify and Gemini, none for Stripe), as scripts and cron run it.
 */
export function binaryFixture(): BinaryFixture {
  let run: Leadgen | undefined;
  let start: ReturnType<typeof spawnLeadgenWith> | undefined;
  const fixture = {
    leadgen: (...args: Parameters<Leadgen>) => (run as Leadgen)(...args),
    spawnLeadgen: (...args: Parameters<ReturnType<typeof spawnLeadgenWith>>) =>
      (start as ReturnType<typeof spawnLeadgenWith>)(...args),
  } as BinaryFixture;
  beforeAll(async () => {
    fixture.sandbox = await startSandbox();
    fixture.dir = mkdtempSync(join(tmpdir(), 'leadgen-e2e-'));
    const endpoints = fixture.sandbox.endpoints();
    const env = {
      LEADGEN_DB: join(fixture.dir, 'leadgen.db'),
      LEADGEN_CONFIG_DIR: join(fixture.dir, 'config'),
      LEADGEN_MODE: 'demo',
      APIFY_TOKEN: endpoints.apifyToken,
      LEADGEN_APIFY_BASE_URL: endpoints.url,
      GEMINI_API_KEY: endpoints.geminiApiKey,
      LEADGEN_GEMINI_BASE_URL: endpoints.url,
      IG_SESSION_ID: 'e2e-session',
    };
    run = leadgenBinary(env);
    start = spawnLeadgenWith(env);
  }, 120_000);
  afterAll(async () => {
    await fixture.sandbox?.stop();
    if (fixture.dir) rmSync(fixture.dir, { recursive: true, force: true });
  });
  return fixture;
}
