import { defineConfig } from 'vitest/config';

// One project per package; tests live beside their sources (src/**/x.test.ts), so compiled
// copies under dist/ are never collected. The "source" condition resolves workspace packages
// to their TypeScript sources, so tests never depend on a prior build.
export default defineConfig({
  resolve: { conditions: ['source'] },
  ssr: { resolve: { conditions: ['source'] } },
  test: {
    // real SQLite, real HTTP and many files at once on two cores: 5 s is too tight for some
    testTimeout: 30_000,
    // Many files wait on what they started (a spawned binary, a server, a terminal): with two
    // workers on two cores the CPU sat idle while they waited; three keep it busy
    maxWorkers: 3,
    // Files share a worker's modules (no test touches globals: no env or process patches, no
    // module mocks; each test opens its own store and servers): importing the module graph once
    // per worker instead of once per file cuts minutes. The web project shares its DOM too (a
    // fresh one per file was half its time), its setup clearing what a test leaves in it
    // (storage, fake timers).
    projects: [
      {
        extends: true,
        test: { name: 'core', root: 'packages/core', include: ['src/**/*.test.ts'], isolate: false },
      },
      {
        extends: true,
        test: { name: 'sandbox', root: 'packages/sandbox', include: ['src/**/*.test.ts'], isolate: false },
      },
      {
        extends: true,
        test: { name: 'cli', root: 'packages/cli', include: ['src/**/*.test.ts'], isolate: false },
      },
      {
        extends: true,
        test: { name: 'tui', root: 'packages/tui', include: ['src/**/*.test.{ts,tsx}'], isolate: false },
      },
      {
        extends: true,
        test: { name: 'server', root: 'packages/server', include: ['src/**/*.test.ts'], isolate: false },
      },
      {
        extends: true,
        test: {
          name: 'test-utils',
          root: 'packages/test-utils',
          include: ['src/**/*.test.ts'],
          isolate: false,
        },
      },
      {
        extends: true,
        test: {
          name: 'extension',
          root: 'packages/extension',
          include: ['src/**/*.test.ts'],
          isolate: false,
        },
      },
      {
        extends: true,
        test: {
          name: 'web',
          root: 'packages/web',
          include: ['src/**/*.test.{ts,tsx}'],
          environment: 'happy-dom',
          setupFiles: ['../test-utils/src/web/setup.ts'],
          isolate: false,
          // The server runs in the page's realm in component tests; its calls to the sandbox on
          // another loopback port are not the page's cross-origin requests.
          environmentOptions: { happyDOM: { settings: { fetch: { disableSameOriginPolicy: true } } } },
        },
      },
      {
        extends: true,
        test: {
          name: 'tests',
          root: 'tests',
          include: ['**/*.test.ts'],
          exclude: ['dist/**', 'node_modules/**'],
          // the binary and web app these spawn are built once, before any file runs
          globalSetup: ['build-setup.ts'],
          // these spawn the built binary and servers while every other project runs beside them
          testTimeout: 60_000,
          isolate: false,
        },
      },
    ],
  },
});
