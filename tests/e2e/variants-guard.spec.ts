import { e2eServer } from './e2e-server.js';
import { expect, snap, test } from './fixtures.js';
import { campaignFromList, discoveryList, signUp } from './seed.js';

// Issue 36 in a browser: a second message variant added on the edit screen (the linter speaking
// as it is typed), leads split between A and B on the send view, the per-variant table on the
// campaign view, and "Instagram blocked me" pausing sending until the report is undone.

test('variants split the leads, the linter warns as you type, and a block report pauses sending', async ({
  page,
}) => {
  await signUp(page, 'variants');
  const listId = await discoveryList(page, 'natgeo', 20);
  const campaignId = await campaignFromList(page, listId, 'Variant test');
  const patched = await page.request.patch(`/api/campaigns/${campaignId}`, {
    data: { status: 'active', sendRateLimit: 100, messageTemplate: 'Hi {First Name}, loved your photos!' },
    headers: { origin: e2eServer().baseURL },
  });
  expect(patched.ok()).toBe(true);

  // B starts as a copy of A; a link in it warns (never blocks) and it saves
  await page.goto(`/edit-campaign/${campaignId}`);
  const section = page.getByRole('region', { name: 'Message variants' });
  await section.getByRole('button', { name: 'Add variant (copy of A)' }).click();
  const variantB = section.getByRole('textbox', { name: 'Variant B' });
  await expect(variantB).toHaveValue('Hi {First Name}, loved your photos!');
  await variantB.fill('Hey {First Name}, a quick question about your photos: see shop.com');
  await expect(section.getByRole('list', { name: 'Variant B checks' })).toContainText(
    'Link shop.com: links in a first message are a spam signal: send it after they reply',
  );
  await section.getByRole('button', { name: 'Save B' }).click();
  await expect(page.getByText('Variant B saved')).toBeVisible();
  await snap(page, 'edit-campaign-variants');

  // the first lead gets A (the fewest, A first), the next B: each keeps its own text
  await page.goto(`/send/${campaignId}`);
  const message = page.getByRole('textbox', { name: 'Message' });
  const lead = page.getByRole('region', { name: /^Next lead: @/ });
  const nextUsername = async () =>
    ((await lead.getAttribute('aria-label')) ?? '').replace('Next lead: @', '');
  await expect(page.getByText('Variant A', { exact: true })).toBeVisible();
  await expect(message).toHaveValue(/^Hi .+, loved your photos!$/);
  const first = await nextUsername();
  await page.keyboard.press('s');
  await expect(page.getByText(`@${first} marked sent`)).toBeVisible();
  await expect(page.getByText('Variant B', { exact: true })).toBeVisible();
  await expect(message).toHaveValue(/^Hey .+, a quick question about your photos: see shop\.com$/);
  await expect(page.getByText(/Link shop\.com: links in a first message/)).toBeVisible();

  // "Instagram blocked me" asks first, then holds every send until the report is undone
  const health = page.getByRole('note', { name: 'What limits sending now' });
  await expect(health).toHaveText(/^Warm-up day 1 of 14: 10 new conversations today, 9 left$/);
  await page.getByRole('button', { name: 'Instagram blocked me' }).click();
  const dialog = page.getByRole('dialog', { name: 'Instagram blocked me' });
  await dialog.getByRole('button', { name: 'Pause sending' }).click();
  await expect(health).toHaveText(/^Paused after a block until /);
  await expect(page.getByRole('button', { name: /Copy message and open Instagram/ })).toBeDisabled();
  await snap(page, 'send-view-blocked');
  await page.getByRole('button', { name: 'Undo the block report' }).click();
  await expect(page.getByText('Block report undone: your usual pace applies again')).toBeVisible();
  await expect(health).toHaveText(/^Warm-up day 1 of 14/);
  await expect(page.getByRole('button', { name: /Copy message and open Instagram/ })).toBeEnabled();

  // the campaign view counts each variant's sends; no winner below 150 sends each
  const second = await nextUsername();
  await page.keyboard.press('s');
  await expect(page.getByText(`@${second} marked sent`)).toBeVisible();
  await page.goto(`/view-campaign/${campaignId}`);
  const table = page.getByRole('table', { name: 'Message variants' });
  await expect(table.getByRole('row', { name: 'Variant A' }).getByRole('cell').nth(1)).toHaveText('1');
  await expect(table.getByRole('row', { name: 'Variant B' }).getByRole('cell').nth(1)).toHaveText('1');
  await expect(page.getByTestId('variant-suggestion')).toContainText('150');
  await snap(page, 'view-campaign-variants');
});
