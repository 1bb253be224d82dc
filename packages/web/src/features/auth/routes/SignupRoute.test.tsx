import { renderApp } from '@leadgen/test-utils/web';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, expect, it } from 'vitest';

let app: Awaited<ReturnType<typeof renderApp>> | undefined;
afterEach(async () => {
  app?.unmount();
  await app?.close();
  app = undefined;
});

const open = async () => {
  app = await renderApp('/signup');
  await screen.findByRole('heading', { name: 'Create your account' });
  return app;
};
const type = (label: string, value: string) =>
  fireEvent.change(screen.getByLabelText(label), { target: { value } });
const options = (label: string) =>
  within(screen.getByLabelText(label))
    .getAllByRole('option')
    .map((option) => option.textContent);
const create = () => fireEvent.click(screen.getByRole('button', { name: 'Create account' }));
const alertText = () => screen.queryByRole('alert')?.textContent;

it("offers the spec's industry and referral lists, each optional", async () => {
  await open();
  // spec §3 Option lists, in order, after a blank first choice
  expect(options('Industry (optional)')).toEqual([
    'Select an industry',
    'Technology',
    'Healthcare',
    'Finance',
    'Education',
    'Marketing',
    'E-commerce',
    'Real Estate',
    'Food & Beverage',
    'Fashion',
    'Entertainment',
    'Other',
  ]);
  expect(options('How did you hear about us? (optional)')).toEqual([
    'Select an option',
    'Google Search',
    'Social Media',
    'Friend Referral',
    'Blog/Article',
    'YouTube',
    'Instagram',
    'Twitter',
    'Other',
  ]);
  expect((screen.getByLabelText('Industry (optional)') as HTMLSelectElement).value).toBe('');
});

it("checks the required fields, the match and the length with the spec's messages, then goes to /dashboard", async () => {
  const { server, router } = await open();
  create();
  expect(alertText()).toBe('Please fill in all required fields');
  type('Email', 'ana@example.com');
  type('First name', 'Ana');
  type('Password', 'secret-pw');
  type('Confirm password', 'secret-pw');
  create();
  // last name is required too
  expect(alertText()).toBe('Please fill in all required fields');
  type('Last name', 'Lima');
  type('Confirm password', 'secret-pX');
  create();
  expect(alertText()).toBe('Passwords do not match');
  type('Password', 'abcde');
  type('Confirm password', 'abcde');
  create();
  expect(alertText()).toBe('Password must be at least 6 characters long');
  // no account was made
  const signIn = await server.call('POST', '/api/auth/signin', {
    email: 'ana@example.com',
    password: 'abcde',
  });
  expect(signIn.status).toBe(401);

  type('Password', 'abcdef');
  type('Confirm password', 'abcdef');
  type('Industry (optional)', 'Finance');
  type('How did you hear about us? (optional)', 'YouTube');
  create();
  await waitFor(() => expect(router.state.location.pathname).toBe('/dashboard'));
  // signed in as the new account, with the optional fields stored (Instagram left empty: null)
  const { user } = (await (await fetch('/api/users/me')).json()) as { user: Record<string, unknown> };
  expect(user).toMatchObject({
    email: 'ana@example.com',
    first_name: 'Ana',
    last_name: 'Lima',
    industry: 'Finance',
    referral_source: 'YouTube',
    instagram_username: null,
  });
});

it("shows the server's message in the red box when the e-mail is taken", async () => {
  const { server, router } = await open();
  await server.signUp('ana@example.com');
  type('Email', 'ana@example.com');
  type('First name', 'Ana');
  type('Last name', 'Lima');
  type('Password', 'abcdef');
  type('Confirm password', 'abcdef');
  create();
  await waitFor(() => expect(alertText()).toBe('An account with this email already exists'));
  expect(router.state.location.pathname).toBe('/signup');
});
