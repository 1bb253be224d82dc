import { e2eServer } from './e2e-server.js';
import { expect, snap, test } from './fixtures.js';
import { campaignFromList, discoveryList, signUp } from './seed.js';

// The send view (outreach you can run): the next lead and its message, Sent with the keyboard,
// the counters moving, the pace holding the next send (a send over it only once confirmed), and
// Replied only for a lead sent a message.

test('the send view: copy and open, mark sent with S, the pace enforced, the counters', async ({
  page,
  context,
}) => {
  await signUp(page, 'sender');
  const listId = await discoveryList(page, 'natgeo', 30);
  const campaignId = await campaignFromList(page, listId, 'Nat Geo outreach');
  const patched = await page.request.patch(`/api/campaigns/${campaignId}`, {
    data: { status: 'active', sendRateLimit: 1, messageTemplate: 'Hi {First Name}, loved your photos!' },
    headers: { origin: e2eServer().baseURL },
  });
  expect(patched.ok()).toBe(true);
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  // instagram.com is never reached: the tab it opens is answered here
  await context.route('https://www.instagram.com/**', (route) =>
    route.fulfill({ body: '<title>profile</title>' }),
  );

  await page.goto(`/view-campaign/${campaignId}`);
  await page.getByRole('link', { name: 'Send messages' }).click();
  await page.waitForURL(`**/send/${campaignId}`);
  await expect(page).toHaveTitle('Send · Nat Geo outreach · Leadgen');
  const lead = page.getByRole('region', { name: /^Next lead: @/ });
  await expect(lead).toBeVisible();
  const first = ((await lead.getAttribute('aria-label')) ?? '').replace('Next lead: @', '');
  await expect(page.getByRole('textbox', { name: 'Message' })).toHaveValue(/^Hi .+, loved your photos!$/);
  await snap(page, 'send-view');

  const [tab] = await Promise.all([
    context.waitForEvent('page'),
    page.getByRole('button', { name: /Copy message and open Instagram/ }).click(),
  ]);
  expect(tab.url()).toBe(`https://www.instagram.com/${first}/`);
  await tab.close();
  expect(await page.evaluate('navigator.clipboard.readText()')).toMatch(/loved your photos!$/);

  await page.keyboard.press('s');
  await expect(page.getByText(`@${first} marked sent`)).toBeVisible();
  await expect(lead).not.toHaveAttribute('aria-label', `Next lead: @${first}`);
  const second = ((await lead.getAttribute('aria-label')) ?? '').replace('Next lead: @', '');
  const sent = page.getByText('Messages sent').locator('xpath=following-sibling::dd');
  // one an hour: the next waits, counting down ('1 message', not '1 messages'); after 23:00 the
  // time is tomorrow's and names its day ('Sun 00:05')
  await expect(
    page.getByText(/^1 message in the last hour: the next can go at (\w{3} )?\d\d:\d\d \(in \d+:\d\d\)$/),
  ).toBeVisible();
  await expect(page.getByRole('button', { name: /Copy message and open Instagram/ })).toBeDisabled();
  await expect(sent).toHaveText('1');
  await snap(page, 'send-view-paced');

  // Replied needs a message sent first
  await page.keyboard.press('r');
  await expect(
    page.getByText(`@${second} was never sent a message: mark it sent before marking it replied`),
  ).toBeVisible();
  await expect(page.getByText('Responses').locator('xpath=following-sibling::dd')).toHaveText('0');

  // S while the pace holds asks first, saying when the next send is allowed; Cancel records nothing
  await page.keyboard.press('s');
  const dialog = page.getByRole('dialog', { name: 'Over your pace' });
  await expect(dialog).toContainText(/1 message in the last hour: the next can go at (\w{3} )?\d\d:\d\d/);
  await snap(page, 'send-view-over-pace');
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(dialog).toBeHidden();
  await expect(sent).toHaveText('1');
  await expect(lead).toHaveAttribute('aria-label', `Next lead: @${second}`);

  // confirmed, the send is recorded over the pace
  await page.getByRole('button', { name: /^Sent/ }).click();
  await dialog.getByRole('button', { name: 'Mark sent anyway' }).click();
  await expect(page.getByText(`@${second} marked sent, over your pace`)).toBeVisible();
  await expect(sent).toHaveText('2');
  await expect(lead).not.toHaveAttribute('aria-label', `Next lead: @${second}`);
});
