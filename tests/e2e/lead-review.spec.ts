import type { Locator, Page } from '@playwright/test';
import { expect, snap, test } from './fixtures.js';
import { discoveryList, signUp } from './seed.js';

// The lead review screen as a user meets it (issue 21): its title, the dense table (remembered),
// the opaque sticky header, toasts that keep off the selection bar, and the phone layout where
// the profiles come before the filters.

const DESKTOP = { width: 1280, height: 800 };
const PHONE = { width: 390, height: 844 };

type Box = { x: number; y: number; width: number; height: number };
const box = async (locator: Locator): Promise<Box> => {
  const found = await locator.boundingBox();
  expect(found, 'a bounding box').not.toBeNull();
  return found as Box;
};
const overlap = (a: Box, b: Box) =>
  a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;

/** Scrolls the page until the profile list starts right under the sticky header. */
async function scrollToList(page: Page): Promise<void> {
  const list = page.getByRole('list', { name: 'Profiles', exact: true });
  const header = await box(page.getByRole('banner'));
  const top = (await box(list)).y + Number(await page.evaluate('window.scrollY'));
  await page.evaluate(`window.scrollTo(0, ${top - header.height})`);
  await expect
    .poll(async () => Math.round((await box(list)).y))
    .toBeLessThanOrEqual(Math.ceil(header.height));
}

/** How many profile rows show whole between the sticky header and the bottom of the screen. */
async function rowsOnScreen(page: Page): Promise<number> {
  const header = await box(page.getByRole('banner'));
  const height = page.viewportSize()?.height ?? 0;
  let shown = 0;
  for (const row of await page
    .getByRole('list', { name: 'Profiles', exact: true })
    .getByRole('listitem')
    .all()) {
    const each = await row.boundingBox();
    if (each && each.y >= header.y + header.height - 1 && each.y + each.height <= height) shown++;
  }
  return shown;
}

test('the lead review: dense table, opaque header, toasts off the selection bar, phone layout', async ({
  page,
}) => {
  test.setTimeout(180_000);
  await signUp(page, 'review');
  const listId = await discoveryList(page, 'natgeo', 60);
  await page.setViewportSize(DESKTOP);
  await page.goto(`/list/${listId}`);
  await expect(page.getByRole('heading', { level: 1, name: 'natgeo' })).toBeVisible();
  await expect(page).toHaveTitle('Lead review · natgeo · Leadgen');
  const rows = page.getByRole('list', { name: 'Profiles', exact: true }).getByRole('listitem');
  await expect(rows.first()).toBeVisible();

  await test.step('cards show a few profiles a screen; the table at least 15, and is remembered', async () => {
    await scrollToList(page);
    expect(await rowsOnScreen(page)).toBeLessThan(8);
    await page.getByRole('button', { name: 'Table', exact: true }).click();
    await expect(page.getByRole('button', { name: 'Table', exact: true })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    await scrollToList(page);
    expect(await rowsOnScreen(page)).toBeGreaterThanOrEqual(15);
    await page.reload();
    await expect(page.getByRole('button', { name: 'Table', exact: true })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    await expect(rows.first()).toBeVisible();
  });

  await test.step('the sticky header is opaque over scrolled content', async () => {
    await scrollToList(page);
    const header = page.getByRole('banner');
    await expect(header).toHaveAttribute('data-scrolled', 'true');
    // white once its 200 ms transition ends: no alpha at any point of it
    const background = "getComputedStyle(document.querySelector('header')).backgroundColor";
    await expect.poll(() => page.evaluate(background)).toBe('rgb(255, 255, 255)');
  });

  await test.step('the table selects as the cards do; toasts never cover the selection bar', async () => {
    for (const index of [0, 1, 2]) await rows.nth(index).getByRole('checkbox').check();
    const bar = page.getByRole('region', { name: 'Selection' });
    await expect(bar).toContainText('3 selected');
    await page
      .getByRole('region', { name: 'Message template' })
      .getByRole('textbox')
      .fill('Hi {First Name}!');
    // populating says so in a toast, while the bar shows
    await bar.getByRole('button', { name: /^Populate selected/ }).click();
    const toast = page.getByRole('status').filter({ hasText: 'Messages populated' });
    await expect(toast).toBeVisible();
    expect(overlap(await box(toast), await box(bar))).toBe(false);
    await snap(page, 'lead-review-table', { fullPage: false });
    await page.setViewportSize(PHONE);
    await bar.getByRole('button', { name: /^Populate selected/ }).click();
    await expect(toast.first()).toBeVisible();
    for (const each of await toast.all()) {
      // a toast that timed out meanwhile covers nothing (and is not waited for)
      const shown = await each.boundingBox({ timeout: 1000 }).catch(() => null);
      if (shown) expect(overlap(shown, await box(bar))).toBe(false);
    }
    await bar.getByRole('button', { name: 'Clear' }).click();
  });

  await test.step('on a phone the profiles come first; the filters open from a toggle', async () => {
    await page.setViewportSize(PHONE);
    await page.evaluate('window.scrollTo(0, 0)');
    const filters = page.getByRole('region', { name: 'Filters' });
    await expect(filters).toBeHidden();
    await expect(page.getByRole('region', { name: 'Message template' })).toBeHidden();
    const first = await box(rows.first());
    expect(first.y + first.height).toBeLessThanOrEqual(PHONE.height);
    await page.getByRole('button', { name: 'Filters', exact: true }).click();
    await expect(filters).toBeVisible();
    await filters.getByLabel('Min followers').fill('1');
    await expect(page.getByRole('button', { name: 'Filters (1)' })).toHaveAttribute('aria-expanded', 'true');
    await page.getByRole('button', { name: 'Filters (1)' }).click();
    await expect(filters).toBeHidden();
    await page.getByRole('button', { name: 'Cards', exact: true }).click();
    await snap(page, 'lead-review-top', { fullPage: false });
    await scrollToList(page);
    await snap(page, 'lead-review-cards', { fullPage: false });
  });
});
