import { closeDialogs, expect, snap, test } from './fixtures.js';
import { customList, discoveryList, signUp } from './seed.js';

// The create campaign screen (/create-campaign): filters over the completed lists, AI template,
// selection, paced AI personalisation, Open IG and the name-and-description modal, ending on the
// dashboard's campaigns tab with the new campaign's card.

interface Row {
  id: string;
  username: string;
  full_name: string | null;
  biography: string | null;
}

const textOf = (row: Row) => `${row.username} ${row.full_name ?? ''} ${row.biography ?? ''}`.toLowerCase();

/** The first of `words` in some but not all of `rows` (else any such word of 5+ letters). */
function partialWord(rows: readonly Row[], words: readonly string[], not: readonly string[] = []): string {
  const hits = (word: string) => rows.filter((row) => textOf(row).includes(word)).length;
  const fits = (word: string) => !not.includes(word) && hits(word) > 0 && hits(word) < rows.length;
  const found =
    words.find(fits) ??
    [
      ...new Set(
        rows
          .map(textOf)
          .join(' ')
          .match(/[a-z]{5,}/g) ?? [],
      ),
    ].find(fits);
  if (!found) throw new Error('no word to filter by');
  return found;
}

test('the empty state offers the first list', async ({ page }) => {
  await signUp(page, 'Empty');
  await page.goto('/create-campaign');
  const first = page.getByRole('link', { name: 'Create Your First List' });
  await expect(first).toBeVisible();
  await snap(page, 'create-campaign-empty');
  await first.click();
  await page.waitForURL('**/new-campaign');
});

test('filters, AI template, selection, personalisation and a new campaign', async ({ page, context }) => {
  test.setTimeout(300_000);
  await context.route('https://www.instagram.com/**', (route) => route.fulfill({ body: '' }));
  const toast = (text: string) => page.getByText(text, { exact: true });

  await signUp(page, 'Creator');
  const natgeo = await discoveryList(page, 'natgeo', 30);
  await customList(page, ['coach.anna', 'founder.sam', 'studio.lina', 'bakes.theo']);
  const { profiles } = (await (await page.request.get(`/api/profiles?lists=${natgeo}&limit=200`)).json()) as {
    profiles: Row[];
  };
  expect(profiles).toHaveLength(30);

  await page.goto('/create-campaign');
  await closeDialogs(page);
  const rows = page.getByRole('list', { name: /^Profiles:/ }).getByRole('listitem');
  const counts = page.getByRole('region', { name: 'Counts' });
  await expect(page.getByRole('heading', { name: 'Create Campaign' })).toBeVisible();
  await expect(rows).toHaveCount(34);
  await expect(page.getByRole('region', { name: 'Matching profiles' })).toContainText('34 profiles');
  await snap(page, 'create-campaign');

  await test.step('a list, an include and an exclude keyword', async () => {
    await page.getByRole('checkbox', { name: 'natgeo' }).check();
    await expect(rows).toHaveCount(30);
    const include = partialWord(profiles, ['coach', 'founder', 'photographer', 'travel', 'creator']);
    const kept = profiles.filter((row) => textOf(row).includes(include));
    const exclude = partialWord(kept, [], [include]);
    const left = kept.filter((row) => !textOf(row).includes(exclude));

    const includeBox = page.getByRole('textbox', { name: 'Include keywords' });
    await includeBox.fill(` ${include.toUpperCase()} `);
    await includeBox.press('Enter');
    await expect(page.getByRole('list', { name: 'Include keywords: 1' })).toContainText(include);
    await expect(rows).toHaveCount(kept.length);
    for (const text of await rows.allInnerTexts()) expect(text.toLowerCase()).toContain(include);

    const excludeBox = page.getByRole('textbox', { name: 'Exclude keywords' });
    await excludeBox.fill(exclude);
    await excludeBox.press(',');
    await expect(rows).toHaveCount(left.length);
    for (const text of await rows.allInnerTexts()) {
      expect(text.toLowerCase()).toContain(include);
    }
    await expect(counts).toContainText(`Matching${left.length}`);
    // the filter panel on a phone opens behind its toggle
    await page.setViewportSize({ width: 390, height: 844 });
    await page.getByRole('button', { name: 'Filters', exact: true }).click();
    await snap(page, 'create-campaign-filters');
    await page.setViewportSize({ width: 390, height: 844 });
    await page.getByRole('button', { name: 'Hide filters' }).click();
    await page.setViewportSize({ width: 1280, height: 800 });
  });

  await test.step('Generate with AI fills the template', async () => {
    await page.getByRole('button', { name: 'Generate with AI' }).click();
    await expect(toast('AI message template generated!')).toBeVisible();
    const template = page.getByRole('textbox', { name: 'Message template' });
    await expect(template).toHaveValue(/\{First Name\}/);
    await expect(template).toHaveValue(/@natgeo/);
  });

  await test.step('select a few, preview, Open IG', async () => {
    const shown = await rows.count();
    const picks = Math.min(2, shown);
    for (let i = 0; i < picks; i++) await rows.nth(i).getByRole('checkbox').check();
    await expect(page.getByRole('region', { name: 'Selection' })).toContainText(`${picks} selected`);
    await expect(page.getByText(/^Preview for @/)).toBeVisible();
    const opened: string[] = [];
    context.on('page', (tab) => {
      opened.push(tab.url());
      void tab.close();
    });
    await page.getByRole('region', { name: 'Selection' }).getByRole('button', { name: 'Open IG' }).click();
    await expect(toast(`Opened ${picks} profiles in Instagram`)).toBeVisible();
    await expect.poll(() => opened.length).toBe(picks);
    await snap(page, 'create-campaign-selection');
  });

  await test.step('select all of the list and personalise them, 5 at a time', async () => {
    await page.getByRole('button', { name: 'Clear all filters' }).click();
    await page.getByRole('checkbox', { name: 'natgeo' }).check();
    await expect(rows).toHaveCount(30);
    await page.getByRole('button', { name: 'Select all matching' }).click();
    await expect(page.getByRole('region', { name: 'Selection' })).toContainText('30 selected');
    await page.getByRole('button', { name: 'Personalize selected' }).click();
    const progress = page.getByRole('progressbar', { name: 'Personalizing' });
    await expect(progress).toContainText(/Personalizing \d+ of 30…/);
    await snap(page, 'create-campaign-personalising');
    await expect(toast('Successfully personalized 30 message(s)')).toBeVisible({ timeout: 60_000 });
    await expect(progress).toBeHidden();
    const first = rows.first();
    await first.getByRole('button', { name: /^Message for @/ }).click();
    await expect(first.getByRole('textbox', { name: /^Personalised message for @/ })).not.toHaveValue('');
  });

  await test.step('name and description, then the campaign on the dashboard', async () => {
    await page
      .getByRole('region', { name: 'Selection' })
      .getByRole('button', { name: 'Create Campaign' })
      .click();
    const dialog = page.getByRole('dialog', { name: 'Create Campaign' });
    await dialog.getByRole('button', { name: 'Create' }).click();
    await expect(dialog.getByRole('alert')).toHaveText('Please enter a campaign name');
    await dialog.getByRole('textbox', { name: 'Campaign name' }).fill('Nature photographers');
    await dialog
      .getByRole('textbox', { name: 'Description (optional)' })
      .fill('Followers of natgeo, personalised');
    await snap(page, 'create-campaign-modal');
    await dialog.getByRole('button', { name: 'Create' }).click();
    await page.waitForURL('**/dashboard?tab=campaigns');
    await expect(toast('Campaign created successfully!')).toBeVisible();
    const card = page.getByRole('listitem', { name: 'Nature photographers' });
    await expect(card).toContainText('30 profiles');
    await snap(page, 'create-campaign-created');
  });
});
