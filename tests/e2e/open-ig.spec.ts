import type { Page } from '@playwright/test';
import { chromiumLaunch } from './chromium.js';
import { expect, snap, test } from './fixtures.js';
import { discoveryList, signUp } from './seed.js';

// Open IG in a browser whose pop-up blocker is on, as a user's is (the other flows run with
// Playwright's default of no blocker): one click may open one tab, and the app says how many of
// the selected profiles it could open instead of claiming them all.

test.use({ launchOptions: { ...chromiumLaunch, ignoreDefaultArgs: ['--disable-popup-blocking'] } });

test('Open IG with the pop-up blocker on says how many tabs opened', async ({ page, context }) => {
  test.setTimeout(120_000);
  await context.route('https://www.instagram.com/**', (route) => route.fulfill({ body: '' }));
  const opened: Page[] = [];
  context.on('page', (tab) => opened.push(tab));
  await signUp(page, 'popups');
  const listId = await discoveryList(page, 'natgeo', 5);

  await page.goto(`/list/${listId}`);
  const rows = page.locator('li[data-index]');
  await expect(rows).toHaveCount(5);
  for (const i of [0, 1, 2]) await rows.nth(i).getByText(/^@/).click();
  await page.getByRole('region', { name: 'Selection' }).getByRole('button', { name: 'Open IG' }).click();

  await expect(page.getByRole('alert')).toHaveText(
    'Opened 1 of 3 profiles in Instagram: the browser blocked the others. Allow pop-ups for this site, then click Open IG again.',
  );
  await snap(page, 'lead-review-popups-blocked');
  // the browser reports the tab a moment after the app heard it open: wait for it, then its address
  await expect.poll(() => opened.length).toBe(1);
  const [tab] = opened;
  if (!tab) throw new Error('no tab opened');
  await expect(tab).toHaveURL(/^https:\/\/www\.instagram\.com\/[^/]+\/$/);
});
