import { renderApp } from '@leadgen/test-utils/web';
import { screen, waitFor } from '@testing-library/react';
import { afterEach, expect, it } from 'vitest';

let app: Awaited<ReturnType<typeof renderApp>> | undefined;
afterEach(async () => {
  app?.unmount();
  await app?.close();
});

const returns = [
  [
    '?success=true&credits=20',
    'Successfully purchased 20 credits! They will be added to your account shortly.',
  ],
  [
    '?success=true&credits=9&type=subscription',
    'Successfully started Pro subscription! You now get 9 credits monthly.',
  ],
  ['?canceled=true', 'Payment was canceled'],
] as const;

it.each(returns)('on return with %s says so once and clears the query', async (search, message) => {
  app = await renderApp(`/settings${search}`, { signedInAs: 'ana@example.com' });
  expect((await screen.findByText(message)).textContent).toBe(message);
  await waitFor(() => expect(app?.router.state.location.search).toBe(''));
  expect(app.router.state.location.pathname).toBe('/settings');
  expect(screen.getAllByText(message)).toHaveLength(1);
});

it('says nothing on a plain visit', async () => {
  app = await renderApp('/settings?tab=x', { signedInAs: 'ana@example.com' });
  await screen.findByLabelText('First name');
  expect(screen.queryByRole('status', { name: /Successfully|canceled/ })).toBeNull();
  expect(app.router.state.location.search).toBe('?tab=x');
});
