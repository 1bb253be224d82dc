import { renderApp } from '@leadgen/test-utils/web';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, expect, it } from 'vitest';

let app: Awaited<ReturnType<typeof renderApp>> | undefined;
afterEach(async () => {
  app?.unmount();
  await app?.close();
});

it('shows the spec message for empty fields and the server message in a red box', async () => {
  app = await renderApp('/login');
  await screen.findByRole('heading', { name: 'Sign in to Leadgen' });
  fireEvent.click(screen.getByRole('button', { name: 'Sign in' }));
  expect((await screen.findByRole('alert')).textContent).toBe('Please fill in all fields');
  fireEvent.change(screen.getByLabelText('Email'), { target: { value: 'nobody@example.com' } });
  fireEvent.change(screen.getByLabelText('Password'), { target: { value: 'wrong-pw' } });
  fireEvent.click(screen.getByRole('button', { name: 'Sign in' }));
  await waitFor(() => expect(screen.getByRole('alert').textContent).toBe('Invalid email or password'));
});

it('signs in and goes to the dashboard', async () => {
  app = await renderApp('/login');
  await app.server.signUp('ana@example.com', 'secret-pw');
  fireEvent.change(await screen.findByLabelText('Email'), { target: { value: 'ana@example.com' } });
  fireEvent.change(screen.getByLabelText('Password'), { target: { value: 'secret-pw' } });
  fireEvent.click(screen.getByRole('button', { name: 'Sign in' }));
  await waitFor(() => expect(app?.router.state.location.pathname).not.toBe('/login'));
});

it('sends signed-out visitors of a protected page to /login and unknown paths to /', async () => {
  app = await renderApp('/no-such-page');
  await waitFor(() => expect(app?.router.state.location.pathname).toBe('/landing'));
  expect(await screen.findByRole('link', { name: 'Try Now' })).toBeTruthy();
});
