import { expect, snap, test } from './fixtures.js';
import { signUp } from './seed.js';

// The campaign screens for an id that is no list or campaign of the user's (spec §2, §8): lead
// review's 'Error Loading Campaign' card and the edit and view screens' 'Campaign not found'.
// The rest of these screens is journey.spec.ts.

const UNKNOWN = 'no-such-campaign';

test('an unknown id: Error Loading Campaign and Campaign not found', async ({ page, consoleErrors }) => {
  await signUp(page, 'lost');

  await test.step('lead review: the error card, back to the dashboard', async () => {
    for (const path of [`/campaign/${UNKNOWN}`, `/list/${UNKNOWN}`]) {
      await page.goto(path);
      const card = page.getByRole('alert');
      await expect(card.getByRole('heading', { name: 'Error Loading Campaign' })).toBeVisible();
      await expect(card).toContainText('Campaign not found or access denied');
    }
    await snap(page, 'lead-review-error');
    await page.getByRole('button', { name: 'Back to Dashboard' }).click();
    await page.waitForURL('**/dashboard?tab=lists');
    await expect(page.getByRole('heading', { name: 'Welcome back, lost' })).toBeVisible();
  });

  await test.step('edit and view: Campaign not found, back to the campaigns', async () => {
    await page.goto(`/view-campaign/${UNKNOWN}`);
    await expect(page.getByRole('heading', { name: 'Campaign not found' })).toBeVisible();
    await page.goto(`/edit-campaign/${UNKNOWN}`);
    await expect(page.getByRole('heading', { name: 'Campaign not found' })).toBeVisible();
    await expect(page.getByText("The campaign you're looking for doesn't exist")).toBeVisible();
    await snap(page, 'edit-campaign-not-found');
    await page.getByRole('link', { name: 'Back to Campaigns' }).click();
    await page.waitForURL('**/dashboard?tab=campaigns');
    await expect(page.getByRole('tab', { name: /^Campaigns/, selected: true })).toBeVisible();
  });

  // The browser logs each 404 the screens read as a console error: those, and only those, were expected.
  const expected = (error: string) =>
    /status of 404/.test(error) && new RegExp(`/api/(lists|campaigns)/${UNKNOWN}[/?)]`).test(error);
  expect(consoleErrors.filter(expected).length).toBeGreaterThan(0);
  consoleErrors.splice(0, consoleErrors.length, ...consoleErrors.filter((error) => !expected(error)));
});
