import { SETTINGS_INDUSTRIES, SETTINGS_REFERRAL_SOURCES } from '@leadgen/core/domain';
import {
  expectToastShownFor,
  fakeClock,
  realClock,
  renderApp,
  reopenSettings,
} from '@leadgen/test-utils/web';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, expect, it } from 'vitest';
import { SETTINGS_TOAST_MS } from '../settings-toast';

let app: Awaited<ReturnType<typeof renderApp>> | undefined;
afterEach(async () => {
  realClock();
  app?.unmount();
  await app?.close();
  app = undefined;
});

const saveButton = () => screen.getByRole('button', { name: 'Save changes' }) as HTMLButtonElement;
const optionsOf = (label: string) =>
  [...(screen.getByLabelText(label) as HTMLSelectElement).options]
    .map((option) => option.value)
    .filter(Boolean);

it('shows the profile with a read-only e-mail and the settings option lists', async () => {
  app = await renderApp('/settings', { signedInAs: 'ana@example.com' });
  const email = (await screen.findByLabelText('Email')) as HTMLInputElement;
  expect(email.value).toBe('ana@example.com');
  expect(email.readOnly).toBe(true);
  expect((screen.getByLabelText('First name') as HTMLInputElement).value).toBe('Test');
  expect(optionsOf('Industry')).toEqual([...SETTINGS_INDUSTRIES]);
  expect(optionsOf('How did you hear about us?')).toEqual([...SETTINGS_REFERRAL_SOURCES]);
});

it('enables Save only when the form differs from the loaded values, and saves the profile', async () => {
  app = await renderApp('/settings', { signedInAs: 'ana@example.com' });
  const firstName = await screen.findByLabelText('First name');
  expect(saveButton().disabled).toBe(true);
  fireEvent.change(firstName, { target: { value: 'Ana' } });
  expect(saveButton().disabled).toBe(false);
  fireEvent.change(firstName, { target: { value: 'Test' } });
  expect(saveButton().disabled).toBe(true);

  fireEvent.change(firstName, { target: { value: 'Ana' } });
  fireEvent.change(screen.getByLabelText('Industry'), { target: { value: 'SaaS' } });
  fireEvent.change(screen.getByLabelText('Instagram username'), { target: { value: 'ana.ig' } });
  fireEvent.click(saveButton());
  await screen.findByText('Profile updated successfully');
  await waitFor(() => expect(saveButton().disabled).toBe(true));
  const user = await app.server.store.users.findByEmail('ana@example.com');
  expect(user).toMatchObject({ first_name: 'Ana', industry: 'SaaS', instagram_username: 'ana.ig' });
});

it("shows the server's message when the profile is refused", async () => {
  app = await renderApp('/settings', { signedInAs: 'ana@example.com' });
  fireEvent.change(await screen.findByLabelText('Last name'), { target: { value: '  ' } });
  fireEvent.click(saveButton());
  expect((await screen.findByRole('alert')).textContent).toBe('Please fill in all required fields');
});

it("says 'Failed to load user profile' when the settings screen cannot load the user", async () => {
  app = await renderApp('/settings', { signedInAs: 'ana@example.com' });
  await screen.findByLabelText('First name');
  const working = globalThis.fetch;
  globalThis.fetch = (async (input: RequestInfo | URL, init?: RequestInit) =>
    String(input).includes('/api/users/me')
      ? new Response('{}', { status: 500 })
      : working(input, init)) as typeof fetch;
  // opening the screen again reloads the user (spec §7: settings selects the user by id)
  await reopenSettings(app);
  expect((await screen.findByRole('alert')).textContent).toBe('Failed to load user profile');
});

it('keeps a settings toast 3 s (spec §9)', async () => {
  expect(SETTINGS_TOAST_MS).toBe(3000);
  app = await renderApp('/settings', { signedInAs: 'ana@example.com' });
  fireEvent.change(await screen.findByLabelText('First name'), { target: { value: 'Ana' } });
  // the clock stands still while the API answers
  fakeClock();
  fireEvent.click(screen.getByRole('button', { name: 'Save changes' }));
  await expectToastShownFor('Profile updated successfully', 3000);
}, 30_000);
