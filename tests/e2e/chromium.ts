import type { LaunchOptions } from '@playwright/test';

/** Debian's Chromium as every flow drives it (never `playwright install`: its downloads fail here). */
export const chromiumLaunch: LaunchOptions = {
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
