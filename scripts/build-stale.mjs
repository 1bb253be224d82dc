#!/usr/bin/env node
// `npm start`'s build: runs only the steps whose outputs are missing or older than their inputs,
// quietly (a failing step prints what it said). `npm run build` still builds everything.
import { spawnSync } from 'node:child_process';
import { join } from 'node:path';
import { isStale } from './stale.mjs';

const root = join(import.meta.dirname, '..');
const LOCK = 'package-lock.json';

const steps = [
  // incremental by itself (about a second when nothing changed), so it always runs, unannounced
  { name: 'the TypeScript packages', command: ['node_modules/.bin/tsc', '-b'] },
  {
    name: 'the CLI bundle',
    command: ['node', 'packages/cli/scripts/bundle.mjs'],
    files: {
      outputs: ['packages/cli/dist/bin/main.js'],
      inputs: [
        'packages/{core,sandbox,server,tui,cli}/dist/**/*.js',
        'packages/cli/scripts/bundle.mjs',
        LOCK,
      ],
      exclude: ['packages/cli/dist/bin/**'],
    },
  },
  {
    name: 'the web app',
    command: ['npm', 'run', 'build', '--silent', '-w', '@leadgen/web'],
    files: {
      outputs: ['packages/web/dist/index.html'],
      inputs: [
        'packages/web/{index.html,vite.config.ts,precompress.ts}',
        'packages/web/{src,public}/**',
        'packages/core/src/**',
        LOCK,
      ],
    },
  },
  {
    name: 'the browser extension',
    command: ['npm', 'run', 'build', '--silent', '-w', '@leadgen/extension'],
    files: {
      outputs: ['packages/extension/dist-zip/leadgen-extension.zip'],
      inputs: ['packages/extension/{src,static,scripts}/**', LOCK],
    },
  },
];

for (const { name, command, files } of steps) {
  if (files) {
    if (!isStale(files, root)) continue;
    console.error(`Building ${name}…`);
  }
  const [program, ...args] = command;
  // a production build whoever asks (a test runner sets NODE_ENV=test, which would build React's
  // development JSX into the app the end-to-end tests and benchmarks measure)
  const env = { ...process.env, NODE_ENV: 'production' };
  const result = spawnSync(program, args, { cwd: root, encoding: 'utf8', env });
  if (result.status !== 0) {
    process.stderr.write(`${result.stdout ?? ''}${result.stderr ?? result.error?.message ?? ''}`);
    console.error(`Building ${name} failed.`);
    process.exit(1);
  }
}
