import { readFileSync } from 'node:fs';
import { parse } from 'csv-parse/sync';
import { expect, snap, test } from './fixtures.js';
import { campaignFromList, discoveryList, signUp } from './seed.js';

// The campaign screens for an id that is no list or campaign of the user's (spec §2, §8): lead
// review's 'Error Loading Campaign' card and the edit and view screens' 'Campaign not found'.
// The rest of these screens is journey.spec.ts; the campaign's CSV download is below.

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
    await expect(page.getByRole('heading', { name: 'Welcome, lost' })).toBeVisible();
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

test("the view screen downloads the campaign's CSV with every column of its list's", async ({ page }) => {
  await signUp(page, 'exporter');
  const listId = await discoveryList(page, 'natgeo', 60);
  const campaignId = await campaignFromList(page, listId, 'Nat Geo fans');
  await page.goto(`/view-campaign/${campaignId}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Nat Geo fans' })).toBeVisible();

  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: 'Download CSV' }).click(),
  ]);
  expect(download.suggestedFilename()).toBe('nat_geo_fans_leads.csv');
  await expect(page.getByText('CSV downloaded successfully!')).toBeVisible();
  const text = readFileSync((await download.path()) ?? '', 'utf8');
  const [header, ...rows] = parse(text);
  expect(header).toEqual([
    'Username',
    'Full Name',
    'Biography',
    'Followers',
    'Following',
    'Posts',
    'Is Private',
    'Is Business',
    'Business Category',
    'Email',
    'Phone',
    'URL',
    'Message',
  ]);
  expect(rows).toHaveLength(60);
  // the demo sandbox gives business accounts an e-mail: the campaign export keeps it
  const emails = rows.map((row) => row[9] ?? '').filter(Boolean);
  expect(emails.length).toBeGreaterThan(0);
  for (const email of emails) expect(email).toMatch(/^[^@\s]+@[^@\s]+$/);
  expect(text).toBe(await (await page.request.get(`/api/lists/${listId}/csv`)).text());
  await snap(page, 'view-campaign-downloaded');
});

test('deleting a list keeps its leads in the campaign made from it, and says so first', async ({
  page,
  consoleErrors,
}) => {
  await signUp(page, 'keeper');
  const listId = await discoveryList(page, 'nasa', 12);
  const campaignId = await campaignFromList(page, listId, 'Space fans');
  const toast = (text: string) => page.getByText(text, { exact: true });

  await page.goto('/dashboard?tab=lists');
  const row = page.getByRole('listitem', { name: 'nasa' });
  await row.getByRole('button', { name: 'Delete list nasa' }).click();
  const confirm = row.getByRole('button', { name: 'Confirm Delete' });
  await expect(confirm).toHaveAccessibleDescription('1 campaign uses 12 of its profiles; they keep them.');
  await snap(page, 'dashboard-confirm-delete-used-list');
  await confirm.click();
  await expect(toast('List deleted successfully. 1 campaign keeps its 12 leads.')).toBeVisible();
  await expect(row).toBeHidden();

  await page.goto('/dashboard?tab=campaigns');
  await expect(page.getByRole('main')).toContainText('12 profiles');
  await page.goto(`/view-campaign/${campaignId}`);
  await expect(page.getByRole('list', { name: 'Campaign profiles' }).getByRole('listitem')).toHaveCount(12);
  await page.goto(`/list/${listId}`);
  await expect(page.getByRole('alert')).toContainText('Campaign not found or access denied');
  // the browser logs the deleted list's 404s as console errors: those were expected
  const expected = (error: string) =>
    /status of 404/.test(error) && new RegExp(`/api/(lists|campaigns)/${listId}`).test(error);
  consoleErrors.splice(0, consoleErrors.length, ...consoleErrors.filter((error) => !expected(error)));
});
