import { elapse, fakeClock, realClock, realPause, renderApp, until } from '@leadgen/test-utils/web';
import { act, fireEvent, screen } from '@testing-library/react';
import { afterEach, expect, it, vi } from 'vitest';
import { RESET_WAIT_MS } from './ResetPasswordRoute';

let app: Awaited<ReturnType<typeof renderApp>> | undefined;
afterEach(async () => {
  realClock();
  vi.restoreAllMocks();
  app?.unmount();
  await app?.close();
  app = undefined;
});

const verifying = () => screen.queryByText('Verifying reset link...') !== null;
const formShown = () => screen.queryByLabelText('New password') !== null;
const submit = () => screen.getByRole('button', { name: 'Update password' }) as HTMLButtonElement;
const alertText = () => screen.queryByRole('alert')?.textContent;
const fill = (password: string, confirm: string) => {
  fireEvent.change(screen.getByLabelText('New password'), { target: { value: password } });
  fireEvent.change(screen.getByLabelText('Confirm new password'), { target: { value: confirm } });
  fireEvent.click(submit());
};

/** The token of the link mailed to a signed-up user who asked for a reset (as the server's tests get it). */
async function mailedToken(server: NonNullable<typeof app>['server']) {
  await server.signUp('ana@example.com', 'old-secret');
  await server.call('POST', '/api/auth/forgot-password', { email: 'ana@example.com' });
  await server.resetMailsSent();
  const token = /\/reset-password#access_token=([\w-]+)/.exec(server.mail.at(-1)?.text ?? '')?.[1];
  expect(token).toBeTruthy();
  return token ?? '';
}

/** Opens the mailed link (the token in the hash, as spec §2 reads it) with the clock faked. */
async function openLink(hash: string) {
  app ??= await renderApp('/landing');
  window.history.replaceState(null, '', `/reset-password${hash}`);
  const fetchSpy = vi.spyOn(globalThis, 'fetch');
  fakeClock();
  await act(() => app?.router.navigate('/reset-password'));
  await until(() => verifying() || formShown());
  return fetchSpy;
}

/** Waits in real time until the page's check of the link has been answered. */
async function verifyAnswered(fetchSpy: Awaited<ReturnType<typeof openLink>>) {
  await until(() => fetchSpy.mock.calls.some(([input]) => String(input).includes('/reset-password/verify')));
  const index = fetchSpy.mock.calls.findIndex(([input]) => String(input).includes('/reset-password/verify'));
  await fetchSpy.mock.results[index]?.value;
  await realPause(50);
}

it('verifies the mailed link for 2 s, checks the fields, then waits 2 s before the dashboard', async () => {
  expect(RESET_WAIT_MS).toBe(2000);
  app = await renderApp('/landing');
  const token = await mailedToken(app.server);
  const fetchSpy = await openLink(`#access_token=${token}&refresh_token=r1&type=recovery`);
  // the token is read once and taken out of the address bar
  expect(window.location.hash).toBe('');

  await verifyAnswered(fetchSpy);
  await elapse(RESET_WAIT_MS - 1);
  expect([verifying(), formShown()]).toEqual([true, false]);
  await elapse(1);
  await until(formShown);
  expect(verifying()).toBe(false);
  expect(alertText()).toBeUndefined();
  expect(submit().disabled).toBe(false);

  // spec §5 Auth: both fields, matching, at least 6 characters
  fill('', '');
  expect(alertText()).toBe('Please fill in all fields');
  fill('new-secret', '');
  expect(alertText()).toBe('Please fill in all fields');
  fill('new-secret', 'new-secreT');
  expect(alertText()).toBe('Passwords do not match');
  fill('abcde', 'abcde');
  expect(alertText()).toBe('Password must be at least 6 characters long');

  fill('abcdef', 'abcdef');
  await until(() => screen.queryByRole('status') !== null);
  expect(screen.getByRole('status').textContent).toBe(
    'Password updated successfully. Taking you to your dashboard...',
  );
  const router = app.router;
  await elapse(RESET_WAIT_MS - 1);
  expect([router.state.location.pathname, router.state.navigation.state]).toEqual([
    '/reset-password',
    'idle',
  ]);
  await elapse(1);
  await until(() => router.state.location.pathname === '/dashboard');

  // the new password works, the old one no longer does
  const signIn = (password: string) =>
    app?.server.call('POST', '/api/auth/signin', { email: 'ana@example.com', password });
  expect([(await signIn('abcdef'))?.status, (await signIn('old-secret'))?.status]).toEqual([200, 401]);
}, 30_000);

it('refuses an unknown link after the 2 s check, with the submit disabled', async () => {
  const fetchSpy = await openLink('#access_token=not-a-real-token&type=recovery');
  await verifyAnswered(fetchSpy);
  await elapse(RESET_WAIT_MS - 1);
  expect([verifying(), alertText()]).toEqual([true, undefined]);
  await elapse(1);
  await until(formShown);
  expect(alertText()).toBe('Invalid or expired reset link. Please request a new password reset.');
  expect(submit().disabled).toBe(true);
  fill('abcdef', 'abcdef');
  expect(screen.queryByRole('status')).toBeNull();
}, 30_000);

it('refuses a link without a token at once (no wait)', async () => {
  const fetchSpy = await openLink('');
  await until(formShown);
  expect(alertText()).toBe('Invalid or expired reset link. Please request a new password reset.');
  expect(submit().disabled).toBe(true);
  expect(fetchSpy.mock.calls.some(([input]) => String(input).includes('/reset-password'))).toBe(false);
}, 30_000);

it('reads a link pasted into the tab already on the page, where only the hash changes', async () => {
  app = await renderApp('/landing');
  const token = await mailedToken(app.server);
  const fetchSpy = await openLink('');
  await until(formShown);
  expect(submit().disabled).toBe(true);

  window.history.replaceState(null, '', `/reset-password#access_token=${token}&type=recovery`);
  act(() => {
    window.dispatchEvent(new HashChangeEvent('hashchange'));
  });
  await until(verifying);
  await verifyAnswered(fetchSpy);
  await elapse(RESET_WAIT_MS);
  await until(formShown);
  expect(alertText()).toBeUndefined();
  expect(submit().disabled).toBe(false);
  expect(window.location.hash).toBe('');
}, 30_000);
