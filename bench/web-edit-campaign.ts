// `npm run bench -- web-edit-campaign` (also part of `npm run bench -- web`): the edit screen of a
// 1,000-profile campaign (the spec's maximum) whose every lead has a 2,000-character message of
// its own, in Chromium: the time from navigation to its first row (target < 300 ms), beside the
// lead review of the same list, and the time Save Changes takes after Populate All rewrote every
// message (every request under the server's body limit). Needs the full `npm run build`.
import { chromium } from '@playwright/test';
import { benchChromium } from './chromium.js';
import { firstRowLoads, firstRowProbe, loadTimesRow } from './page-timing.js';
import { serveBenchList } from './serve.js';
import { printTable } from './stats.js';

const PROFILES = 1000;
const MESSAGE_CHARS = 2000;
const LOADS = 7;
const TARGET_MS = 300;

// Runs in the page: the time the first row of either screen shows its checkbox.
const FIRST_ROW_PROBE = firstRowProbe(
  'li[data-index="0"] input[type=checkbox], ul[aria-label="Campaign profiles"] li input[type=checkbox]',
);

/** A long message of its own for lead `i`, about `MESSAGE_CHARS` characters. */
const longMessage = (i: number) =>
  `Hi there ${i}! ${'Your reef photographs are wonderful and I would love to talk. '.repeat(40)}`.slice(
    0,
    MESSAGE_CHARS,
  );

export async function run(): Promise<void> {
  const { url, listId, cookie, stop } = await serveBenchList('web-edit-campaign', PROFILES, { varied: true });
  const browser = await chromium.launch(benchChromium);
  try {
    const call = async (method: string, path: string, body?: unknown) => {
      const res = await fetch(`${url}${path}`, {
        method,
        headers: { cookie, 'content-type': 'application/json' },
        body: body === undefined ? undefined : JSON.stringify(body),
      });
      if (!res.ok) throw new Error(`${method} ${path}: HTTP ${res.status} ${await res.text()}`);
      return (await res.json()) as Record<string, unknown>;
    };
    const created = await call('POST', '/api/campaigns', {
      fromListId: listId,
      // Populate All fills it for every lead: 1,000 messages of about 2,000 characters
      messageTemplate: `Hi {First Name}! ${longMessage(0).slice(20)}`,
    });
    const campaignId = (created.campaign as { id: string }).id;
    const members = (await call('GET', `/api/campaigns/${campaignId}/profiles?limit=1000`)).profiles as {
      id: string;
    }[];
    for (let start = 0; start < members.length; start += 50) {
      const part = members.slice(start, start + 50);
      await call('PUT', `/api/campaigns/${campaignId}/messages`, {
        messages: Object.fromEntries(part.map((m, i) => [m.id, longMessage(start + i)])),
      });
    }

    const [name = '', value = ''] = cookie.split('=');
    const context = await browser.newContext({ viewport: { width: 1280, height: 800 }, bypassCSP: true });
    await context.addCookies([{ name, value, url }]);
    await context.addInitScript(FIRST_ROW_PROBE);

    const edit = await firstRowLoads(context, `${url}/edit-campaign/${campaignId}`, LOADS);
    const review = await firstRowLoads(context, `${url}/list/${listId}`, LOADS);

    // Populate All then Save Changes: every message rewritten, saved in bounded requests
    const page = await context.newPage();
    const bodies: number[] = [];
    page.on('request', (request) => {
      if (request.url().includes(`/api/campaigns/${campaignId}`) && request.method() !== 'GET') {
        bodies.push(Buffer.byteLength(request.postData() ?? ''));
      }
    });
    await page.goto(`${url}/edit-campaign/${campaignId}`);
    await page.waitForFunction('window.__firstRow !== undefined', undefined, { timeout: 60_000 });
    await page.getByRole('button', { name: 'Populate All' }).click();
    // saved: the campaigns list; refused: an error answer (watched without querying the page,
    // whose 1,000 rows would make the watching the slow part)
    const refused = (response: { url: () => string; status: () => number }) =>
      response.url().includes(`/api/campaigns/${campaignId}`) && response.status() >= 400;
    const saved = page.waitForURL(/\/dashboard/, { timeout: 120_000 }).then(() => 'saved');
    const failed = page
      .waitForEvent('response', { predicate: refused, timeout: 120_000 })
      .then(() => 'FAILED');
    // the race's loser times out later: nobody waits for it
    saved.catch(() => undefined);
    failed.catch(() => undefined);
    const saveStart = Date.now();
    await page.getByRole('button', { name: 'Save Changes' }).click();
    const outcome = await Promise.race([saved, failed]);
    const saveMs = Date.now() - saveStart;

    console.log(
      `web edit campaign: /edit-campaign/:id of a ${PROFILES.toLocaleString('en-US')}-profile campaign with ${MESSAGE_CHARS.toLocaleString('en-US')}-character messages, in Chromium (headless)`,
    );
    printTable([
      ['first row (nav start)', 'median ms', 'min ms', 'max ms', 'loads', 'target'],
      loadTimesRow('edit campaign', edit.times, `< ${TARGET_MS} ms`),
      loadTimesRow('lead review, same list', review.times, '< 500 ms'),
    ]);
    console.log('');
    printTable([['edit campaign, last load: request', 'start ms', 'end ms'], ...edit.waterfall]);
    console.log('');
    printTable([
      ['Populate All, then Save Changes', 'outcome', 'ms', 'requests', 'largest body kB'],
      [
        '1,000 messages rewritten',
        outcome,
        String(saveMs),
        String(bodies.length),
        (Math.max(0, ...bodies) / 1000).toFixed(1),
      ],
    ]);
  } finally {
    await browser.close();
    await stop();
  }
}
