import type { Page } from '@playwright/test';
import { e2eServer } from './e2e-server.js';
import { expect, snap, test } from './fixtures.js';
import { signUp } from './seed.js';

// A run lives in the URL (/new-campaign?job=<id>): a refresh mid-run keeps following it, and
// starting another run while it goes on asks first, naming it with a link to follow it. The demo
// sandbox is slowed for the spec (its Apify runs take long to start) and put back after.

const origin = { origin: e2eServer().baseURL };

/**
 * The demo sandbox's own address, as the server hands it out: its checkout page's origin (the
 * embedded sandbox listens on a port of its own).
 */
async function sandboxOrigin(page: Page): Promise<string> {
  const res = await page.request.post('/api/billing/checkout', {
    data: { packId: 'credits_10' },
    headers: origin,
  });
  expect(res.ok(), await res.text()).toBe(true);
  return new URL(((await res.json()) as { url: string }).url).origin;
}

test('a refresh mid-run keeps the run; a second run while it goes on asks first', async ({
  page,
  context,
}) => {
  await signUp(page, 'runner');
  const sandbox = await sandboxOrigin(page);
  const settings = `${sandbox}/__admin/settings`;
  const before = ((await (await page.request.get(settings)).json()) as { faults: { runMs: number } }).faults;
  // an Apify run spends ten minutes starting up: the discovery stays at its step meanwhile
  await page.request.patch(settings, { data: { faults: { runMs: 600_000 } } });
  let jobId: string | null = null;
  try {
    await page.goto('/new-campaign');
    await page.getByRole('textbox', { name: 'Target account 1' }).fill('natgeo');
    await page.getByLabel('Max profiles').fill('5');
    await page.getByRole('button', { name: 'Start Discovery' }).click();
    await page.waitForURL(/\/new-campaign\?job=[0-9a-f-]{36}$/);
    jobId = new URL(page.url()).searchParams.get('job');
    const step = page.getByText(/^Step 2 of 4$/);
    await expect(step).toBeVisible();

    // F5: the same run, its progress and what it was asked for; no empty form inviting a second run
    await page.reload();
    await expect(page).toHaveURL(new RegExp(`/new-campaign\\?job=${jobId}$`));
    await expect(page.getByRole('heading', { name: 'Run in progress' })).toBeVisible();
    await expect(step).toBeVisible();
    await expect(page.getByRole('progressbar', { name: 'Run progress' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Create Instagram Discovery Campaign' })).toHaveCount(0);
    await expect(page.getByRole('region', { name: 'Configuration' })).toContainText('@natgeo');
    await snap(page, 'run-after-refresh');

    // Back: the form, the run going on
    await page.goBack();
    await expect(page).toHaveURL(/\/new-campaign$/);
    await expect(page.getByRole('heading', { name: 'Create Instagram Discovery Campaign' })).toBeVisible();

    // a second tab starting another run is asked first
    const second = await context.newPage();
    await second.goto('/new-campaign');
    await second.getByRole('textbox', { name: 'Target account 1' }).fill('nasa');
    await second.getByLabel('Max profiles').fill('3');
    await second.getByRole('button', { name: 'Start Discovery' }).click();
    const dialog = second.getByRole('dialog', { name: 'A run is still going' });
    await expect(dialog).toContainText('Discovery of @natgeo (followers, up to 5 profiles), step 2 of 4');
    await expect(dialog).toContainText('Starting another run is charged too');
    await snap(second, 'second-run-warning');
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await expect(dialog).toBeHidden();
    const active = async () =>
      ((await (await second.request.get('/api/jobs/active')).json()) as { jobs: { id: string }[] }).jobs;
    expect((await active()).map((job) => job.id)).toEqual([jobId]);

    // the dialog's link follows the running run
    await second.getByRole('button', { name: 'Start Discovery' }).click();
    await dialog.getByRole('link', { name: 'Follow this run' }).click();
    await expect(second).toHaveURL(new RegExp(`/new-campaign\\?job=${jobId}$`));
    await expect(second.getByRole('heading', { name: 'Run in progress' })).toBeVisible();
    await expect(second.getByText(/^Step 2 of 4$/)).toBeVisible();
    expect(await active()).toHaveLength(1);
    await second.close();
  } finally {
    if (jobId) await page.request.post(`/api/jobs/${jobId}/cancel`, { headers: origin });
    await page.request.patch(settings, { data: { faults: { runMs: before.runMs } } });
  }
});
