import { type ChildProcess, spawn } from 'node:child_process';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));

/**
 * Starts the built `leadgen serve` on a free port with `env` (run `npm run build` first) and
 * resolves with its URL once it listens; its request logs are read and dropped.
 */
export function startServer(env: NodeJS.ProcessEnv): Promise<{ url: string; child: ChildProcess }> {
  const child = spawn(process.execPath, [join(root, 'packages/cli/bin/leadgen.js'), 'serve', '--port', '0'], {
    env,
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  return new Promise((resolve, reject) => {
    let out = '';
    child.stdout?.on('data', (chunk: Buffer) => {
      out += chunk.toString();
      const match = /running at (http:\/\/127\.0\.0\.1:\d+)/.exec(out);
      if (match?.[1]) {
        child.stdout?.removeAllListeners('data');
        child.stdout?.resume();
        resolve({ url: match[1], child });
      }
    });
    child.on('exit', (code) => reject(new Error(`leadgen serve exited with ${code}`)));
  });
}
