import { type ChildProcess, type SpawnOptions, spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';

const script = fileURLToPath(new URL('./worker-process.ts', import.meta.url));

/**
 * Starts worker-process.ts as a process of its own on `database` against the sandbox at
 * `sandboxUrl`. It runs on the built packages (the `tests` project's global setup brings them up
 * to date) with Node's own type stripping for the script: a worker started through tsx compiled
 * the core's sources each time, twice the CPU of a start, and the crash test starts 14 of them.
 */
export function spawnWorker(
  database: string,
  sandboxUrl: string,
  leaseMs: number | undefined,
  options: SpawnOptions,
): ChildProcess {
  const args = [script, database, sandboxUrl, ...(leaseMs === undefined ? [] : [String(leaseMs)])];
  return spawn(process.execPath, args, options);
}
