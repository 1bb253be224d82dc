import { execFile, execFileSync, spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('../..', import.meta.url));
/** The `leadgen` program as installed: what a person or cron runs. */
export const leadgenBin = fileURLToPath(new URL('../../packages/cli/bin/leadgen.js', import.meta.url));

/** What one run of the binary printed, and its exit code. */
export interface BinaryRun {
  code: number;
  stdout: string;
  stderr: string;
}

export type Leadgen = (args: string[], env?: Record<string, string>, stdin?: string) => Promise<BinaryRun>;

/**
 * Brings the built app up to date as `npm start` does (`scripts/build-stale.mjs`: `tsc -b`, then
 * the CLI bundle, web app and extension whose outputs are older than their sources), quiet
 * unless it fails (then its output is the error). The `tests` project's global setup and the
 * e2e one call it once per run, before any test spawns the binary.
 */
export function buildApp(): void {
  try {
    execFileSync(process.execPath, ['scripts/build-stale.mjs'], {
      cwd: root,
      stdio: 'pipe',
      encoding: 'utf8',
    });
  } catch (error) {
    const { stdout = '', stderr = '' } = error as { stdout?: string; stderr?: string };
    throw new Error(`the build failed:\n${stdout}${stderr}`);
  }
}

/**
 * Runs the built binary as its own process with pipes for stdin, stdout and stderr, and only
 * `env` (plus PATH and a temp HOME): nothing of the test runner's environment leaks in. `node`
 * is the Node.js that runs it (this one unless a test tries another).
 */
export function leadgenBinary(baseEnv: Record<string, string>, node = process.execPath): Leadgen {
  return (args, env = {}, stdin = '') =>
    new Promise((resolve) => {
      const child = execFile(
        node,
        [leadgenBin, ...args],
        { env: processEnv(baseEnv, env) },
        (error, stdout, stderr) => {
          const code = error ? (typeof error.code === 'number' ? error.code : 1) : 0;
          resolve({ code, stdout, stderr });
        },
      );
      child.stdin?.end(stdin);
    });
}

const processEnv = (baseEnv: Record<string, string>, env: Record<string, string>) => ({
  PATH: process.env.PATH ?? '',
  HOME: baseEnv.LEADGEN_CONFIG_DIR ?? '',
  ...baseEnv,
  ...env,
});

/**
 * Starts the binary and lets a test stop it the ways a run is stopped: `interruptWhen(ready)`
 * sends SIGINT (or `how`: another signal, or 'close-stderr' to close the read end of its stderr
 * pipe, as `2>&1 | head` does) once stderr satisfies `ready`, then resolves with the run's exit
 * code and output.
 */
export function spawnLeadgenWith(baseEnv: Record<string, string>) {
  return (args: string[], env: Record<string, string> = {}) => {
    const child = spawn(process.execPath, [leadgenBin, ...args], {
      env: processEnv(baseEnv, env),
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (chunk: Buffer) => {
      stdout += chunk.toString();
    });
    return {
      interruptWhen(
        ready: (stderr: string) => boolean,
        how: NodeJS.Signals | 'close-stderr' = 'SIGINT',
      ): Promise<BinaryRun> {
        let sent = false;
        child.stderr.on('data', (chunk: Buffer) => {
          stderr += chunk.toString();
          if (!sent && ready(stderr)) {
            sent = true;
            if (how === 'close-stderr') child.stderr.destroy();
            else child.kill(how);
          }
        });
        return new Promise((resolve) => {
          child.on('close', (code, signal) => resolve({ code: code ?? (signal ? 128 : 1), stdout, stderr }));
        });
      },
    };
  };
}
