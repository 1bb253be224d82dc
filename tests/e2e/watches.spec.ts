import { expect, snap, test } from './fixtures.js';
import { discoveryList, grantCredits, signUp } from './seed.js';

// Watchlists (issue 34) in the built app: "Watch" on a discovery list opens the Watches page with
// the new watch; Run now is run by the server's worker and the card shows its new people; the
// watch's list badges them New in lead review.

test('Watch on a discovery list; the Watches page runs it and its new people are badged in lead review', async ({
  page,
}) => {
  const email = await signUp(page, 'watcher');
  grantCredits(email, 5);
  await discoveryList(page, 'natgeo', 5);
  await page.goto('/dashboard?tab=lists');
  await page.getByRole('listitem', { name: 'natgeo' }).getByRole('button', { name: 'Watch' }).click();

  await expect(page).toHaveURL(/\/watches$/);
  const card = page.getByTestId('watch-card');
  await expect(card).toContainText('@natgeo');
  await expect(card).toContainText('every 1d');
  await expect(card.getByTestId('watch-new')).toHaveText('–');
  await card.getByRole('button', { name: 'Run now' }).click();
  // the page reads the watches again every 10 s: the worker's run shows up then
  await expect(card.getByTestId('watch-new')).toHaveText(/^\d+$/, { timeout: 30_000 });
  expect(Number(await card.getByTestId('watch-new').textContent())).toBeGreaterThanOrEqual(90);
  await expect(card.getByTestId('watch-missed')).toHaveText('–');
  await snap(page, 'watches');

  await card.getByRole('link', { name: 'View List' }).click();
  await expect(page.getByText('New', { exact: true }).first()).toBeVisible();
});
