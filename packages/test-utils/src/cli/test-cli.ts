import { EventEmitter } from 'node:events';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { runCli } from '@leadgen/cli';
// types the program's index does not export: a fake terminal and a fake fetch
import type { Terminal } from '../../../cli/src/commands/jobs-foreground.js';
import type { Fetch } from '../../../cli/src/remote/api-client.js';

/** What a test run printed: stdout, stderr, the progress stream, and the exit code. */
export interface CliRun {
  code: number;
  stdout: string;
  stderr: string;
  progress: string;
}

/**
 * A temp home for the run commands' tests: `leadgen(args)` runs the program in-process with a
 * non-TTY progress stream and fake process signals. `fetch` is how remote mode reaches its
 * server (a test's in-process app).
 */
export function testCli(options: { fetch?: Fetch } = {}) {
  const dir = mkdtempSync(join(tmpdir(), 'leadgen-run-'));
  const signals = new EventEmitter();
  /** Called with each line of progress: a test may interrupt the run from here. */
  const hooks: { progress?: (text: string) => void; stderr?: (text: string) => void } = {};
  /** Everything every run printed, to check that no credential leaks. */
  const printed: string[] = [];
  const leadgen = async (args: string[], env: Record<string, string> = {}, stdin = ''): Promise<CliRun> => {
    const out = { stdout: '', stderr: '', progress: '' };
    const io = {
      env: { LEADGEN_DB: join(dir, 'leadgen.db'), LEADGEN_CONFIG_DIR: join(dir, 'config'), ...env },
      stdout: (text: string) => {
        out.stdout += text;
      },
      stderr: (text: string) => {
        out.stderr += text;
        hooks.stderr?.(text);
      },
      readStdin: async () => stdin,
      ...(options.fetch ? { fetch: options.fetch } : {}),
    };
    const progressStream = Object.assign(new EventEmitter(), {
      isTTY: false,
      write: (text: string) => {
        out.progress += text;
        hooks.progress?.(text);
        return true;
      },
    }) as unknown as NodeJS.WriteStream;
    const terminal: Terminal = { progressStream, signals, pollMs: 20 };
    try {
      return { code: await runCli(args, io, terminal), ...out };
    } finally {
      printed.push(out.stdout, out.stderr, out.progress);
    }
  };
  return {
    dir,
    signals,
    hooks,
    printed,
    leadgen,
    init: () =>
      leadgen(['init', '--email', 'ana@example.com', '--first-name', 'Ana', '--last-name', 'Perez']),
    cleanup: () => rmSync(dir, { recursive: true, force: true }),
  };
}
