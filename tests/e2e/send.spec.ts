import { e2eServer } from './e2e-server.js';
import { expect, snap, test } from './fixtures.js';
import { campaignFromList, discoveryList, signUp } from './seed.js';

// The send view (outreach you can run): the next lead and its message, Sent with the keyboard,
// the counters moving, and the pace holding the next send.

test('the send view: copy and open, mark sent with S, the pace, the counters', async ({ page, context }) => {
  await signUp(page, 'sender');
  const listId = await discoveryList(page, 'natgeo', 30);
  const campaignId = await campaignFromList(page, listId, 'Nat Geo outreach');
  const patched = await page.request.patch(`/api/campaigns/${campaignId}`, {
    data: { status: 'active', sendRateLimit: 2, messageTemplate: 'Hi {First Name}, loved your photos!' },
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
  await page.keyboard.press('s');
  // two an hour: the third waits, counting down
  await expect(
    page.getByText(/^2 messages in the last hour: the next can go at \d\d:\d\d \(in \d+:\d\d\)$/),
  ).toBeVisible();
  await expect(page.getByRole('button', { name: /Copy message and open Instagram/ })).toBeDisabled();
  await expect(page.getByText('Messages sent').locator('xpath=following-sibling::dd')).toHaveText('2');
  await snap(page, 'send-view-paced');
});
