import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, expect, it } from 'vitest';
import { renderApp } from '../../../test/render-app';

let app: Awaited<ReturnType<typeof renderApp>> | undefined;
afterEach(async () => {
  app?.unmount();
  await app?.close();
  app = undefined;
});

const WAIT = { timeout: 5000 };

/**
 * The server's job runner, imported once render-app has loaded the app: importing the server's
 * modules before React Router and Testing Library (as a static import sorted first would) leaves
 * the page without its routes' content.
 */
const runJobs = async (server: NonNullable<typeof app>['server']) =>
  (await import('../../../../../server/src/test-app')).runJobs(server);
const open = async () => {
  app = await renderApp('/new-campaign', { signedInAs: 'ana@example.com' });
  await screen.findByRole('heading', { name: 'Create Instagram Discovery Campaign' }, WAIT);
  return app;
};
const targetInputs = () => screen.getAllByLabelText(/^Target account \d$/) as HTMLInputElement[];
const addButton = () => screen.getByRole('button', { name: '+ Add target account' }) as HTMLButtonElement;
const removeButton = (n: number) =>
  screen.getByRole('button', { name: `Remove target account ${n}` }) as HTMLButtonElement;
const maxField = () => screen.getByLabelText('Max profiles') as HTMLInputElement;
const summary = () => within(screen.getByRole('region', { name: 'Configuration' }));
const submit = () => fireEvent.click(screen.getByRole('button', { name: 'Start Discovery' }));
const fill = (target: string, max: string, sessionId: string) => {
  fireEvent.change(targetInputs()[0] as HTMLInputElement, { target: { value: target } });
  fireEvent.change(maxField(), { target: { value: max } });
  fireEvent.change(screen.getByLabelText('Instagram session ID'), { target: { value: sessionId } });
};

it('keeps 1 to 5 target accounts: the last cannot be removed and Add stops at 5', async () => {
  await open();
  expect(targetInputs()).toHaveLength(1);
  expect(removeButton(1).disabled).toBe(true);
  for (let i = 0; i < 4; i++) fireEvent.click(addButton());
  expect(targetInputs()).toHaveLength(5);
  expect(addButton().disabled).toBe(true);
  fireEvent.change(targetInputs()[4] as HTMLInputElement, { target: { value: 'fifth' } });
  fireEvent.click(removeButton(2));
  expect(targetInputs().map((input) => input.value)).toEqual(['', '', '', 'fifth']);
  expect(addButton().disabled).toBe(false);
  for (const n of [4, 3, 2]) fireEvent.click(removeButton(n));
  expect(targetInputs()).toHaveLength(1);
  expect(removeButton(1).disabled).toBe(true);
});

it("checks each username with the spec's messages, and the session id", async () => {
  await open();
  submit();
  expect((await screen.findByRole('alert')).textContent).toBe(
    'Please provide at least one Instagram username',
  );
  fireEvent.change(targetInputs()[0] as HTMLInputElement, { target: { value: 'bad name!' } });
  expect(screen.getByText('Invalid username format: bad name!')).toBeTruthy();
  expect(targetInputs()[0]?.getAttribute('aria-invalid')).toBe('true');
  submit();
  await waitFor(() =>
    expect(screen.getByRole('alert').textContent).toBe('Invalid username format: bad name!'),
  );
  fireEvent.change(targetInputs()[0] as HTMLInputElement, { target: { value: ' @NatGeo ' } });
  expect(targetInputs()[0]?.getAttribute('aria-invalid')).toBeNull();
  expect(summary().getByText('@natgeo')).toBeTruthy();
  submit();
  await waitFor(() => expect(screen.getByRole('alert').textContent).toBe('Instagram session ID is required'));
});

it('clamps max profiles to 1..1000 and shows the live estimate against the balance', async () => {
  await open();
  // spec §9 defaults: followers, 100 profiles -> 0.008 x 100
  expect(maxField().value).toBe('100');
  expect((screen.getByRole('radio', { name: /Followers/ }) as HTMLInputElement).checked).toBe(true);
  expect(summary().getByText('$0.800')).toBeTruthy();
  await waitFor(() => expect(summary().getByText('$0.500')).toBeTruthy());
  expect(summary().getByText('Your balance covers 62 profiles: the run is capped to 62.')).toBeTruthy();

  fireEvent.change(maxField(), { target: { value: '250' } });
  expect(summary().getByText('$2.000')).toBeTruthy();
  fireEvent.change(maxField(), { target: { value: '2500' } });
  fireEvent.blur(maxField());
  expect(maxField().value).toBe('1000');
  expect(summary().getByText('$8.000')).toBeTruthy();
  fireEvent.change(maxField(), { target: { value: '0' } });
  fireEvent.blur(maxField());
  expect(maxField().value).toBe('1');
  fireEvent.change(maxField(), { target: { value: '' } });
  fireEvent.blur(maxField());
  expect(maxField().value).toBe('1');
  expect(summary().getByText('$0.008')).toBeTruthy();
});

it("shows the server's refusal when the balance covers no profile", async () => {
  await open();
  const user = await app?.server.store.users.findByEmail('ana@example.com');
  await app?.server.store.ledger.charge(user?.id ?? '', {
    millicredits: 500,
    reason: 'test',
    ref: 'test:drain',
  });
  fill('natgeo', '10', 'sess-test');
  submit();
  await waitFor(() => expect(screen.getByRole('alert').textContent).toBe('Not enough credits'), WAIT);
  expect(screen.getByRole('button', { name: 'Start Discovery' })).toBeTruthy();
}, 20_000);

it('runs a discovery: the capped-run notice, live progress, then the first 10 profiles', async () => {
  const { server } = await open();
  fill('natgeo', '100', 'sess-test');
  submit();
  // 100 profiles at 0.008 each is more than the 0.5 signup grant covers (DESIGN.md §9)
  await waitFor(
    () =>
      expect(screen.getByRole('alert').textContent).toBe(
        'Your balance covers 62 profiles: the run is capped to 62.',
      ),
    WAIT,
  );
  expect(await screen.findByRole('heading', { name: 'Run in progress' }, WAIT)).toBeTruthy();
  expect(screen.getByText('Waiting to start...')).toBeTruthy();

  await runJobs(server);
  expect(await screen.findByRole('heading', { name: 'Run complete' }, WAIT)).toBeTruthy();
  expect(screen.getByText('Step 4 of 4')).toBeTruthy();
  expect(screen.getByRole('progressbar', { name: 'Run progress' }).getAttribute('aria-valuenow')).toBe('100');
  expect(
    await screen.findByText('Showing first 10 of 62 profiles. View all in the dashboard.', undefined, WAIT),
  ).toBeTruthy();
  const results = within(screen.getByRole('region', { name: 'Results' }));
  expect(results.getAllByRole('row')).toHaveLength(11); // the header and 10 profiles
  // spec §9: the counts animate for 800 ms, then show their value
  await waitFor(() => expect(results.getByText('62')).toBeTruthy(), WAIT);
  const done = screen.getByText('✓ Your list is ready: 62 profiles found.');
  expect(done.closest('[data-tone]')?.getAttribute('data-tone')).toBe('success');
  // the balance the run left is no warning about the run that is done
  expect(summary().queryByText(/Your balance covers/)).toBeNull();
  expect(summary().queryByText('Not enough credits')).toBeNull();

  const user = await server.store.users.findByEmail('ana@example.com');
  const [list] = await server.store.lists.list(user?.id ?? '');
  expect(list).toMatchObject({ status: 'completed', profiles_found: 62 });
  expect(screen.getByRole('link', { name: 'View List' }).getAttribute('href')).toBe(`/list/${list?.id}`);
  expect(screen.getByRole('link', { name: 'Go to Dashboard' }).getAttribute('href')).toBe(
    '/dashboard?tab=lists',
  );
}, 30_000);

it('returns to the form with the message when the run fails (spec §4)', async () => {
  const { server } = await open();
  // 'ghost_4' belongs to no account in the sandbox (seed 1), so it has no followers
  fill('ghost_4', '10', 'sess-test');
  submit();
  expect(await screen.findByRole('heading', { name: 'Run in progress' }, WAIT)).toBeTruthy();
  await runJobs(server);
  await waitFor(
    () =>
      expect(screen.getByRole('alert').textContent).toBe(
        'No profiles were discovered. Please check your target accounts and session ID, then try again.',
      ),
    WAIT,
  );
  expect(screen.queryByRole('heading', { name: 'Run in progress' })).toBeNull();
  expect(targetInputs().map((input) => input.value)).toEqual(['ghost_4']);
  expect(screen.getByRole('button', { name: 'Start Discovery' })).toBeTruthy();
}, 30_000);

it("shows 'Failed to create campaign. Please try again.' when the server fails unexpectedly", async () => {
  await open();
  const appFetch = globalThis.fetch;
  // the run's request meets an unexpected server error (its message is not for the user)
  globalThis.fetch = (async (input: RequestInfo | URL, init?: RequestInit) =>
    new URL(String(input), 'http://localhost').pathname === '/api/lists/discovery'
      ? Response.json({ error: { code: 'INTERNAL', message: 'Something went wrong' } }, { status: 500 })
      : appFetch(input, init)) as typeof fetch;
  fill('natgeo', '5', 'session-1');
  submit();
  expect((await screen.findByRole('alert', {}, WAIT)).textContent).toContain(
    'Failed to create campaign. Please try again.',
  );
  expect(screen.queryByText('Something went wrong')).toBeNull();
});
