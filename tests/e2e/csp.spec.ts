import type { Page } from '@playwright/test';
import { closeDialogs, expect, test } from './fixtures.js';
import { discoveryList } from './seed.js';

// The Content-Security-Policy in a real browser (issue 18): every page is served with the strict
// policy, and walking the public pages, the dashboard (with the welcome modal's confetti), a
// list's lead review (with the demo sandbox's profile pictures) and a campaign's screens
// triggers no violation: nothing inline but the page's start script (allowed by its hash),
// nothing injected or loaded from an origin the policy does not name.

/** Records every `securitypolicyviolation` the page's documents report, across navigations. */
async function recordViolations(page: Page): Promise<string[]> {
  const violations: string[] = [];
  await page.exposeFunction('__reportCspViolation', (violation: string) => violations.push(violation));
  await page.addInitScript(`
    document.addEventListener('securitypolicyviolation', (event) => {
      window.__reportCspViolation(
        event.effectiveDirective + ' blocked ' + (event.blockedURI || 'inline') + ' on ' + location.pathname,
      );
    });
  `);
  page.on('console', (message) => {
    if (/Refused to|Content Security Policy/.test(message.text())) violations.push(message.text());
  });
  return violations;
}

/** Opens `path` and checks the policy came with the page. */
async function visit(page: Page, path: string): Promise<void> {
  const res = await page.goto(path);
  const policy = res?.headers()['content-security-policy'] ?? '';
  // scripts: the app's files and, by its hash, the page's inline start script
  expect(policy, `the policy of ${path}`).toMatch(
    /script-src 'self'( 'sha256-[\w+/=]+')*; style-src 'self';/,
  );
  expect(policy).not.toContain('unsafe');
}

test('no page breaks the Content-Security-Policy', async ({ page }) => {
  const violations = await recordViolations(page);

  await test.step('landing and sign-in', async () => {
    await visit(page, '/landing');
    await expect(page.getByRole('link', { name: 'Try Now' })).toBeVisible();
    await visit(page, '/login');
    await expect(page.getByRole('heading', { name: 'Sign in to Leadgen' })).toBeVisible();
  });

  // signed up without seed.ts's onboarding flags, so the welcome modal and its confetti show
  const signup = await page.request.post('/api/auth/signup', {
    data: {
      email: `csp.${Date.now()}@example.com`,
      password: 'seed-secret',
      confirmPassword: 'seed-secret',
      firstName: 'csp',
      lastName: 'Seed',
    },
    headers: { origin: new URL(page.url()).origin },
  });
  expect(signup.ok(), await signup.text()).toBe(true);
  const listId = await discoveryList(page, 'natgeo', 12);
  const res = await page.request.post('/api/campaigns', {
    data: { fromListId: listId, name: 'CSP campaign', messageTemplate: 'Hi {First Name}!' },
    headers: { origin: new URL(page.url()).origin },
  });
  expect(res.ok(), await res.text()).toBe(true);
  const { campaign } = (await res.json()) as { campaign: { id: string } };

  await test.step('dashboard, with the welcome confetti', async () => {
    await visit(page, '/dashboard');
    await expect(page.getByRole('dialog', { name: 'Welcome to Leadgen!' })).toBeVisible();
    await expect(page.getByTestId('confetti')).toBeVisible();
    // its fall comes from the app's stylesheet, not an inline <style>
    const keyframes = `[...document.styleSheets].some((sheet) =>
      [...sheet.cssRules].some((rule) => rule.name === 'leadgen-confetti-fall'))`;
    expect(await page.evaluate(keyframes)).toBe(true);
    await closeDialogs(page);
    await expect(page.getByRole('heading', { name: 'Welcome back, csp' })).toBeVisible();
    await visit(page, '/dashboard?tab=campaigns');
    await expect(page.getByText('CSP campaign').first()).toBeVisible();
  });

  await test.step('lead review, with profile pictures', async () => {
    await visit(page, `/list/${listId}`);
    await expect(page.locator('li[data-index="0"]')).toBeVisible();
    const picture = page.locator('li[data-index] img').first();
    await expect(picture).toBeVisible();
    // the demo avatar comes from the app's own origin, not the sandbox's port of the run that stored it
    expect(await picture.evaluate((img: { src: string }) => img.src)).toMatch(
      new RegExp(`^${new URL(page.url()).origin}/avatars/[^/]+\\.svg$`),
    );
    // loaded, not blocked (a blocked one falls back to the initial)
    const loaded = (img: { complete: boolean; naturalWidth: number }) => img.complete && img.naturalWidth > 0;
    await expect.poll(() => picture.evaluate(loaded)).toBe(true);
  });

  await test.step('campaign screens', async () => {
    await visit(page, `/view-campaign/${campaign.id}`);
    await expect(page.getByRole('heading', { name: 'CSP campaign' })).toBeVisible();
    await visit(page, `/edit-campaign/${campaign.id}`);
    await expect(page.getByRole('heading', { name: 'Edit Campaign' })).toBeVisible();
    await visit(page, '/create-campaign');
    await expect(page.getByRole('heading', { name: 'Create Campaign' })).toBeVisible();
  });

  expect(violations).toEqual([]);
});
