import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { test as base, expect, type Locator, type Page } from '@playwright/test';
import { e2eRoot, e2eServer } from './e2e-server.js';

const SCREENS = join(e2eRoot(), 'test-results/screens');
const DESKTOP = { width: 1280, height: 800 };
const PHONE = { width: 390, height: 844 };

/**
 * Screenshots for looking the screens over are taken only when asked for, with
 * `LEADGEN_E2E_SCREENS=1`: they assert nothing, and encoding some 150 full-page images slowed
 * every flow.
 */
const screensWanted = () => process.env.LEADGEN_E2E_SCREENS === '1';

/**
 * With `LEADGEN_E2E_SCREENS=1`, saves the screen as it is now at 1280x800 and at 390x844 (full
 * page, or what the window shows with `fullPage: false`), as test-results/screens/<name>-desktop.png
 * and <name>-phone.png, then goes back to desktop size.
 */
export async function snap(page: Page, name: string, { fullPage = true } = {}): Promise<void> {
  if (!screensWanted()) return;
  mkdirSync(SCREENS, { recursive: true });
  await page.setViewportSize(DESKTOP);
  await settled(page);
  await page.screenshot({ path: join(SCREENS, `${name}-desktop.png`), fullPage });
  await page.setViewportSize(PHONE);
  await settled(page);
  await page.screenshot({ path: join(SCREENS, `${name}-phone.png`), fullPage });
  await page.setViewportSize(DESKTOP);
}

/** With `LEADGEN_E2E_SCREENS=1`, saves a page or an element as test-results/screens/<name>.png. */
export async function shot(target: Page | Locator, name: string): Promise<void> {
  if (!screensWanted()) return;
  mkdirSync(SCREENS, { recursive: true });
  await target.screenshot({ path: join(SCREENS, `${name}.png`) });
}

/** Waits two frames, so a resized page has laid out before it is measured. */
export async function settled(page: Page): Promise<void> {
  // a string, as the tests are type-checked without the DOM's types
  await page.evaluate('new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done)))');
}

/**
 * Closes the onboarding modals (the welcome video 500 ms after arriving, then the extension
 * steps) if they open, by their Close buttons.
 */
export async function closeDialogs(page: Page): Promise<void> {
  const dialog = page.getByRole('dialog');
  for (let round = 0; round < 3; round++) {
    try {
      await dialog.first().waitFor({ state: 'visible', timeout: 1500 });
    } catch {
      return;
    }
    await dialog.first().getByRole('button', { name: 'Close' }).first().click();
  }
}

/**
 * Fails the test on any console error or uncaught page error. A browser logs every failed
 * request as a console error; the only ones expected are the 401 of GET /api/users/me while
 * signed out (how the app learns there is no session) and the favicon the demo sandbox's
 * checkout and portal pages (not the app's) don't have.
 */
export const test = base.extend<{ consoleErrors: string[] }>({
  // this worker's own server (global-setup.ts starts one per worker)
  // biome-ignore lint/correctness/noEmptyPattern: Playwright reads a fixture's needs from this pattern
  baseURL: async ({}, use) => use(e2eServer().baseURL),
  consoleErrors: [
    async ({ page, baseURL }, use) => {
      const errors: string[] = [];
      const appOrigin = new URL(baseURL ?? 'http://127.0.0.1').origin;
      const sandboxFavicon = (url: string) =>
        url !== '' && new URL(url).origin !== appOrigin && new URL(url).pathname === '/favicon.ico';
      const expected401 = new Set<string>();
      page.on('response', (response) => {
        if (response.status() === 401 && new URL(response.url()).pathname === '/api/users/me')
          expected401.add(response.url());
      });
      page.on('console', (message) => {
        if (message.type() !== 'error') return;
        const location = message.location().url;
        if (/status of 401/.test(message.text()) && expected401.has(location)) return;
        if (sandboxFavicon(location)) return;
        errors.push(`console on ${page.url()}: ${message.text()} (${location})`);
      });
      page.on('pageerror', (error) => errors.push(`pageerror on ${page.url()}: ${error.message}`));
      await use(errors);
      expect(errors, 'console errors').toEqual([]);
    },
    { auto: true },
  ],
});

export { expect };
