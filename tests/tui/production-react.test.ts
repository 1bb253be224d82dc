// `leadgen tui` loads React's production build: the built @leadgen/tui, as the bundled CLI
// imports it, sets NODE_ENV before Ink and React load (unless NODE_ENV is set).
import { execFileSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const cliDir = fileURLToPath(new URL('../../packages/cli', import.meta.url));

/** The files of React's builds that running the app (here: refusing a stdin that is no terminal) ran. */
const SCRIPT = `
import { createRequire } from 'node:module';
const { runTui } = await import('@leadgen/tui');
await runTui({}).catch(() => {});
// Node lists both builds (it reads both to learn React's exports); only one of them ran.
const ran = Object.entries(createRequire(import.meta.url).cache).filter(([, module]) => module?.loaded);
console.log(JSON.stringify(ran.map(([file]) => file).filter((file) => /\\/react(-reconciler)?\\/cjs\\//.test(file))));
`;

function reactBuilds(env: Record<string, string>): string[] {
  const out = execFileSync(process.execPath, ['--input-type=module', '-e', SCRIPT], {
    cwd: cliDir,
    env: { PATH: process.env.PATH ?? '', ...env },
    encoding: 'utf8',
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  return JSON.parse(out) as string[];
}

describe('the TUI entry', () => {
  it("loads React's production build, and a developer's NODE_ENV is kept", () => {
    const builds = reactBuilds({});
    expect(builds.some((file) => file.endsWith('react.production.js'))).toBe(true);
    expect(builds.filter((file) => file.includes('.development.'))).toEqual([]);
    expect(reactBuilds({ NODE_ENV: 'development' }).some((file) => file.includes('.development.'))).toBe(
      true,
    );
  });
});
