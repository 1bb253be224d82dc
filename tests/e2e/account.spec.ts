import { closeDialogs, expect, snap, test } from './fixtures.js';
import { lastResetLink } from './outbox.js';

// The account's whole life in one flow: sign up, settings (profile, a credit pack, a canceled
// checkout, Pro and its portal), tutorials, sign out, a password reset through the mailed link,
// and sign in with the new password. Payments go through the demo sandbox's checkout pages,
// whose Pay button posts a signed webhook to the server, as Stripe would.

const email = `ana.${Date.now()}@example.com`;
const password = 'first-secret';
const newPassword = 'second-secret';

test('sign up, settings and payments, sign out, reset the password, sign in again', async ({
  page,
  baseURL,
}) => {
  test.setTimeout(300_000);
  const toast = (text: string) => page.getByText(text, { exact: true });
  const balance = page.getByTestId('credits-balance');

  await test.step('sign up', async () => {
    await page.goto('/signup');
    await expect(page.getByRole('heading', { name: 'Create your account' })).toBeVisible();
    await page.getByLabel('Email').fill(email);
    await page.getByLabel('First name').fill('Test');
    await page.getByLabel('Last name').fill('User');
    await page.getByLabel('Password', { exact: true }).fill(password);
    await page.getByLabel('Confirm password').fill(password);
    await page.getByLabel('Industry (optional)').selectOption('Marketing');
    await snap(page, 'signup');
    await page.getByRole('button', { name: 'Create account' }).click();
    await page.waitForURL('**/dashboard');
    await snap(page, 'dashboard-welcome');
    await closeDialogs(page);
    await snap(page, 'dashboard');
  });

  await test.step('settings: update the profile', async () => {
    await page.getByRole('navigation', { name: 'Account' }).getByRole('link', { name: 'Settings' }).click();
    await page.waitForURL('**/settings');
    await expect(page.getByRole('heading', { name: 'Settings' })).toBeVisible();
    await expect(page.getByLabel('Email')).toHaveValue(email);
    await expect(page.getByLabel('Email')).not.toBeEditable();
    const save = page.getByRole('button', { name: 'Save changes' });
    await expect(save).toBeDisabled();
    await snap(page, 'settings');
    await page.getByLabel('First name').fill('Ana');
    await page.getByLabel('Instagram username').fill('ana.leads');
    await page.getByLabel('Industry').selectOption('SaaS');
    await page.getByLabel('How did you hear about us?').selectOption('Friend/Colleague');
    await expect(save).toBeEnabled();
    await save.click();
    await expect(toast('Profile updated successfully')).toBeVisible();
    await expect(save).toBeDisabled();
    await page.reload();
    await expect(page.getByLabel('First name')).toHaveValue('Ana');
    await expect(page.getByLabel('Industry')).toHaveValue('SaaS');
    await expect(page.getByLabel('How did you hear about us?')).toHaveValue('Friend/Colleague');
  });

  // A second tab on the dashboard sees the balance and the plan change live (server events).
  const dashboard = await page.context().newPage();
  const dashboardBalance = dashboard.getByTestId('credits-balance');
  const dashboardPlan = dashboard.getByRole('button', { name: /^Credits .* plan\. Buy credits$/ });

  await test.step('buy a credit pack through the sandbox checkout', async () => {
    await dashboard.goto('/dashboard');
    await closeDialogs(dashboard);
    await expect(dashboardBalance).toHaveText('$0.500');
    await expect(balance).toHaveText('$0.500');
    await page.getByRole('button', { name: 'Top Up Credits' }).click();
    await page.getByRole('radio', { name: /20 credits/ }).check();
    await snap(page, 'settings-top-up');
    await page.getByRole('button', { name: 'Buy for $20' }).click();
    await page.waitForURL(/\/checkout\/cs_test_/);
    await expect(page.getByRole('button', { name: 'Pay' })).toBeVisible();
    await snap(page, 'checkout-credits');
    await page.getByRole('button', { name: 'Pay' }).click();
    await page.waitForURL(`${baseURL}/settings`);
    await expect(
      toast('Successfully purchased 20 credits! They will be added to your account shortly.'),
    ).toBeVisible();
    await expect(balance).toHaveText('$20.500');
    await expect(dashboardBalance).toHaveText('$20.500'); // no reload there
    await snap(page, 'settings-credits-bought');
  });

  await test.step('cancel a checkout', async () => {
    await page.getByRole('button', { name: 'Top Up Credits' }).click();
    await page.getByRole('button', { name: 'Buy for $10' }).click();
    await page.waitForURL(/\/checkout\/cs_test_/);
    await page.getByRole('button', { name: 'Cancel' }).click();
    await page.waitForURL(`${baseURL}/settings`);
    await expect(toast('Payment was canceled')).toBeVisible();
    await expect(balance).toHaveText('$20.500');
  });

  await test.step('start Pro and manage it in the portal', async () => {
    const plan = page.getByTestId('plan-badge');
    await expect(plan).toHaveText('Free');
    await page.getByRole('button', { name: 'Start Pro Subscription' }).click();
    await page.waitForURL(/\/checkout\/cs_test_/);
    await snap(page, 'checkout-pro');
    await page.getByRole('button', { name: 'Pay' }).click();
    await page.waitForURL(`${baseURL}/settings`);
    await expect(
      toast('Successfully started Pro subscription! You now get 9 credits monthly.'),
    ).toBeVisible();
    await expect(plan).toHaveText('Pro');
    await expect(balance).toHaveText('$29.500'); // the first paid invoice grants 9 credits
    await expect(dashboardPlan).toHaveAccessibleName('Credits $29.500 Pro plan. Buy credits');
    await dashboard.close();
    await snap(page, 'settings-pro');
    await page.getByRole('button', { name: 'Manage Subscription' }).click();
    await page.waitForURL(/\/billing\/bps_/);
    await expect(page.getByRole('heading', { name: 'Manage your subscription' })).toBeVisible();
    await snap(page, 'billing-portal');
    await page.getByRole('link', { name: 'Return' }).click();
    await page.waitForURL(`${baseURL}/settings`);
    await expect(plan).toHaveText('Pro');
  });

  await test.step('tutorials', async () => {
    await page.getByRole('link', { name: 'Tutorials' }).click();
    await expect(page.getByRole('heading', { name: 'Tutorials' })).toBeVisible();
    const titles = page.getByRole('heading', { level: 2 });
    await expect(titles).toHaveCount(3);
    await expect(titles.nth(0)).toContainText('Leadgen');
    await expect(titles.nth(1)).toHaveText('Launching Automated Campaigns');
    await expect(titles.nth(2)).toHaveText('Importing Your Own Leads');
    await snap(page, 'tutorials');
  });

  await test.step('sign out', async () => {
    await page.goto('/settings');
    await page.getByRole('button', { name: 'Sign Out' }).click();
    await page.waitForURL('**/login');
    await snap(page, 'login');
    await page.goto('/settings');
    await page.waitForURL('**/login'); // signed out: protected pages send to sign-in
  });

  await test.step('reset the password through the mailed link', async () => {
    await page.getByRole('link', { name: 'Forgot password?' }).click();
    await page.waitForURL('**/forgot-password');
    await snap(page, 'forgot-password');
    await page.getByLabel('Email').fill(email);
    await page.getByRole('button', { name: 'Send reset link' }).click();
    await expect(page.getByRole('status')).toBeVisible();
    await snap(page, 'forgot-password-sent');

    await page.goto(await lastResetLink(email));
    await expect(page.getByText('Verifying reset link...')).toBeVisible();
    await expect(page.getByLabel('New password', { exact: true })).toBeVisible({ timeout: 10_000 });
    await snap(page, 'reset-password');
    await page.getByLabel('New password', { exact: true }).fill(newPassword);
    await page.getByLabel('Confirm new password').fill(newPassword);
    await page.getByRole('button', { name: 'Update password' }).click();
    await page.waitForURL('**/dashboard', { timeout: 15_000 });
    await closeDialogs(page);
  });

  await test.step('sign in with the new password', async () => {
    await page.goto('/settings');
    await page.getByRole('button', { name: 'Sign Out' }).click();
    await page.waitForURL('**/login');
    const signIn = (secret: string) =>
      page.request.post('/api/auth/signin', {
        data: { email, password: secret, remember: false },
        headers: { origin: baseURL ?? '' },
      });
    expect((await signIn(password)).status()).toBe(401); // the old one no longer works
    await page.context().clearCookies();
    await page.getByLabel('Email').fill(email);
    await page.getByLabel('Password').fill(newPassword);
    await page.getByRole('button', { name: 'Sign in' }).click();
    await page.waitForURL('**/dashboard');
    await closeDialogs(page);
    await page.goto('/settings');
    await expect(page.getByLabel('First name')).toHaveValue('Ana');
    await expect(balance).toHaveText('$29.500');
  });
});
