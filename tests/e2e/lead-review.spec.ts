import { readFileSync } from 'node:fs';
import type { Page } from '@playwright/test';
import { expect, snap, test } from './fixtures.js';
import { discoveryList, signUp } from './seed.js';

// The lead review screen of a 40-profile list: filters, drag-selection with the mouse, Open IG,
// delete after the confirmation, an autosaved message kept over a reload, and the CSV.

const counts = (page: Page) => page.getByTestId('profile-counts');
const selectionBar = (page: Page) => page.getByRole('region', { name: 'Selection' });
const row = (page: Page, index: number) => page.locator(`li[data-index="${index}"]`);

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

test('lead review: filter, drag-select, Open IG, delete, autosaved message, CSV', async ({
  page,
  context,
}) => {
  test.setTimeout(300_000);
  await signUp(page, 'review');
  const listId = await discoveryList(page, 'natgeo', 40);

  await test.step('the list with its shape, template and filters', async () => {
    await page.goto(`/list/${listId}`);
    await expect(counts(page)).toHaveText('40 profiles');
    await expect(page.getByRole('region', { name: 'Audience shape' })).toContainText('40 profiles');
    await expect(row(page, 0)).toBeVisible();
    await snap(page, 'lead-review');
  });

  await test.step('a minimum follower count narrows the list', async () => {
    const values = await page.request.get(`/api/lists/${listId}/profiles?limit=100`);
    const { profiles } = (await values.json()) as { profiles: { followers_count: number | null }[] };
    const sorted = profiles.map((p) => p.followers_count ?? 0).sort((a, b) => a - b);
    const min = sorted[20] ?? 1;
    const expected = profiles.filter(
      (p) => (p.followers_count ?? 0) > 0 && (p.followers_count ?? 0) >= min,
    ).length;
    await page.getByLabel('Min followers').fill(String(min));
    await expect(counts(page)).toHaveText(`${expected} of 40 profiles match`);
    await snap(page, 'lead-review-filtered');
    await page.getByLabel('Max posts').fill('-1');
    await expect(page.getByRole('alert')).toHaveText('Maximum posts must be a whole number of 0 or more');
    await snap(page, 'lead-review-filter-error');
    await page.getByRole('button', { name: 'Clear filters' }).click();
    await expect(counts(page)).toHaveText('40 profiles');
    await page.getByLabel('Bio contains').fill('no-bio-has-this');
    await expect(page.getByText('No profiles match your filters')).toBeVisible();
    await snap(page, 'lead-review-no-match');
    await page.getByRole('button', { name: 'Clear filters' }).click();
    await expect(counts(page)).toHaveText('40 profiles');
  });

  await test.step('holding a checkbox and dragging selects the rows passed', async () => {
    // the first rows just below the sticky header, all five in view
    const top = (await row(page, 0).boundingBox())?.y ?? 0;
    await page.mouse.wheel(0, top - 90);
    await expect.poll(async () => Math.round((await row(page, 0).boundingBox())?.y ?? 0)).toBe(90);
    const first = await row(page, 0).getByRole('checkbox').boundingBox();
    const last = await row(page, 4).getByRole('checkbox').boundingBox();
    if (!first || !last) throw new Error('rows not laid out');
    await page.mouse.move(first.x + first.width / 2, first.y + first.height / 2);
    await page.mouse.down();
    await page.waitForTimeout(200);
    await page.mouse.move(last.x + last.width / 2, last.y + last.height / 2, { steps: 12 });
    await page.mouse.up();
    await expect(selectionBar(page)).toContainText('5 selected');
    for (let i = 0; i < 5; i++) await expect(row(page, i).getByRole('checkbox')).toBeChecked();
    await expect(row(page, 5).getByRole('checkbox')).not.toBeChecked();
    await snap(page, 'lead-review-drag-selected');
    // a quick click toggles a single row
    await row(page, 2).getByRole('checkbox').click();
    await expect(selectionBar(page)).toContainText('4 selected');
    await selectionBar(page).getByRole('button', { name: 'Clear' }).click();
  });

  await test.step('Open IG opens one page per selected profile', async () => {
    await context.route('https://www.instagram.com/**', (route) => route.fulfill({ body: '' }));
    const opened: Page[] = [];
    context.on('page', (tab) => opened.push(tab));
    for (const i of [0, 1, 2]) await row(page, i).getByText(/^@/).click();
    await selectionBar(page).getByRole('button', { name: 'Open IG' }).click();
    await expect(page.getByText('Opened 3 profiles in Instagram')).toBeVisible();
    await expect.poll(() => opened.length).toBe(3);
    for (const tab of opened) await tab.close();
  });

  await test.step('delete the selection after the confirmation', async () => {
    const names = await Promise.all([0, 1, 2].map((i) => row(page, i).getByText(/^@/).first().textContent()));
    await selectionBar(page).getByRole('button', { name: 'Delete selected' }).click();
    const dialog = page.getByRole('dialog', { name: 'Delete profiles' });
    await expect(dialog).toContainText(
      'Are you sure you want to delete 3 selected profile(s)? This action cannot be undone.',
    );
    await snap(page, 'lead-review-delete-confirm');
    await dialog.getByRole('button', { name: 'Delete', exact: true }).click();
    await expect(counts(page)).toHaveText('37 profiles');
    await page.reload();
    await expect(counts(page)).toHaveText('37 profiles');
    for (const name of names) await expect(page.getByText(name ?? '', { exact: true })).toHaveCount(0);
  });

  const formula = '=HYPERLINK("x")';
  await test.step('a message is autosaved and kept over a reload', async () => {
    await row(page, 0)
      .getByRole('button', { name: /^Edit message for/ })
      .click();
    const editor = row(page, 0).getByRole('textbox', { name: /^Message for/ });
    await editor.fill(formula);
    await expect(row(page, 0).getByTestId('autosave-status')).toHaveText('Saved', { timeout: 5000 });
    await snap(page, 'lead-review-message');
    await page.reload();
    await expect(row(page, 0).getByText('✉ Message')).toBeVisible();
    await row(page, 0)
      .getByRole('button', { name: /^Edit message for/ })
      .click();
    await expect(row(page, 0).getByRole('textbox', { name: /^Message for/ })).toHaveValue(formula);
  });

  await test.step('Download CSV: the spec columns, every value quoted, formulas neutralised', async () => {
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Download CSV' }).click(),
    ]);
    expect(download.suggestedFilename()).toMatch(/_leads\.csv$/);
    await expect(page.getByText('CSV downloaded successfully!')).toBeVisible();
    const text = readFileSync((await download.path()) ?? '', 'utf8');
    const lines = text
      .replace(/^\uFEFF/, '')
      .trimEnd()
      .split('\n');
    expect(lines[0]).toBe(
      '"Username","Full Name","Biography","Followers","Following","Posts","Is Private","Is Business","Business Category","Email","Phone","URL","Message"',
    );
    const rows = parseCsv(text);
    expect(rows).toHaveLength(38);
    expect(rows.slice(1).every((values) => values.length === 13)).toBe(true);
    expect(rows.slice(1).map((values) => values[12])).toContain(`'${formula}`);
    await snap(page, 'lead-review-downloaded');
  });
});
