import { expect, snap, test } from './fixtures.js';
import { signUp } from './seed.js';

// The create campaign screen (/create-campaign) of an account without lists. The screen with
// lists is journey.spec.ts.

test('the empty state offers the first list', async ({ page }) => {
  await signUp(page, 'Empty');
  await page.goto('/create-campaign');
  const first = page.getByRole('link', { name: 'Create Your First List' });
  await expect(first).toBeVisible();
  await snap(page, 'create-campaign-empty');
  await first.click();
  await page.waitForURL('**/new-campaign');
});
