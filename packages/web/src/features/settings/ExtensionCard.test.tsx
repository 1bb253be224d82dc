import { renderApp } from '@leadgen/test-utils/web';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, expect, it } from 'vitest';
import { EXTENSION_INSTALL_STEPS } from '../../lib/extension-install-steps';

let app: Awaited<ReturnType<typeof renderApp>> | undefined;
afterEach(async () => {
  app?.unmount();
  await app?.close();
});

it('pairs a browser: the token shown once with the steps, the browser listed, then revoked', async () => {
  app = await renderApp('/settings', { signedInAs: 'ana@example.com' });
  await screen.findByRole('heading', { name: 'Browser extension' });
  const section = screen.getByRole('region', { name: 'Browser extension' });
  expect(await within(section).findByText('No browser is paired.')).toBeTruthy();

  fireEvent.change(within(section).getByLabelText('Name this browser (optional)'), {
    target: { value: 'Work laptop' },
  });
  fireEvent.click(within(section).getByRole('button', { name: 'Pair a browser' }));
  const token = (await within(section).findByLabelText('Extension token')) as HTMLInputElement;
  expect(token.value).toMatch(/^[A-Za-z0-9_-]{43}$/);
  expect(within(section).getByText('Copy this token now: it is shown only once.')).toBeTruthy();
  expect(within(section).getByText(/Open the extension’s popup/)).toBeTruthy();
  // the install steps are the dashboard's, word for word
  const install = within(section).getByRole('list', { name: 'Install the extension' });
  expect(
    within(install)
      .getAllByRole('listitem')
      .map((step) => step.textContent),
  ).toEqual(EXTENSION_INSTALL_STEPS.map((step) => `${step.title}. ${step.text}`));
  expect(install.textContent).toContain('Load unpacked');

  // the token opens the send queue, and the account now has the extension
  const queues = await app.server.app.request('/api/outreach/campaigns', {
    headers: { authorization: `Bearer ${token.value}` },
  });
  expect(queues.status).toBe(200);
  const user = await app.server.store.db
    .selectFrom('users')
    .select('has_extension')
    .executeTakeFirstOrThrow();
  expect(Boolean(user.has_extension)).toBe(true);

  const list = await within(section).findByRole('list', { name: 'Paired browsers' });
  expect(within(list).getByText('Work laptop')).toBeTruthy();
  expect(within(list).getByText(/Last used/).textContent).toMatch(/^Paired \w{3} \d+, .+ · Last used never$/);

  fireEvent.click(within(list).getByRole('button', { name: 'Revoke Work laptop' }));
  await waitFor(() => expect(within(section).getByText('No browser is paired.')).toBeTruthy());
  const refused = await app.server.app.request('/api/outreach/campaigns', {
    headers: { authorization: `Bearer ${token.value}` },
  });
  expect(refused.status).toBe(401);
});
