import { expect, snap, test } from './fixtures.js';

// The public pages a visitor sees before signing up.

test('the landing and pricing pages', async ({ page }) => {
  await page.goto('/');
  await page.waitForURL('**/landing');
  await expect(page.getByRole('link', { name: 'Try Now' })).toBeVisible();
  await snap(page, 'landing');
  await page.getByRole('link', { name: 'Pricing' }).click();
  await page.waitForURL('**/pricing');
  await expect(page.getByRole('region', { name: 'FREE' })).toContainText('125 free leads');
  await expect(page.getByRole('region', { name: 'PRO' })).toContainText('$9');
  await snap(page, 'pricing');
});

test('protected pages send a visitor to sign in', async ({ page }) => {
  for (const path of ['/settings', '/tutorials']) {
    await page.goto(path);
    await page.waitForURL('**/login');
    await expect(page.getByRole('heading', { name: 'Sign in to Leadgen' })).toBeVisible();
  }
});
