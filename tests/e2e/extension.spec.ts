import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { type BrowserContext, chromium, expect, type Page, test } from '@playwright/test';
import Database from 'better-sqlite3';
import { chromiumLaunch } from './chromium.js';
import { e2eFiles, e2eServer } from './e2e-server.js';
import { shot } from './fixtures.js';
import { campaignFromList, customList } from './seed.js';

// The browser extension end to end (issue 23): the built extension loaded unpacked into Debian's
// Chromium (the new headless mode loads extensions), instagram.com answered by route
// interception. Pair from Settings, configure the popup, open the next lead from it, mark it
// sent from the profile page's panel: 'messages sent' rises, and the dashboard no longer offers
// the extension.

const { root, baseURL } = e2eServer();
const DIST = join(root, 'packages/extension/dist');
const EXTENSION_MODAL = 'Install the Leadgen browser extension';

/** A bare Instagram profile page, with a message box the extension must never touch. */
const profilePage = (
  username: string,
) => `<!doctype html><html><head><meta charset="utf-8"><title>@${username} • Instagram</title></head>
<body style="font-family: sans-serif; margin: 40px"><header><h2>${username}</h2><p>12 posts · 340 followers</p>
<button>Follow</button> <button>Message</button></header>
<textarea aria-label="Message box" style="margin-top: 300px; width: 400px"></textarea></body></html>`;

let context: BrowserContext;
let userDir: string;
test.beforeAll(async () => {
  userDir = mkdtempSync(join(tmpdir(), 'leadgen-extension-e2e-'));
  context = await chromium.launchPersistentContext(userDir, {
    executablePath: chromiumLaunch.executablePath,
    headless: true,
    baseURL,
    viewport: { width: 1280, height: 800 },
    ignoreDefaultArgs: ['--disable-extensions'],
    args: [
      ...(chromiumLaunch.args ?? []).filter((arg) => arg !== '--headless'),
      `--disable-extensions-except=${DIST}`,
      `--load-extension=${DIST}`,
    ],
  });
  await context.route('https://www.instagram.com/**', (route) => {
    const username = new URL(route.request().url()).pathname.split('/')[1] ?? '';
    return route.fulfill({ contentType: 'text/html', body: profilePage(username) });
  });
});
test.afterAll(async () => {
  await context?.close();
  rmSync(userDir, { recursive: true, force: true });
});

async function post(page: Page, path: string, data: unknown, method = 'POST') {
  const res = await page.request.fetch(path, { method, data, headers: { origin: baseURL } });
  expect(res.ok(), `${path}: ${res.status()} ${await res.text()}`).toBe(true);
  return (await res.json()) as Record<string, unknown>;
}

/** When the campaign's lead was opened from the queue, read from the server's database file. */
function openedAt(campaignId: string, username: string): string | null {
  const db = new Database(e2eFiles().db, { readonly: true, fileMustExist: true });
  try {
    const row = db
      .prepare(
        'SELECT cp.opened_at FROM campaign_profiles cp JOIN profiles p ON p.id = cp.profile_id WHERE cp.campaign_id = ? AND p.username = ?',
      )
      .get(campaignId, username) as { opened_at: string | null } | undefined;
    return row?.opened_at ?? null;
  } finally {
    db.close();
  }
}

async function extensionId(): Promise<string> {
  const worker = context.serviceWorkers()[0] ?? (await context.waitForEvent('serviceworker'));
  return new URL(worker.url()).host;
}

test('pair from Settings, open the next lead from the popup, mark it sent on the profile page', async () => {
  test.setTimeout(120_000);
  const page = await context.newPage();
  await page.goto('/');
  const { user } = await post(page, '/api/auth/signup', {
    email: `extension.${Date.now()}@example.com`,
    password: 'seed-secret',
    confirmPassword: 'seed-secret',
    firstName: 'Extension',
    lastName: 'Seed',
  });
  // a string, as the tests are type-checked without the DOM's types
  await page.evaluate("localStorage.setItem('leadgen.welcomeShown', 'true')");
  const listId = await customList(page, ['natgeo', 'nasa']);
  const campaignId = await campaignFromList(page, listId, 'Spring outreach');
  await post(
    page,
    `/api/campaigns/${campaignId}`,
    { status: 'active', messageTemplate: 'Hi {Username}!' },
    'PATCH',
  );

  // before pairing, the dashboard offers the extension; its download is this server's zip
  await page.goto('/dashboard');
  const modal = page.getByRole('dialog', { name: EXTENSION_MODAL });
  await expect(modal).toBeVisible();
  const download = modal.getByRole('link', { name: 'Download the extension' });
  expect(await download.getAttribute('href')).toBe('/extension/leadgen-extension.zip');
  const zip = await page.request.get('/extension/leadgen-extension.zip');
  expect([zip.status(), zip.headers()['content-type']]).toEqual([200, 'application/zip']);

  await page.goto('/settings');
  const card = page.getByRole('region', { name: 'Browser extension' });
  await card.getByLabel('Name this browser (optional)').fill('Test Chromium');
  await card.getByRole('button', { name: 'Pair a browser' }).click();
  const token = await card.getByLabel('Extension token').inputValue();
  expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
  await shot(card, 'ext-settings');

  const popup = await context.newPage();
  await popup.setViewportSize({ width: 360, height: 520 });
  await popup.goto(`chrome-extension://${await extensionId()}/popup.html`);
  await popup.getByLabel('Leadgen address').fill(baseURL);
  await popup.getByLabel('Token').fill(token);
  await shot(popup, 'ext-popup-pairing');
  await popup.getByRole('button', { name: 'Pair' }).click();
  const queue = (await (await page.request.get(`/api/campaigns/${campaignId}/queue`)).json()) as {
    next: { username: string };
  };
  const lead = queue.next.username;
  const leadCard = popup.locator('section', { hasText: 'Spring outreach' });
  await expect(leadCard.getByText(`@${lead}`)).toBeVisible();
  await expect(leadCard.getByText(`Hi ${lead}!`)).toBeVisible();
  await expect(popup.getByText('Today: 0 of 10 new conversations')).toBeVisible();
  await shot(popup, 'ext-popup');

  const opened = context.waitForEvent('page');
  await leadCard.getByRole('button', { name: 'Open in Instagram' }).click();
  const instagram = await opened;
  await instagram.waitForLoadState();
  // A tab the extension creates starts loading before Playwright attaches its routes, so its
  // first load misses the interception (and there is no internet): loading it again, with the
  // routes in place, loads the address the extension opened.
  if (instagram.url().startsWith('chrome-error:')) await instagram.reload();
  expect(instagram.url()).toBe(`https://www.instagram.com/${lead}/`);
  expect(openedAt(campaignId, lead)).not.toBeNull();

  const panel = instagram.getByRole('region', { name: 'Leadgen' });
  await expect(panel.getByText(`Hi ${lead}!`)).toBeVisible();
  await expect(panel.getByText('Spring outreach')).toBeVisible();
  await shot(instagram, 'ext-panel');
  await panel.getByRole('button', { name: 'Sent' }).click();
  await expect(panel.getByRole('status')).toHaveText(`@${lead} marked sent`);
  // the extension never typed in Instagram's message box
  await expect(instagram.getByLabel('Message box')).toHaveValue('');
  await shot(instagram, 'ext-panel-sent');

  const after = (await (await page.request.get(`/api/campaigns/${campaignId}/queue`)).json()) as {
    campaign: { messages_sent: number };
    next: { username: string } | null;
  };
  expect(after.campaign.messages_sent).toBe(1);
  expect(after.next?.username).not.toBe(lead);

  // paired: the dashboard no longer offers the extension
  const me = (await (await page.request.get('/api/users/me')).json()) as {
    user: { id: string; has_extension: boolean };
  };
  expect(me.user).toMatchObject({ id: (user as { id: string }).id, has_extension: true });
  await page.goto('/dashboard');
  // the modal follows the signed-in user as the dashboard renders (it opened at once above)
  await expect(page.getByText('Spring outreach').first()).toBeVisible();
  await expect(page.getByRole('dialog', { name: EXTENSION_MODAL })).toHaveCount(0);
});
