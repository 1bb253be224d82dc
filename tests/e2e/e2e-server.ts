import { delimiter, join } from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * How many browsers drive the app at once, each against a server and database of its own
 * (global-setup.ts starts one per worker). The flows mostly wait on a browser and a server, so
 * two share two cores well; `LEADGEN_E2E_WORKERS=1` runs them one after another.
 */
export const E2E_WORKERS = Math.max(1, Number(process.env.LEADGEN_E2E_WORKERS ?? 2) || 1);

/** The repository's root. */
export const e2eRoot = (): string => fileURLToPath(new URL('../..', import.meta.url));

/** Which of the run's servers this process drives: its worker slot (0 in the runner itself). */
const slot = (): number => Number(process.env.TEST_PARALLEL_INDEX ?? 0);

/** Picks this worker's entry of a list global-setup.ts left in the environment. */
function mine(name: string, separator: string): string {
  const value = process.env[name]?.split(separator)[slot()];
  if (!value) throw new Error(`${name} is unset: run the tests with -c tests/e2e/playwright.config.ts`);
  return value;
}

/** Where this worker's server listens (global-setup.ts chose a free port per worker). */
export function e2eServer(): { root: string; port: string; baseURL: string } {
  const port = mine('LEADGEN_E2E_PORTS', ',');
  return { root: e2eRoot(), port, baseURL: `http://127.0.0.1:${port}` };
}

/** This worker's temp directory (made by global-setup.ts): the database, the config and the server log. */
export function e2eFiles(): { dir: string; db: string; log: string } {
  const dir = mine('LEADGEN_E2E_DIRS', delimiter);
  return { dir, db: join(dir, 'leadgen.db'), log: join(dir, 'server.log') };
}
