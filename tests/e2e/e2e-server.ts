import { execFileSync } from 'node:child_process';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

/** A free loopback port, found synchronously (Playwright's config is not async). */
const freePort = () =>
  execFileSync(process.execPath, [
    '-e',
    "const s=require('net').createServer().listen(0,'127.0.0.1',()=>{process.stdout.write(String(s.address().port));s.close()})",
  ]).toString();

/**
 * Where the run's server listens: a free port chosen once. The runner loads the config in every
 * worker too; they inherit the choice through the environment.
 */
export function e2eServer(): { root: string; port: string; baseURL: string } {
  process.env.LEADGEN_E2E_PORT ??= freePort();
  const port = process.env.LEADGEN_E2E_PORT;
  return {
    root: fileURLToPath(new URL('../..', import.meta.url)),
    port,
    baseURL: `http://127.0.0.1:${port}`,
  };
}

/** The run's temp directory (made by global-setup.ts): the database, the config and the server log. */
export function e2eFiles(): { dir: string; db: string; log: string } {
  const dir = process.env.LEADGEN_E2E_DIR;
  if (!dir) throw new Error('LEADGEN_E2E_DIR is unset: run the tests with -c tests/e2e/playwright.config.ts');
  return { dir, db: join(dir, 'leadgen.db'), log: join(dir, 'server.log') };
}
