import type { Page } from '@playwright/test';
import { expect, snap, test } from './fixtures.js';

// Lists from the dashboard: the onboarding modals after sign-up, a discovery run (search by
// target) and a custom list from an uploaded CSV, each run by the server's worker against the
// demo sandbox and watched to completion; then rename and delete on the dashboard's Lists tab.

const email = `lists.${Date.now()}@example.com`;

/** The run screens' notice for small screens (spec §2): shown on a phone, hidden on a desktop. */
async function expectDesktopNotice(page: Page): Promise<void> {
  const notice = page.getByText('For the best experience, we recommend using a desktop computer.', {
    exact: true,
  });
  await page.setViewportSize({ width: 390, height: 844 });
  await expect(notice).toBeVisible();
  await page.setViewportSize({ width: 1280, height: 800 });
  await expect(notice).toBeHidden();
}

test('onboarding, a discovery list, a custom list from a CSV, rename and delete', async ({ page }) => {
  test.setTimeout(300_000);
  const runTimeout = { timeout: 60_000 };
  const toast = (text: string) => page.getByText(text, { exact: true });

  await test.step('sign up: the welcome modal alone; the extension steps at the next sign-in', async () => {
    // the page's clock runs as usual, and skips ahead where a modal that must not open would
    await page.clock.install();
    await page.goto('/signup');
    await page.getByLabel('Email').fill(email);
    await page.getByLabel('First name').fill('Lea');
    await page.getByLabel('Last name').fill('Lists');
    await page.getByLabel('Password', { exact: true }).fill('lists-secret');
    await page.getByLabel('Confirm password').fill('lists-secret');
    await page.getByRole('button', { name: 'Create account' }).click();
    await page.waitForURL('**/dashboard');
    const welcome = page.getByRole('dialog', { name: 'Welcome to Leadgen!' });
    await expect(welcome).toBeVisible();
    await expect(page.getByTestId('confetti')).toBeVisible();
    await snap(page, 'welcome-modal');
    await welcome.getByLabel("Don't show again").check();
    await welcome.getByRole('button', { name: 'Get started' }).click();
    await expect(welcome).toBeHidden();
    // one modal per sign-in: nothing follows the welcome
    const extension = page.getByRole('dialog', { name: 'Install the Leadgen browser extension' });
    await page.clock.runFor(1_000);
    await expect(page.getByRole('dialog')).toHaveCount(0);

    // the header links the packed extension the server serves
    const download = page.getByRole('link', { name: 'Get Extension' });
    await expect(download).toHaveAttribute('href', /\/extension\/leadgen-extension\.zip$/);

    // another tab of this sign-in: no modal again
    const tab = await page.context().newPage();
    await tab.clock.install();
    await tab.goto('/dashboard');
    await expect(tab.getByRole('tab', { name: /^Campaigns/ })).toBeVisible();
    await tab.clock.runFor(1_000);
    await expect(tab.getByRole('dialog')).toHaveCount(0);
    await tab.close();

    // the next sign-in offers the install steps: no welcome, no extension
    await page.getByRole('button', { name: 'Sign Out' }).click();
    await page.waitForURL('**/login');
    await page.getByLabel('Email').fill(email);
    await page.getByLabel('Password').fill('lists-secret');
    await page.getByRole('button', { name: 'Sign in' }).click();
    await page.waitForURL('**/dashboard');
    await expect(extension).toBeVisible();
    await expect(extension.getByRole('link', { name: 'Download the extension' })).toHaveAttribute(
      'href',
      /\/extension\/leadgen-extension\.zip$/,
    );
    await expect(extension.getByRole('button', { name: 'Previous' })).toBeDisabled();
    await snap(page, 'extension-modal');
    for (let step = 2; step <= 4; step++) {
      await extension.getByRole('button', { name: 'Next' }).click();
      await expect(extension.getByText(`Step ${step} of 4`)).toBeVisible();
    }
    await extension.getByRole('button', { name: 'Complete' }).click();
    await expect(extension).toBeHidden();

    await expect(page.getByText('Please create a list first')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Create Campaign' })).toBeDisabled();
    await snap(page, 'dashboard-empty');
    // the welcome flag is kept: a reload shows no welcome
    await page.reload();
    await expect(page.getByRole('heading', { name: 'Welcome, Lea' })).toBeVisible();
    await page.clock.runFor(1_000);
    await expect(welcome).toBeHidden();
  });

  await test.step('a discovery run, watched to completion', async () => {
    await page.getByRole('link', { name: 'Create List' }).click();
    await page.waitForURL('**/new-campaign');
    await expect(page.getByRole('heading', { name: 'Create Instagram Discovery Campaign' })).toBeVisible();
    await expectDesktopNotice(page);
    await page.getByRole('textbox', { name: 'Target account 1' }).fill('natgeo');
    await page.getByLabel('Max profiles').fill('20');
    // DESIGN.md §9: the default actors need no Instagram login, so the form asks for none
    await expect(page.getByLabel('Instagram session ID')).toHaveCount(0);
    await expect(page.getByRole('region', { name: 'Configuration' })).toContainText('$0.160');
    await snap(page, 'discovery-form');
    await page.getByRole('button', { name: 'Start Discovery' }).click();
    const progress = page.getByRole('progressbar', { name: 'Run progress' });
    await expect(progress).toBeVisible();
    await expect(page.getByText(/^Step [1-4] of 4$/)).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Run complete' })).toBeVisible(runTimeout);
    await expect(progress).toHaveAttribute('aria-valuenow', '100');
    await expect(page.getByText('Step 4 of 4', { exact: true })).toBeVisible();
    await expect(page.getByText('✓ Your list is ready: 20 profiles found.')).toBeVisible();
    await expect(page.getByRole('region', { name: 'Results' }).getByRole('row')).toHaveCount(11);
    await expect(page.getByText('Showing first 10 of 20 profiles. View all in the dashboard.')).toBeVisible();
    // the counts count up over 800 ms (spec §9); the results' total starts last, when the run
    // completes, so once it shows its value every count has landed on its own
    await expect(page.getByText('20 profiles in this list', { exact: true })).toBeVisible();
    await snap(page, 'discovery-complete');
    await page.getByRole('link', { name: 'Go to Dashboard' }).click();
    await page.waitForURL('**/dashboard?tab=lists');
    await expect(page.getByRole('listitem', { name: 'natgeo' })).toContainText('20 profiles');
  });

  await test.step('a custom list from an uploaded CSV', async () => {
    await page.getByRole('link', { name: 'Add Custom List' }).click();
    await page.waitForURL('**/custom-campaign');
    await expectDesktopNotice(page);
    await expect(page.getByRole('button', { name: 'Launch Campaign' })).toBeDisabled();
    await page.getByLabel('Upload CSV file').setInputFiles({
      name: 'leads.csv',
      mimeType: 'text/csv',
      buffer: Buffer.from('@Alice_One\nbob_two;carol_three\n"not valid!"\nalice_one\n'),
    });
    await expect(toast('Successfully imported 3 unique username(s) from CSV file')).toBeVisible();
    await expect(page.getByText('3 usernames')).toBeVisible();
    await snap(page, 'custom-list-form');
    await page.getByRole('button', { name: 'Launch Campaign' }).click();
    await expect(page.getByRole('heading', { name: 'Run complete' })).toBeVisible(runTimeout);
    await expect(page.getByText('3 profiles in this list', { exact: true })).toBeVisible();
    await snap(page, 'custom-list-complete');
    await page.getByRole('link', { name: 'Go to Dashboard' }).click();
    await page.waitForURL('**/dashboard?tab=lists');
    await expect(page.getByRole('listitem', { name: /^Custom: alice_one, bob_two/ })).toContainText(
      '3 profiles',
    );
    // with a list, Create Campaign is a link (first: the dashboard's, then each list's)
    await expect(page.getByRole('link', { name: 'Create Campaign' }).first()).toBeVisible();
    await snap(page, 'dashboard-lists');
  });

  await test.step('rename a list, then delete it in two steps', async () => {
    const natgeo = page.getByRole('listitem', { name: 'natgeo' });
    await natgeo.getByRole('button', { name: 'Rename list natgeo' }).click();
    const input = page.getByRole('textbox', { name: 'New name for list natgeo' });
    await input.fill('Nature photographers');
    await input.press('Enter');
    await expect(toast('List renamed successfully')).toBeVisible();
    const renamed = page.getByRole('listitem', { name: 'Nature photographers' });
    await expect(renamed).toBeVisible();
    await page.reload();
    await expect(renamed).toContainText('20 profiles'); // kept by the server

    // a click elsewhere disarms the first step
    await renamed.getByRole('button', { name: 'Delete list Nature photographers' }).click();
    await expect(renamed.getByRole('button', { name: 'Confirm Delete' })).toBeVisible();
    await page.getByRole('heading', { name: 'Welcome back, Lea' }).click();
    await expect(renamed.getByRole('button', { name: 'Confirm Delete' })).toBeHidden();
    await renamed.getByRole('button', { name: 'Delete list Nature photographers' }).click();
    await snap(page, 'dashboard-confirm-delete');
    await renamed.getByRole('button', { name: 'Confirm Delete' }).click();
    await expect(toast('List deleted successfully')).toBeVisible();
    await expect(renamed).toBeHidden();
    await expect(page.getByRole('tab', { name: 'Lists (1)' })).toBeVisible();
    await page.reload();
    await expect(page.getByRole('listitem', { name: 'Nature photographers' })).toBeHidden();
    await expect(page.getByRole('listitem', { name: /^Custom: alice_one/ })).toBeVisible();
  });
});
