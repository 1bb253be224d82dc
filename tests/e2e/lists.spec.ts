import { closeDialogs, expect, snap, test } from './fixtures.js';

// Lists from the dashboard: a discovery run (search by target) and a custom list, each run by
// the server's worker against the demo sandbox, then both on the dashboard's Lists tab.

const email = `lists.${Date.now()}@example.com`;

test('dashboard, a discovery list and a custom list', async ({ page }) => {
  test.setTimeout(180_000);
  const runTimeout = { timeout: 60_000 };

  await test.step('sign up: an empty dashboard', async () => {
    await page.goto('/signup');
    await page.getByLabel('Email').fill(email);
    await page.getByLabel('First name').fill('Lea');
    await page.getByLabel('Last name').fill('Lists');
    await page.getByLabel('Password', { exact: true }).fill('lists-secret');
    await page.getByLabel('Confirm password').fill('lists-secret');
    await page.getByRole('button', { name: 'Create account' }).click();
    await page.waitForURL('**/dashboard');
    await closeDialogs(page);
    await expect(page.getByText('Please create a list first')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Create Campaign' })).toBeDisabled();
    await snap(page, 'dashboard-empty');
  });

  await test.step('a discovery run', async () => {
    await page.getByRole('link', { name: 'Create List' }).click();
    await page.waitForURL('**/new-campaign');
    await expect(page.getByRole('heading', { name: 'Create Instagram Discovery Campaign' })).toBeVisible();
    await page.getByRole('textbox', { name: 'Target account 1' }).fill('natgeo');
    await page.getByLabel('Max profiles').fill('20');
    await page.getByLabel('Instagram session ID', { exact: true }).fill('demo-session');
    await expect(page.getByRole('region', { name: 'Configuration' })).toContainText('$0.160');
    await snap(page, 'discovery-form');
    await page.getByRole('button', { name: 'Start Discovery' }).click();
    await expect(page.getByRole('heading', { name: 'Run complete' })).toBeVisible(runTimeout);
    await expect(page.getByText('✓ Your list is ready: 20 profiles found.')).toBeVisible();
    await expect(page.getByRole('region', { name: 'Results' }).getByRole('row')).toHaveCount(11);
    await snap(page, 'discovery-complete');
    await page.getByRole('link', { name: 'Go to Dashboard' }).click();
    await page.waitForURL('**/dashboard?tab=lists');
    await closeDialogs(page);
    await expect(page.getByRole('listitem', { name: 'natgeo' })).toContainText('20 profiles');
  });

  await test.step('a custom list', async () => {
    await page.getByRole('link', { name: 'Add Custom List' }).click();
    await page.waitForURL('**/custom-campaign');
    const usernames = page.getByRole('textbox', { name: 'Instagram usernames' });
    for (const username of ['alice_one', 'bob_two', 'carol_three']) {
      await usernames.fill(username);
      await usernames.press('Enter');
    }
    await expect(page.getByText('3 usernames')).toBeVisible();
    await snap(page, 'custom-list-form');
    await page.getByRole('button', { name: 'Launch Campaign' }).click();
    await expect(page.getByRole('heading', { name: 'Run complete' })).toBeVisible(runTimeout);
    await snap(page, 'custom-list-complete');
    await page.getByRole('link', { name: 'Go to Dashboard' }).click();
    await page.waitForURL('**/dashboard?tab=lists');
    await closeDialogs(page);
    await expect(page.getByRole('listitem', { name: 'natgeo' })).toContainText('20 profiles');
    await expect(page.getByRole('listitem', { name: /^Custom: alice_one, bob_two/ })).toBeVisible();
    // with a list, Create Campaign is a link (first: the dashboard's, then each list's)
    await expect(page.getByRole('link', { name: 'Create Campaign' }).first()).toBeVisible();
    await snap(page, 'dashboard-lists');
  });
});
