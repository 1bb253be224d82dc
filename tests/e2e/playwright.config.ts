import { join } from 'node:path';
import { defineConfig, devices } from '@playwright/test';
import { chromiumLaunch } from './chromium.js';
import { E2E_WORKERS, e2eRoot } from './e2e-server.js';

// End-to-end tests (DESIGN.md §10): the built app served by the real `leadgen serve` in demo mode
// (its sandbox behind every provider; started by global-setup.ts), driven with Debian's Chromium:
// `npx playwright test -c tests/e2e/playwright.config.ts`. Never `playwright install`.

export default defineConfig({
  testDir: '.',
  testMatch: '**/*.spec.ts',
  outputDir: join(e2eRoot(), 'test-results/playwright'),
  // a server and a database per worker (global-setup.ts); a file's flows run in order
  workers: E2E_WORKERS,
  fullyParallel: false,
  forbidOnly: Boolean(process.env.CI),
  retries: 0,
  timeout: 90_000,
  expect: { timeout: 10_000 },
  reporter: [['list']],
  globalSetup: './global-setup.ts',
  use: {
    viewport: { width: 1280, height: 800 },
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
  },
  projects: [
    {
      name: 'chromium',
      use: {
        ...devices['Desktop Chrome'],
        viewport: { width: 1280, height: 800 },
        launchOptions: chromiumLaunch,
      },
    },
  ],
});
