import { renderApp } from '@leadgen/test-utils/web';
import { fireEvent, screen } from '@testing-library/react';
import { afterEach, expect, it } from 'vitest';

let app: Awaited<ReturnType<typeof renderApp>> | undefined;
afterEach(async () => {
  app?.unmount();
  await app?.close();
  app = undefined;
});

const SENT = 'If an account exists for this email, a password reset link is on its way.';

const open = async () => {
  app = await renderApp('/forgot-password');
  await screen.findByRole('heading', { name: 'Reset your password' });
  return app;
};
const send = (email: string) => {
  fireEvent.change(screen.getByLabelText('Email'), { target: { value: email } });
  fireEvent.click(screen.getByRole('button', { name: 'Send reset link' }));
};

it("asks for the e-mail with the spec's message, then mails the link and shows the sent state", async () => {
  const { server } = await open();
  await server.signUp('ana@example.com');
  send('   ');
  expect(screen.getByRole('alert').textContent).toBe('Please enter your email address');
  expect(server.mail).toHaveLength(0);

  send('ana@example.com');
  expect((await screen.findByRole('status')).textContent).toBe(SENT);
  // the form gives way to the sent state
  expect(screen.queryByLabelText('Email')).toBeNull();
  expect(screen.queryByRole('alert')).toBeNull();
  // the server mails after answering
  await server.resetMailsSent();
  expect(server.mail).toHaveLength(1);
  expect(server.mail[0]?.text).toMatch(/\/reset-password#access_token=[\w-]+/);
  expect(screen.getByRole('link', { name: 'Back to sign in' }).getAttribute('href')).toBe('/login');
});

it('shows the same sent state for an unknown address, and mails nothing', async () => {
  const { server } = await open();
  send('nobody@example.com');
  expect((await screen.findByRole('status')).textContent).toBe(SENT);
  await server.resetMailsSent();
  expect(server.mail).toHaveLength(0);
});
