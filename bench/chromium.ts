import type { LaunchOptions } from '@playwright/test';

/**
 * Debian's Chromium with tests/e2e/chromium.ts's headless flags (that file sits outside this
 * project's root): what the browser benchmarks launch.
 */
export const benchChromium: LaunchOptions = {
  executablePath: '/usr/bin/chromium',
  args: [
    '--headless',
    '--no-sandbox',
    '--disable-gpu',
    '--disable-quic',
    '--no-first-run',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
  ],
};
