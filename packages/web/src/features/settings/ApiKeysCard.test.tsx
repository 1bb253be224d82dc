import { renderApp } from '@leadgen/test-utils/web';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, expect, it } from 'vitest';

let app: Awaited<ReturnType<typeof renderApp>> | undefined;
afterEach(async () => {
  app?.unmount();
  await app?.close();
});

it('creates a read-only API key shown once, lists it, and revokes it after asking', async () => {
  app = await renderApp('/settings', { signedInAs: 'ana@example.com' });
  await screen.findByRole('heading', { name: 'API keys' });
  const section = screen.getByRole('region', { name: 'API keys' });
  expect(await within(section).findByText('No API keys yet.')).toBeTruthy();
  expect(within(section).getByRole('link', { name: 'API reference' }).getAttribute('href')).toBe(
    '/api/v1/docs',
  );

  fireEvent.change(within(section).getByLabelText('Key name'), { target: { value: 'Nightly export' } });
  fireEvent.change(within(section).getByLabelText('Access'), { target: { value: 'Read only' } });
  fireEvent.click(within(section).getByRole('button', { name: 'Create key' }));
  const shown = (await within(section).findByLabelText('New API key')) as HTMLInputElement;
  expect(shown.value).toMatch(/^lgk_[A-Za-z0-9_-]{43}$/);
  expect(within(section).getByText('Copy this key now: it will not be shown again.')).toBeTruthy();

  // the key reads the public API, and a read-only key cannot start a run
  const server = app.server.app;
  const withKey = (method: string, path: string) =>
    server.request(path, {
      method,
      headers: { authorization: `Bearer ${shown.value}`, 'content-type': 'application/json' },
      ...(method === 'POST' ? { body: JSON.stringify({ targets: ['natgeo'], type: 'followers' }) } : {}),
    });
  expect((await withKey('GET', '/api/v1/lists')).status).toBe(200);
  expect((await withKey('POST', '/api/v1/lists/discovery')).status).toBe(403);

  const list = await within(section).findByRole('list', { name: 'API keys' });
  expect(within(list).getByText('Nightly export')).toBeTruthy();
  expect(within(list).getByText(`${shown.value.slice(0, 12)}…`)).toBeTruthy();
  expect(list.textContent).not.toContain(shown.value);
  // listed as made, before its first use
  expect(within(list).getByText(/Read only · Created/).textContent).toMatch(
    /^Read only · Created \w{3} \d+, .+ · Last used never$/,
  );

  // Revoke asks first; Cancel keeps the key
  fireEvent.click(within(list).getByRole('button', { name: 'Revoke Nightly export' }));
  const dialog = await screen.findByRole('dialog', { name: 'Revoke API key?' });
  fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
  expect((await withKey('GET', '/api/v1/lists')).status).toBe(200);

  fireEvent.click(within(list).getByRole('button', { name: 'Revoke Nightly export' }));
  fireEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Revoke' }));
  await waitFor(() => expect(within(section).getByText('No API keys yet.')).toBeTruthy());
  expect((await withKey('GET', '/api/v1/lists')).status).toBe(401);
});
