import { e2eServer } from './e2e-server.js';
import { expect, snap, test } from './fixtures.js';
import { discoveryList, signUp } from './seed.js';

// The campaign screens: edit (template, Populate All, Personalize All followed to its job,
// status, send rate, Remove Selected, a long message, Save), the saved state after a reload,
// view (search, Show More, Copy, Open IG), and 'Your Campaigns' (Pause, Resume, Delete).

test('edit, view and the campaigns list', async ({ page, context }) => {
  test.setTimeout(300_000);
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await context.route('https://www.instagram.com/**', (route) => route.fulfill({ body: '' }));
  const toast = (text: string | RegExp) => page.getByText(text, { exact: typeof text === 'string' }).first();
  const stat = (label: string) => page.locator(`[data-stat="${label}"]`);

  await signUp(page, 'camp');
  const listId = await discoveryList(page, 'natgeo', 30);
  const created = await page.request.post('/api/campaigns', {
    data: { fromListId: listId, name: 'Natgeo outreach', description: 'Photographers to reach' },
    headers: { origin: e2eServer().baseURL },
  });
  expect(created.ok()).toBe(true);
  const { campaign } = (await created.json()) as { campaign: { id: string } };
  const profiles = page.getByRole('list', { name: 'Campaign profiles' }).getByRole('listitem');
  let longUser = '';

  await test.step('edit: template, Populate All, Personalize All', async () => {
    await page.goto(`/edit-campaign/${campaign.id}`);
    await expect(page.getByRole('heading', { name: 'Edit Campaign' })).toBeVisible();
    await expect(profiles).toHaveCount(30);
    await expect(stat('Selected profiles')).toHaveText('30');
    await snap(page, 'edit-campaign');

    await page.getByRole('button', { name: 'Personalize All' }).click();
    await expect(toast('Please enter a message template first')).toBeVisible();
    await page.getByLabel('Message template').fill('Hi {First Name}, your photos are wonderful!');
    await expect(page.getByText(/^Preview for @/)).toBeVisible();
    await page.getByRole('button', { name: 'Populate All' }).click();
    await expect(toast('Messages populated for 30 profiles')).toBeVisible();
    await snap(page, 'edit-campaign-populated');

    await page.getByRole('button', { name: 'Personalize All' }).click();
    await expect(page.getByRole('progressbar', { name: 'Personalizing messages' })).toBeVisible();
    await snap(page, 'edit-campaign-personalizing');
    await expect(
      toast(/^(Successfully personalized \d+ message\(s\)|Personalized \d+ messages successfully)/),
    ).toBeVisible({ timeout: 90_000 });
    await snap(page, 'edit-campaign-personalized');
  });

  await test.step('edit: status, send rate, filters, Remove Selected, a long message, Save', async () => {
    const status = page.getByLabel('Status');
    await expect(status.locator('option')).toHaveText(['draft', 'active', 'paused', 'completed', 'archived']);
    await status.selectOption('active');
    const rate = page.getByLabel('Send rate limit (per hour)');
    await rate.fill('150');
    await expect(page.getByText('Not 1–100: saved as 10')).toBeVisible();
    await rate.blur();
    await expect(rate).toHaveValue('10');

    await page.getByLabel('Min followers').fill('999999999');
    await expect(page.getByText('No profiles match your filters')).toBeVisible();
    await snap(page, 'edit-campaign-no-match');
    await page.getByRole('button', { name: 'Clear All Filters' }).click();

    // Remove two profiles a search finds alone (Remove Selected acts on the matching selection).
    const usernames = (
      await profiles.evaluateAll((rows) => rows.map((row) => row.getAttribute('aria-label') ?? ''))
    ).map((label) => label.slice(1));
    const search = page.getByRole('searchbox', { name: 'Search' });
    const removed: string[] = [];
    for (const username of usernames) {
      if (removed.length === 2) break;
      await search.fill(username);
      if ((await profiles.count()) !== 1) continue;
      await expect(page.getByRole('region', { name: 'Selection' })).toContainText('1 selected');
      if (removed.length === 0) await snap(page, 'edit-campaign-selection-bar');
      await page.getByRole('button', { name: 'Remove Selected' }).click();
      await expect(toast('Selected profiles removed from campaign')).toBeVisible();
      removed.push(username);
    }
    expect(removed).toHaveLength(2);
    await search.fill('');
    await expect(profiles).toHaveCount(28);
    await expect(stat('Selected profiles')).toHaveText('28');

    longUser = usernames.find((username) => !removed.includes(username)) ?? '';
    await page.getByRole('button', { name: `Message for @${longUser}` }).click();
    await page
      .getByRole('textbox', { name: `Message for @${longUser}` })
      .fill(
        `Hello ${longUser}! ${'Your landscapes remind me of long summer walks along the coast. '.repeat(3)}`,
      );
    await snap(page, 'edit-campaign-message-editor');

    await page.getByRole('button', { name: 'Save Changes' }).click();
    await expect(toast('Campaign saved successfully!')).toBeVisible();
    await page.waitForURL('**/dashboard?tab=campaigns');
  });

  await test.step('edit after a reload: the saved state', async () => {
    await page.goto(`/edit-campaign/${campaign.id}`);
    await expect(stat('Selected profiles')).toHaveText('28');
    await expect(page.getByLabel('Message template')).toHaveValue(
      'Hi {First Name}, your photos are wonderful!',
    );
    await expect(page.getByLabel('Status')).toHaveValue('active');
    await expect(page.getByLabel('Send rate limit (per hour)')).toHaveValue('10');
    await page.getByRole('tab', { name: /^Selected/ }).click();
    await expect(profiles).toHaveCount(28);
    await snap(page, 'edit-campaign-saved');
  });

  await test.step('view: search, Show More, Copy, Open IG', async () => {
    await page.getByRole('link', { name: 'View Campaign' }).click();
    await page.waitForURL(`**/view-campaign/${campaign.id}`);
    await expect(page.getByRole('heading', { name: 'Natgeo outreach' })).toBeVisible();
    await expect(page.locator('[data-color="green"]')).toHaveText(/active/);
    const cards = page.getByRole('list', { name: 'Campaign profiles' }).getByRole('listitem');
    await expect(cards).toHaveCount(28);
    await snap(page, 'view-campaign');
    await page.getByRole('searchbox', { name: 'Search profiles' }).fill('no-such-profile-anywhere');
    await expect(page.getByText('No profiles match your filters')).toBeVisible();
    await snap(page, 'view-campaign-no-match');
    await page.getByRole('searchbox', { name: 'Search profiles' }).fill('summer walks');
    await expect(cards).toHaveCount(1);
    await page.getByRole('button', { name: `Show more of @${longUser}'s message` }).click();
    const modal = page.getByRole('dialog', { name: `Message for @${longUser}` });
    await expect(modal).toContainText('long summer walks');
    await snap(page, 'view-campaign-show-more');
    await modal.getByRole('button', { name: 'Copy' }).click();
    await expect(toast('Message copied!')).toBeVisible();
    await modal.getByRole('button', { name: 'Close' }).first().click();

    const opened: string[] = [];
    context.on('page', (tab) => opened.push(tab.url()));
    await page.getByRole('button', { name: `Open @${longUser} in Instagram` }).click();
    await expect(toast('Opened 1 profiles in Instagram')).toBeVisible();
    await expect.poll(() => opened.length).toBe(1);
  });

  await test.step('campaigns list: Pause, Resume, Delete', async () => {
    await page.goto('/campaigns');
    await expect(page.getByRole('heading', { name: 'Your Campaigns' })).toBeVisible();
    const card = page.getByRole('listitem', { name: 'Natgeo outreach' });
    await card.getByRole('button', { name: /^Natgeo outreach/ }).click();
    await expect(card).toContainText('Hi {First Name}, your photos are wonderful!');
    await snap(page, 'campaigns-list');
    await card.getByRole('button', { name: 'Pause Natgeo outreach' }).click();
    await expect(toast('Campaign paused successfully')).toBeVisible();
    await expect(card.locator('[data-color="yellow"]')).toHaveText(/paused/);
    await snap(page, 'campaigns-list-paused');
    await card.getByRole('button', { name: 'Resume Natgeo outreach' }).click();
    await expect(toast('Campaign active successfully')).toBeVisible();
    await page.getByRole('searchbox', { name: 'Search campaigns' }).fill('nothing like it');
    await expect(page.getByText(/No campaigns match/)).toBeVisible();
    await page.getByRole('searchbox', { name: 'Search campaigns' }).fill('ACTIVE');
    await card.getByRole('button', { name: 'Delete Natgeo outreach' }).click();
    await snap(page, 'campaigns-list-delete-confirm');
    await page
      .getByRole('dialog', { name: 'Delete campaign?' })
      .getByRole('button', { name: 'Delete' })
      .click();
    await expect(toast('Campaign deleted successfully')).toBeVisible();
    await expect(page.getByRole('link', { name: 'Go to Your Lists' })).toBeVisible();
    await snap(page, 'campaigns-list-empty');
    await page.getByRole('link', { name: 'Go to Your Lists' }).click();
    await page.waitForURL('**/dashboard?tab=lists');
  });
});
