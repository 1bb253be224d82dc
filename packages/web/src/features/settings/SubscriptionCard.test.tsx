import { recordAssign, renderApp, reopenSettings } from '@leadgen/test-utils/web';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, expect, it } from 'vitest';

let app: Awaited<ReturnType<typeof renderApp>> | undefined;
let assign: ReturnType<typeof recordAssign> | undefined;
afterEach(async () => {
  assign?.restore();
  app?.unmount();
  await app?.close();
});

const card = () => screen.findByRole('region', { name: 'Subscription' });

it('shows a Free user the Pro price and items and starts a subscription', async () => {
  assign = recordAssign();
  app = await renderApp('/settings', { signedInAs: 'ana@example.com' });
  const subscription = await card();
  expect(within(subscription).getByTestId('plan-badge').textContent).toBe('Free');
  expect(within(subscription).getByText('$9')).toBeTruthy();
  for (const item of ['1,125 profiles', 'Unlimited AI personalization', 'Unlimited Auto DM', 'Custom lists'])
    expect(within(subscription).getByText(item)).toBeTruthy();
  fireEvent.click(within(subscription).getByRole('button', { name: 'Start Pro Subscription' }));
  await waitFor(() => expect(assign?.urls[0]).toMatch(new RegExp(`^${app?.server.sandbox.url}/checkout/`)));
});

it("shows a Pro user Manage Subscription, and the server's message when there is nothing to manage", async () => {
  app = await renderApp('/settings', { signedInAs: 'ana@example.com' });
  const user = await app.server.store.users.findByEmail('ana@example.com');
  await app.server.store.users.setSubscriptionStatus(user?.id ?? '', 'active');
  await reopenSettings(app);
  await waitFor(async () => expect(within(await card()).getByTestId('plan-badge').textContent).toBe('Pro'));
  // made Pro in the database, not through checkout: the payment provider has no customer for it
  fireEvent.click(within(await card()).getByRole('button', { name: 'Manage Subscription' }));
  expect((await screen.findByRole('alert')).textContent).toBe(
    'There is no subscription to manage yet: start a Pro subscription first',
  );
});
