import { readFile } from 'node:fs/promises';
import type { Locator, Page } from '@playwright/test';
import { expect, settled, test } from './fixtures.js';
import { discoveryList, signUp } from './seed.js';

// The lead tables as users know tables: a drag selects the rows it passes, the order and filters
// live in the address, Download CSV exports what is selected, and a pasted column of usernames
// becomes chips on the custom list form.

const DESKTOP = { width: 1280, height: 800 };

const profileList = (page: Page) => page.getByRole('list', { name: 'Profiles', exact: true });
const rows = (page: Page) => profileList(page).getByRole('listitem');
const row = (page: Page, index: number) => profileList(page).locator(`li[data-index="${index}"]`);

/** The username a row shows (its label is '@username'). */
async function usernameOf(item: Locator): Promise<string> {
  return ((await item.getAttribute('aria-label')) ?? '').replace(/^@/, '');
}

/** The usernames of the rows shown whose checkbox is checked, in order. */
async function checkedUsernames(page: Page): Promise<string[]> {
  const found: string[] = [];
  for (const item of await rows(page).all()) {
    if (await item.getByRole('checkbox').isChecked()) found.push(await usernameOf(item));
  }
  return found;
}

/** Where the profile list starts on the page (not the screen: a scroll does not move it). */
const listTop = (page: Page) =>
  profileList(page).evaluate(
    (list) => list.getBoundingClientRect().top + (globalThis as unknown as { scrollY: number }).scrollY,
  );

/**
 * The list's top once the page has laid out after a resize: the same two frames apart (on a
 * busy machine the text above it wraps for the new width a few frames late).
 */
async function settledListTop(page: Page): Promise<number> {
  let top = await listTop(page);
  for (let frames = 0; frames < 100; frames += 2) {
    await settled(page);
    const next = await listTop(page);
    if (next === top) return top;
    top = next;
  }
  throw new Error('the list kept moving for 100 frames');
}

/** The center of a row's checkbox. */
async function checkboxAt(page: Page, index: number): Promise<{ x: number; y: number }> {
  const box = await row(page, index).getByRole('checkbox').boundingBox();
  if (!box) throw new Error(`row ${index} has no checkbox on screen`);
  return { x: box.x + box.width / 2, y: box.y + box.height / 2 };
}

/**
 * Holds row `from`'s checkbox until the hold turns into a drag (the row changes state: a wait on
 * state, not on time), then moves the pointer down or up across the rows to `to` and lets go.
 * The points are taken before the press, as a user aims at the rows they see: were the list to
 * move under the pointer once the drag began, other rows would be passed.
 */
async function dragRows(page: Page, from: number, to: number): Promise<void> {
  const step = to > from ? 1 : -1;
  const points: { x: number; y: number }[] = [];
  for (let index = from; index !== to + step; index += step) points.push(await checkboxAt(page, index));
  const [start, ...path] = points;
  if (!start) throw new Error('no rows to drag across');
  const wasChecked = await row(page, from).getByRole('checkbox').isChecked();
  await page.mouse.move(start.x, start.y);
  await page.mouse.down();
  await expect(row(page, from).getByRole('checkbox')).toBeChecked({ checked: !wasChecked });
  for (const at of path) await page.mouse.move(at.x, at.y, { steps: 4 });
  await page.mouse.up();
}

/** The records of a CSV text (RFC 4180: quoted values may hold commas, quotes and line breaks). */
function csvRecords(text: string): string[][] {
  const records: string[][] = [];
  let record: string[] = [];
  let value = '';
  let quoted = false;
  for (let i = 0; i < text.length; i++) {
    const char = text[i];
    if (quoted) {
      if (char === '"' && text[i + 1] === '"') {
        value += '"';
        i++;
      } else if (char === '"') quoted = false;
      else value += char;
    } else if (char === '"') quoted = true;
    else if (char === ',') {
      record.push(value);
      value = '';
    } else if (char === '\n') {
      record.push(value);
      records.push(record);
      record = [];
      value = '';
    } else if (char !== '\r') value += char;
  }
  if (value !== '' || record.length > 0) records.push([...record, value]);
  return records;
}

test.describe('lead tables', () => {
  let listId = '';
  test.beforeEach(async ({ page }) => {
    test.setTimeout(180_000);
    await signUp(page, 'tables');
    listId = await discoveryList(page, 'natgeo', 40);
    await page.setViewportSize(DESKTOP);
  });

  test('a drag across four rows selects exactly those four, in the table and in the cards', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 1280, height: 1400 });
    await page.goto(`/list/${listId}?view=table`);
    await expect(row(page, 0)).toBeVisible();
    // a template makes the card above the list show its preview, as users have it
    await page
      .getByRole('region', { name: 'Message template' })
      .getByRole('textbox')
      .fill('Hi {First Name}!');

    for (const view of ['Table', 'Cards'] as const) {
      await test.step(`${view}: select rows 1-4 by a drag, then deselect 2-3 by another`, async () => {
        await page.getByRole('button', { name: view, exact: true }).click();
        await expect(page.getByRole('button', { name: view, exact: true })).toHaveAttribute(
          'aria-pressed',
          'true',
        );
        // at the page's top, where the browser does not anchor the scroll: anything above the
        // list growing would move the rows under the pointer
        await page.evaluate('window.scrollTo(0, 0)');
        await expect(row(page, 5)).toBeInViewport();
        const names = await Promise.all([1, 2, 3, 4].map((index) => usernameOf(row(page, index))));
        const before = await settledListTop(page);

        await dragRows(page, 1, 4);
        expect(await checkedUsernames(page)).toEqual(names);
        await expect(page.getByRole('region', { name: 'Selection' })).toContainText('4 selected');
        // selecting moved nothing: the list is where it was
        expect(await listTop(page)).toBe(before);

        await dragRows(page, 3, 2);
        expect(await checkedUsernames(page)).toEqual([names[0], names[3]]);
        await page.getByRole('region', { name: 'Selection' }).getByRole('button', { name: 'Clear' }).click();
        expect(await checkedUsernames(page)).toEqual([]);
      });
    }

    await test.step('at any width, a first selection moves nothing above the list', async () => {
      // a long template: a preview that followed the selection would wrap differently per name
      await page
        .getByRole('region', { name: 'Message template' })
        .getByRole('textbox')
        .fill(
          `Hi {Full Name} ({Username}), ${'I loved your recent posts about travel and light. '.repeat(3)}`,
        );
      for (const view of ['Table', 'Cards'] as const) {
        await page.getByRole('button', { name: view, exact: true }).click();
        for (const width of [1024, 1100, 1200, 1280, 1440]) {
          await page.setViewportSize({ width, height: 800 });
          await expect(row(page, 6)).toBeAttached();
          const before = await settledListTop(page);
          await row(page, 6).getByRole('checkbox').check();
          await expect(page.getByRole('region', { name: 'Selection' })).toContainText('1 selected');
          expect(await listTop(page), `${view} at ${width} px`).toBe(before);
          await row(page, 6).getByRole('checkbox').uncheck();
        }
      }
    });
  });

  test('a sorted and filtered lead review survives a reload and Back', async ({ page }) => {
    await page.goto(`/list/${listId}`);
    await expect(row(page, 0)).toBeVisible();
    await page.getByRole('button', { name: 'Table', exact: true }).click();
    await page.getByLabel('Min followers').fill('100');
    await expect(page).toHaveURL(/minFollowers=100/);
    await page.getByRole('button', { name: /^Posts/ }).click();
    await expect(page).toHaveURL(/sort=posts&dir=desc/);
    const postsTitle = page.getByRole('columnheader', { name: /Posts/ });
    await expect(postsTitle).toHaveAttribute('aria-sort', 'descending');
    const counts = page.getByTestId('profile-counts');
    await expect(counts).toContainText('profiles match');
    const shownText = await counts.textContent();
    const firstRows = async () => Promise.all([0, 1, 2, 3, 4].map((index) => usernameOf(row(page, index))));
    await expect(row(page, 4)).toBeVisible();
    const shown = await firstRows();

    const restored = async () => {
      await expect(page.getByLabel('Min followers')).toHaveValue('100');
      await expect(page.getByRole('button', { name: 'Table', exact: true })).toHaveAttribute(
        'aria-pressed',
        'true',
      );
      await expect(postsTitle).toHaveAttribute('aria-sort', 'descending');
      await expect(counts).toHaveText(shownText ?? '');
      await expect(row(page, 4)).toBeVisible();
      expect(await firstRows()).toEqual(shown);
    };
    await page.reload();
    await restored();
    await page.getByRole('link', { name: 'Back to dashboard' }).click();
    await page.waitForURL('**/dashboard**');
    await page.goBack();
    await restored();
  });

  test('exporting 12 selected rows downloads exactly those 12', async ({ page }) => {
    await page.goto(`/list/${listId}?view=table`);
    await expect(row(page, 0)).toBeVisible();
    const chosen: string[] = [];
    for (let index = 0; index < 12; index++) {
      await row(page, index).getByRole('checkbox').check();
      chosen.push(await usernameOf(row(page, index)));
    }
    await expect(page.getByRole('region', { name: 'Selection' })).toContainText('12 selected');
    await page.getByRole('button', { name: /^Download CSV/ }).click();
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('menuitem', { name: 'Selected rows (12)' }).click(),
    ]);
    const text = await readFile((await download.path()) ?? '', 'utf8');
    const [header, ...data] = csvRecords(text);
    expect(header?.[0]).toBe('Username');
    expect(data).toHaveLength(12);
    expect(data.map((record) => record[0]).sort()).toEqual([...chosen].sort());
  });
});

test('a pasted column of 5 usernames gives 5 chips on the custom list form', async ({ page }) => {
  await signUp(page, 'paste');
  await page.goto('/custom-campaign');
  const field = page.getByRole('textbox', { name: 'Instagram usernames' });
  await expect(field).toBeVisible();
  // a column copied from a spreadsheet: a header cell, \r\n lines, @, a profile URL, a blank line
  const column = 'Username\r\n@natgeo\r\nhttps://www.instagram.com/nasa/\r\n\r\nbbc_news\r\ncnn\r\ntime\r\n';
  // the browser's own paste event, with the text on its clipboard data (the tests have no DOM types)
  await field.focus();
  await page.evaluate(`(() => {
    const data = new DataTransfer();
    data.setData('text/plain', ${JSON.stringify(column)});
    document.activeElement.dispatchEvent(
      new ClipboardEvent('paste', { clipboardData: data, bubbles: true, cancelable: true }),
    );
  })()`);
  const chips = page.getByRole('list', { name: 'Instagram usernames: 5' }).getByRole('listitem');
  await expect(chips).toHaveText(
    ['natgeo', 'nasa', 'bbc_news', 'cnn', 'time'].map((name) => new RegExp(`^${name}`)),
  );
  await expect(page.getByText('5 usernames')).toBeVisible();
});
