// The sandbox in a process of its own, as Apify is on a machine of its own: the engine under
// test then does not share its event loop with the service it calls.
import { spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import type { Sandbox } from '@leadgen/sandbox';

const root = fileURLToPath(new URL('..', import.meta.url));

export interface SandboxProcess {
  url: string;
  /** The sandbox's cumulative counters (`GET /__admin/counters`). */
  counters(): Promise<Sandbox['counters']>;
  stop(): Promise<void>;
}

/** Starts `npm run sandbox` from source on a free port with the given command-line options. */
export async function startSandboxProcess(options: readonly string[]): Promise<SandboxProcess> {
  const child = spawn(
    process.execPath,
    ['--conditions=source', '--import', 'tsx', 'packages/sandbox/src/cli.ts', '--port', '0', ...options],
    { cwd: root, env: process.env, stdio: ['ignore', 'pipe', 'pipe'] },
  );
  let output = '';
  const url = await new Promise<string>((resolve, reject) => {
    const read = (chunk: Buffer) => {
      output += chunk.toString();
      const match = /listening on (http:\/\/\S+)/.exec(output);
      if (match?.[1]) resolve(match[1]);
    };
    child.stdout.on('data', read);
    child.stderr.on('data', read);
    child.once('exit', (code) => reject(new Error(`the sandbox exited with ${code}:\n${output}`)));
  });
  return {
    url,
    counters: async () => (await (await fetch(`${url}/__admin/counters`)).json()) as Sandbox['counters'],
    stop: async () => {
      if (child.exitCode !== null || child.signalCode !== null) return;
      const exited = new Promise((resolve) => child.once('exit', resolve));
      child.kill('SIGTERM');
      await exited;
    },
  };
}
