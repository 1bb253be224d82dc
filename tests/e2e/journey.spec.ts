import { readFileSync } from 'node:fs';
import type { BrowserContext, Page } from '@playwright/test';
import { expect, snap, test } from './fixtures.js';
import { customList, signUp } from './seed.js';

// One user's way through the app (spec §2): a discovery list made on the form; its lead review
// (filters, drag-selection, Open IG, delete, an autosaved message, the CSV); a campaign made
// from it on the create screen with keyword filters, an AI template and personalised messages;
// that campaign edited, viewed, emptied, then paused, resumed and deleted on 'Your Campaigns'.

interface Row {
  id: string;
  username: string;
  full_name: string | null;
  biography: string | null;
}

/** What the selector's keywords look in (spec §5): username, full name and bio, any case. */
const textOf = (row: Row) => `${row.username} ${row.full_name ?? ''} ${row.biography ?? ''}`.toLowerCase();

// Words of the sandbox's synthetic bios ('Strength coach', 'SaaS founder', 'New single out
// now', 'Yoga teacher'): among natgeo's followers they pick out more than ten profiles.
const INCLUDE = ['coach', 'founder', 'new'];
const EXCLUDE = 'teacher';

/** Parses CSV text where every value is quoted (spec §9) into rows of values. */
function parseCsv(text: string): string[][] {
  const rows: string[][] = [];
  for (const line of text
    .replace(/^\uFEFF/, '')
    .trimEnd()
    .split(/\r?\n(?=")/)) {
    const values: string[] = [];
    const cells = line.matchAll(/"((?:[^"]|"")*)"(?:,|$)/g);
    for (const [, value = ''] of cells) values.push(value.replaceAll('""', '"'));
    rows.push(values);
  }
  return rows;
}

/**
 * Counts the tabs the context opens (Open IG): `expectTabs(usernames)` waits for one new tab per
 * username, checks each is that profile's Instagram page, and closes them.
 */
function tabCounter(context: BrowserContext) {
  const tabs: Page[] = [];
  context.on('page', (tab) => tabs.push(tab));
  let seen = 0;
  return async (usernames: readonly string[]) => {
    await expect.poll(() => tabs.length - seen).toBe(usernames.length);
    const opened = tabs.slice(seen);
    seen = tabs.length;
    const urls = await Promise.all(
      opened.map(async (tab) => {
        await tab.waitForURL(/^https:\/\/www\.instagram\.com\//);
        const url = tab.url();
        await tab.close();
        return url;
      }),
    );
    expect(urls.sort()).toEqual(
      usernames.map((username) => `https://www.instagram.com/${encodeURIComponent(username)}/`).sort(),
    );
  };
}

test('discovery list, lead review, create, edit, view and the campaigns list', async ({ page, context }) => {
  test.setTimeout(300_000);
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await context.route('https://www.instagram.com/**', (route) => route.fulfill({ body: '' }));
  const expectTabs = tabCounter(context);
  const toast = (text: string | RegExp) => page.getByText(text, { exact: typeof text === 'string' }).first();
  const selectionBar = page.getByRole('region', { name: 'Selection' });

  await signUp(page, 'journey');
  // a second list for the create screen's list filter: 4 + 58 profiles are the new account's $0.496
  await customList(page, ['coach.anna', 'founder.sam', 'studio.lina', 'bakes.theo']);
  let listId = '';

  await test.step('a discovery list of 58 followers of natgeo, made on the form', async () => {
    await page.goto('/dashboard');
    await page.getByRole('link', { name: 'Create List' }).click();
    await page.getByRole('textbox', { name: 'Target account 1' }).fill('natgeo');
    await page.getByLabel('Max profiles').fill('58');
    await page.getByRole('button', { name: 'Start Discovery' }).click();
    await expect(page.getByText('✓ Your list is ready: 58 profiles found.')).toBeVisible({ timeout: 60_000 });
    await page.getByRole('link', { name: 'Go to Dashboard' }).click();
    await page.getByRole('listitem', { name: 'natgeo' }).getByRole('link', { name: 'View List' }).click();
    await page.waitForURL('**/list/*');
    listId = new URL(page.url()).pathname.split('/').pop() ?? '';
  });

  // Lead review (/list/:id)
  const counts = page.getByTestId('profile-counts');
  const row = (index: number) => page.locator(`li[data-index="${index}"]`);

  await test.step('lead review: the list with its shape, template and filters', async () => {
    await expect(counts).toHaveText('58 profiles');
    await expect(page.getByRole('region', { name: 'Audience shape' })).toContainText('58 profiles');
    await expect(row(0)).toBeVisible();
    await snap(page, 'lead-review');
  });

  await test.step('lead review: a minimum follower count narrows the list', async () => {
    const values = await page.request.get(`/api/lists/${listId}/profiles?limit=100`);
    const { profiles } = (await values.json()) as { profiles: { followers_count: number | null }[] };
    const sorted = profiles.map((p) => p.followers_count ?? 0).sort((a, b) => a - b);
    const min = sorted[29] ?? 1;
    const expected = profiles.filter(
      (p) => (p.followers_count ?? 0) > 0 && (p.followers_count ?? 0) >= min,
    ).length;
    await page.getByLabel('Min followers').fill(String(min));
    await expect(counts).toHaveText(`${expected} of 58 profiles match`);
    await snap(page, 'lead-review-filtered');
    await page.getByLabel('Max posts').fill('-1');
    await expect(page.getByRole('alert')).toHaveText('Maximum posts must be a whole number of 0 or more');
    await snap(page, 'lead-review-filter-error');
    await page.getByRole('button', { name: 'Clear filters' }).click();
    await expect(counts).toHaveText('58 profiles');
    await page.getByLabel('Bio contains').fill('no-bio-has-this');
    await expect(page.getByText('No profiles match your filters')).toBeVisible();
    await snap(page, 'lead-review-no-match');
    await page.getByRole('button', { name: 'Clear filters' }).click();
    await expect(counts).toHaveText('58 profiles');
  });

  await test.step('lead review: holding a checkbox and dragging selects the rows passed', async () => {
    // the first rows just below the sticky header, all five in view
    const top = (await row(0).boundingBox())?.y ?? 0;
    await page.mouse.wheel(0, top - 90);
    await expect.poll(async () => Math.round((await row(0).boundingBox())?.y ?? 0)).toBe(90);
    const first = await row(0).getByRole('checkbox').boundingBox();
    const last = await row(4).getByRole('checkbox').boundingBox();
    if (!first || !last) throw new Error('rows not laid out');
    await page.mouse.move(first.x + first.width / 2, first.y + first.height / 2);
    await page.mouse.down();
    await page.mouse.move(last.x + last.width / 2, last.y + last.height / 2, { steps: 12 });
    await page.mouse.up();
    await expect(selectionBar).toContainText('5 selected');
    for (let i = 0; i < 5; i++) await expect(row(i).getByRole('checkbox')).toBeChecked();
    await expect(row(5).getByRole('checkbox')).not.toBeChecked();
    await snap(page, 'lead-review-drag-selected');
    // a quick click toggles a single row
    await row(2).getByRole('checkbox').click();
    await expect(selectionBar).toContainText('4 selected');
    await selectionBar.getByRole('button', { name: 'Clear' }).click();
  });

  const handles = async (indexes: number[]) =>
    (await Promise.all(indexes.map((i) => row(i).getByText(/^@/).first().textContent()))).map((text) =>
      (text ?? '').slice(1),
    );

  await test.step('lead review: Open IG opens one tab per selected profile', async () => {
    for (const i of [0, 1, 2]) await row(i).getByText(/^@/).click();
    await selectionBar.getByRole('button', { name: 'Open IG' }).click();
    await expect(toast('Opened 3 profiles in Instagram')).toBeVisible();
    await expectTabs(await handles([0, 1, 2]));
  });

  await test.step('lead review: delete the selection after the confirmation', async () => {
    const names = await handles([0, 1, 2]);
    await selectionBar.getByRole('button', { name: 'Delete selected' }).click();
    const dialog = page.getByRole('dialog', { name: 'Delete profiles' });
    await expect(dialog).toContainText(
      'Are you sure you want to delete 3 selected profile(s)? This action cannot be undone.',
    );
    await snap(page, 'lead-review-delete-confirm');
    await dialog.getByRole('button', { name: 'Delete', exact: true }).click();
    await expect(counts).toHaveText('55 profiles');
    await page.reload();
    await expect(counts).toHaveText('55 profiles');
    for (const name of names) await expect(page.getByText(`@${name}`, { exact: true })).toHaveCount(0);
  });

  const formula = '=HYPERLINK("x")';
  await test.step('lead review: a message is autosaved and kept over a reload', async () => {
    await row(0)
      .getByRole('button', { name: /^Edit message for/ })
      .click();
    const editor = row(0).getByRole('textbox', { name: /^Message for/ });
    await editor.fill(formula);
    await expect(row(0).getByTestId('autosave-status')).toHaveText('Saved', { timeout: 5000 });
    await snap(page, 'lead-review-message');
    await page.reload();
    await expect(row(0).getByText('✉ Message')).toBeVisible();
    await row(0)
      .getByRole('button', { name: /^Edit message for/ })
      .click();
    await expect(row(0).getByRole('textbox', { name: /^Message for/ })).toHaveValue(formula);
  });

  await test.step('lead review: Download CSV, the spec columns, every value quoted, formulas neutralised', async () => {
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Download CSV' }).click(),
    ]);
    expect(download.suggestedFilename()).toMatch(/_leads\.csv$/);
    await expect(toast('CSV downloaded successfully!')).toBeVisible();
    const text = readFileSync((await download.path()) ?? '', 'utf8');
    const lines = text
      .replace(/^\uFEFF/, '')
      .trimEnd()
      .split('\n');
    expect(lines[0]).toBe(
      '"Username","Full Name","Biography","Followers","Following","Posts","Is Private","Is Business","Business Category","Email","Phone","URL","Message"',
    );
    const rows = parseCsv(text);
    expect(rows).toHaveLength(56);
    expect(rows.slice(1).every((values) => values.length === 13)).toBe(true);
    expect(rows.slice(1).map((values) => values[12])).toContain(`'${formula}`);
    await snap(page, 'lead-review-downloaded');
  });

  // Create campaign (/create-campaign)
  const rows = page.getByRole('list', { name: /^Profiles:/ }).getByRole('listitem');
  const { profiles: natgeo } = (await (
    await page.request.get(`/api/profiles?lists=${listId}&limit=200`)
  ).json()) as { profiles: Row[] };
  const kept = natgeo.filter((p) => INCLUDE.some((word) => textOf(p).includes(word)));
  const left = kept.filter((p) => !textOf(p).includes(EXCLUDE));
  let aiTemplate = '';

  await test.step('create: back to the dashboard, then every completed list', async () => {
    expect(natgeo).toHaveLength(55);
    // more than ten: Open IG opens them ten at a time
    expect(left.length).toBeGreaterThan(10);
    expect(left.length).toBeLessThan(kept.length);
    await page.getByRole('link', { name: 'Back to dashboard' }).click();
    await expect(page.getByRole('heading', { name: 'Welcome back, journey' })).toBeVisible();
    await page.getByRole('link', { name: 'Create Campaign' }).first().click();
    await page.waitForURL('**/create-campaign');
    await expect(page.getByRole('heading', { name: 'Create Campaign' })).toBeVisible();
    await expect(rows).toHaveCount(59);
    await expect(page.getByRole('region', { name: 'Matching profiles' })).toContainText('59 profiles');
    await snap(page, 'create-campaign');
  });

  await test.step('create: a list, include keywords and an exclude keyword', async () => {
    await page.getByRole('checkbox', { name: 'natgeo' }).check();
    await expect(rows).toHaveCount(55);
    const includeBox = page.getByRole('textbox', { name: 'Include keywords' });
    await includeBox.fill(` ${INCLUDE[0]?.toUpperCase()} `);
    await includeBox.press('Enter');
    await expect(page.getByRole('list', { name: 'Include keywords: 1' })).toContainText(INCLUDE[0] ?? '');
    await expect(rows).toHaveCount(natgeo.filter((p) => textOf(p).includes(INCLUDE[0] ?? '')).length);
    for (const text of await rows.allInnerTexts()) expect(text.toLowerCase()).toContain(INCLUDE[0]);
    // any include keyword is enough
    await includeBox.fill(INCLUDE.slice(1).join(', '));
    await includeBox.press('Enter');
    await expect(page.getByRole('list', { name: `Include keywords: ${INCLUDE.length}` })).toBeVisible();
    await expect(rows).toHaveCount(kept.length);

    const excludeBox = page.getByRole('textbox', { name: 'Exclude keywords' });
    await excludeBox.fill(EXCLUDE);
    await excludeBox.press(',');
    await expect(rows).toHaveCount(left.length);
    for (const text of await rows.allInnerTexts()) {
      expect(INCLUDE.some((word) => text.toLowerCase().includes(word))).toBe(true);
      expect(text.toLowerCase()).not.toContain(EXCLUDE);
    }
    await expect(page.getByRole('region', { name: 'Counts' })).toContainText(`Matching${left.length}`);
    // the filter panel on a phone opens behind its toggle
    await page.setViewportSize({ width: 390, height: 844 });
    await page.getByRole('button', { name: 'Filters', exact: true }).click();
    await snap(page, 'create-campaign-filters');
    await page.setViewportSize({ width: 390, height: 844 });
    await page.getByRole('button', { name: 'Hide filters' }).click();
    await page.setViewportSize({ width: 1280, height: 800 });
  });

  await test.step('create: Generate with AI fills the template', async () => {
    await page.getByRole('button', { name: 'Generate with AI' }).click();
    await expect(toast('AI message template generated!')).toBeVisible();
    const template = page.getByRole('textbox', { name: 'Message template' });
    await expect(template).toHaveValue(/\{First Name\}/);
    await expect(template).toHaveValue(/@natgeo/);
    aiTemplate = await template.inputValue();
  });

  await test.step('create: select, preview, then Open IG for all matching, ten tabs per click', async () => {
    for (let i = 0; i < 2; i++) await rows.nth(i).getByRole('checkbox').check();
    await expect(selectionBar).toContainText('2 selected');
    await expect(page.getByText(/^Preview for @/)).toBeVisible();
    await page.getByRole('button', { name: 'Select all matching' }).click();
    await expect(selectionBar).toContainText(`${left.length} selected`);
    // ten tabs per click: the click opens the first ten, then the dialog offers the next ten
    await selectionBar.getByRole('button', { name: 'Open IG' }).click();
    await expect(toast('Opened 10 profiles in Instagram')).toBeVisible();
    const next = page.getByRole('dialog', { name: 'Open the next profiles in Instagram?' });
    await expect(next).toBeVisible();
    await snap(page, 'create-campaign-open-ig-next');
    for (let from = 11; from <= left.length; from += 10) {
      const to = Math.min(from + 9, left.length);
      await next.getByRole('button', { name: `Open ${from}–${to} of ${left.length}` }).click();
    }
    await expect(next).toBeHidden();
    await expectTabs(left.map((p) => p.username));
    await snap(page, 'create-campaign-selection');
  });

  await test.step('create: personalise the selection, 5 at a time', async () => {
    await page.getByRole('button', { name: 'Personalize selected' }).click();
    const progress = page.getByRole('progressbar', { name: 'Personalizing' });
    await expect(progress).toContainText(new RegExp(`Personalizing \\d+ of ${left.length}…`));
    await snap(page, 'create-campaign-personalising');
    await expect(toast(`Successfully personalized ${left.length} message(s)`)).toBeVisible({
      timeout: 60_000,
    });
    await expect(progress).toBeHidden();
    const first = rows.first();
    await first.getByRole('button', { name: /^Message for @/ }).click();
    await expect(first.getByRole('textbox', { name: /^Personalised message for @/ })).not.toHaveValue('');
  });

  await test.step('create: name and description, then the campaign on the dashboard', async () => {
    await selectionBar.getByRole('button', { name: 'Create Campaign' }).click();
    const dialog = page.getByRole('dialog', { name: 'Create Campaign' });
    await dialog.getByRole('button', { name: 'Create' }).click();
    await expect(dialog.getByRole('alert')).toHaveText('Please enter a campaign name');
    await dialog.getByRole('textbox', { name: 'Campaign name' }).fill('Coaches and founders');
    await dialog
      .getByRole('textbox', { name: 'Description (optional)' })
      .fill('Followers of natgeo, personalised');
    await snap(page, 'create-campaign-modal');
    await dialog.getByRole('button', { name: 'Create' }).click();
    await page.waitForURL('**/dashboard?tab=campaigns');
    await expect(toast('Campaign created successfully!')).toBeVisible();
    const card = page.getByRole('listitem', { name: 'Coaches and founders' });
    await expect(card).toContainText(`${left.length} profiles`);
    await snap(page, 'create-campaign-created');
  });

  // Edit campaign (/edit-campaign/:id): its list's 55 profiles, the campaign's selected
  const profiles = page.getByRole('list', { name: 'Campaign profiles' }).getByRole('listitem');
  const stat = (label: string) => page.locator(`[data-stat="${label}"]`);
  const template = 'Hi {First Name}, your photos are wonderful!';
  const remaining = left.length - 2;
  let campaignId = '';
  let longUser = '';

  await test.step('edit: the AI template kept, Populate All, Personalize All', async () => {
    await page
      .getByRole('listitem', { name: 'Coaches and founders' })
      .getByRole('link', { name: 'Edit', exact: true })
      .click();
    await page.waitForURL('**/edit-campaign/*');
    campaignId = new URL(page.url()).pathname.split('/').pop() ?? '';
    await expect(page.getByRole('heading', { name: 'Edit Campaign' })).toBeVisible();
    await expect(profiles).toHaveCount(55);
    await expect(stat('Selected profiles')).toHaveText(String(left.length));
    const templateBox = page.getByLabel('Message template');
    await expect(templateBox).toHaveValue(aiTemplate.trim());
    await snap(page, 'edit-campaign');

    await templateBox.fill('');
    await page.getByRole('button', { name: 'Personalize All' }).click();
    await expect(toast('Please enter a message template first')).toBeVisible();
    await templateBox.fill(template);
    await expect(page.getByText(/^Preview for @/)).toBeVisible();
    await page.getByRole('button', { name: 'Populate All' }).click();
    // the selected ones: the others' messages would not be saved
    await expect(toast(`Messages populated for ${left.length} profiles`)).toBeVisible();
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

    // Remove two members a search finds alone (Remove Selected acts on the matching selection).
    const members = left.map((p) => p.username);
    const search = page.getByRole('searchbox', { name: 'Search' });
    const removed: string[] = [];
    for (const username of members) {
      if (removed.length === 2) break;
      await search.fill(username);
      if ((await profiles.count()) !== 1) continue;
      await expect(selectionBar).toContainText('1 selected');
      if (removed.length === 0) await snap(page, 'edit-campaign-selection-bar');
      await page.getByRole('button', { name: 'Remove Selected' }).click();
      await expect(toast('Selected profiles removed from campaign')).toBeVisible();
      removed.push(username);
    }
    expect(removed).toHaveLength(2);
    await search.fill('');
    await expect(profiles).toHaveCount(53);
    await expect(stat('Selected profiles')).toHaveText(String(remaining));

    longUser = members.find((username) => !removed.includes(username)) ?? '';
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
    await page.goto(`/edit-campaign/${campaignId}`);
    await expect(stat('Selected profiles')).toHaveText(String(remaining));
    await expect(page.getByLabel('Message template')).toHaveValue(template);
    await expect(page.getByLabel('Status')).toHaveValue('active');
    await expect(page.getByLabel('Send rate limit (per hour)')).toHaveValue('10');
    await page.getByRole('tab', { name: /^Selected/ }).click();
    await expect(profiles).toHaveCount(remaining);
    await snap(page, 'edit-campaign-saved');
  });

  await test.step('view: search, Show More, Copy, Open IG', async () => {
    await page.getByRole('link', { name: 'View Campaign' }).click();
    await page.waitForURL(`**/view-campaign/${campaignId}`);
    await expect(page.getByRole('heading', { name: 'Coaches and founders' })).toBeVisible();
    await expect(page.locator('[data-color="green"]')).toHaveText(/active/);
    const cards = page.getByRole('list', { name: 'Campaign profiles' }).getByRole('listitem');
    await expect(cards).toHaveCount(remaining);
    await snap(page, 'view-campaign');
    const search = page.getByRole('searchbox', { name: 'Search profiles' });
    await search.fill('no-such-profile-anywhere');
    await expect(page.getByText('No profiles match your filters')).toBeVisible();
    await snap(page, 'view-campaign-no-match');
    await search.fill('summer walks');
    await expect(cards).toHaveCount(1);
    await page.getByRole('button', { name: `Show more of @${longUser}'s message` }).click();
    const modal = page.getByRole('dialog', { name: `Message for @${longUser}` });
    await expect(modal).toContainText('long summer walks');
    await snap(page, 'view-campaign-show-more');
    await modal.getByRole('button', { name: 'Copy' }).click();
    await expect(toast('Message copied!')).toBeVisible();
    expect(await page.evaluate('navigator.clipboard.readText()')).toContain('long summer walks');
    await modal.getByRole('button', { name: 'Close' }).first().click();

    await page.getByRole('button', { name: `Open IG: @${longUser}` }).click();
    await expect(toast('Opened 1 profiles in Instagram')).toBeVisible();
    await expectTabs([longUser]);
  });

  const campaignCard = page.getByRole('listitem', { name: 'Coaches and founders' });
  await test.step('campaigns list: Pause, Resume', async () => {
    await page.goto('/campaigns');
    await expect(page.getByRole('heading', { name: 'Your Campaigns' })).toBeVisible();
    await campaignCard.getByRole('button', { name: /^Coaches and founders/ }).click();
    await expect(campaignCard).toContainText(template);
    await snap(page, 'campaigns-list');
    await campaignCard.getByRole('button', { name: 'Pause Coaches and founders' }).click();
    await expect(toast('Campaign paused successfully')).toBeVisible();
    await expect(campaignCard.locator('[data-color="yellow"]')).toHaveText(/paused/);
    await snap(page, 'campaigns-list-paused');
    await campaignCard.getByRole('button', { name: 'Resume Coaches and founders' }).click();
    await expect(toast('Campaign active successfully')).toBeVisible();
  });

  await test.step('view Details, Edit Campaign: every profile deselected and saved, then the empty view', async () => {
    await campaignCard.getByRole('link', { name: 'View Details of Coaches and founders' }).click();
    await page.waitForURL(`**/view-campaign/${campaignId}`);
    await page.getByRole('link', { name: 'Edit Campaign' }).click();
    await page.waitForURL(`**/edit-campaign/${campaignId}`);
    await page.getByRole('button', { name: 'Select All', exact: true }).click();
    await expect(stat('Selected profiles')).toHaveText('55');
    await page.getByRole('button', { name: 'Deselect All', exact: true }).click();
    await expect(stat('Selected profiles')).toHaveText('0');
    await page.getByRole('button', { name: 'Save Changes' }).click();
    await page.waitForURL('**/dashboard?tab=campaigns');
    await page.goto(`/view-campaign/${campaignId}`);
    await expect(page.getByText('This campaign has no profiles associated with it.')).toBeVisible();
    await expect(page.getByRole('searchbox', { name: 'Search profiles' })).toBeHidden();
    await snap(page, 'view-campaign-empty');
  });

  await test.step('campaigns list: search, Delete, the empty state', async () => {
    await page.goto('/campaigns');
    const search = page.getByRole('searchbox', { name: 'Search campaigns' });
    await search.fill('nothing like it');
    await expect(page.getByText(/No campaigns match/)).toBeVisible();
    await search.fill('ACTIVE');
    await campaignCard.getByRole('button', { name: 'Delete Coaches and founders' }).click();
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
