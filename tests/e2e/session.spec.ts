import { execFileSync } from 'node:child_process';
import { join } from 'node:path';
import type { Page } from '@playwright/test';
import { e2eFiles, e2eServer } from './e2e-server.js';
import { expect, test } from './fixtures.js';
import { signUp } from './seed.js';

// The session as the browser keeps it: signed out, no page of the account comes back with the
// Back button; signed in, the balance catches up with grants made in another process.

const signInPage = (page: Page) => page.getByRole('heading', { name: 'Sign in to Leadgen' });

test('after signing out, Back to a signed-in page ends at /login', async ({ page, consoleErrors }) => {
  await signUp(page, 'leaver');
  // every page heading any document shows, as it shows it
  const headings: string[] = [];
  await page.exposeFunction('__sawHeading', (text: string) => headings.push(text));
  await page.addInitScript(`
    new MutationObserver(() => {
      for (const h1 of document.querySelectorAll('h1:not([data-seen])')) {
        h1.setAttribute('data-seen', '');
        window.__sawHeading(h1.textContent);
      }
    }).observe(document, { childList: true, subtree: true });
  `);
  await page.goto('/dashboard?tab=lists');
  await expect(page.getByRole('heading', { name: 'Welcome, leaver' })).toBeVisible();
  await page.goto('/settings');
  await expect(page.getByRole('heading', { level: 1, name: 'Settings' })).toBeVisible();
  await page.goto('/dashboard?tab=campaigns');
  await page.getByRole('button', { name: 'Sign Out' }).click();
  await page.waitForURL('**/login');
  await expect(signInPage(page)).toBeVisible();
  headings.length = 0;

  // each step back lands on a signed-in page's address, which sends the browser to /login
  for (const step of ['settings', 'dashboard']) {
    await page.goBack();
    await page.waitForURL('**/login');
    await expect(signInPage(page), `Back to ${step}`).toBeVisible();
  }
  // and no page of the account showed on the way, not even for a moment
  expect(headings).toEqual(['Sign in to Leadgen', 'Sign in to Leadgen']);

  // The page's start script asks for the dashboard's data beside the session, before it knows
  // there is none: those two 401s were expected. The browser may report them once the page has
  // already moved on to /login, so the page they are reported on is either.
  const expected = (error: string) =>
    /status of 401/.test(error) &&
    /\/api\/(lists|campaigns)\)$/.test(error) &&
    /^console on \S+\/(dashboard|login)\b/.test(error);
  consoleErrors.splice(0, consoleErrors.length, ...consoleErrors.filter((error) => !expected(error)));
});

test('the balance shows a grant made from the CLI when the window regains focus', async ({ page }) => {
  const email = await signUp(page, 'granted');
  await page.goto('/dashboard');
  const balance = page.getByTestId('credits-balance');
  await expect(balance).toHaveText('$0.500');

  // another process on the same database: the server's live events never hear of it
  const files = e2eFiles();
  execFileSync(
    process.execPath,
    [join(e2eServer().root, 'packages/cli/bin/leadgen.js'), 'credits', 'grant', '2', '--user', email],
    {
      env: { ...process.env, LEADGEN_DB: files.db, LEADGEN_CONFIG_DIR: join(files.dir, 'seed-config') },
      stdio: ['ignore', 'ignore', 'pipe'],
    },
  );
  await page.evaluate("window.dispatchEvent(new Event('focus'))");
  await expect(balance).toHaveText('$2.500');
});
