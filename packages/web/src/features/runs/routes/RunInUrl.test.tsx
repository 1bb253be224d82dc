import { renderApp, reopenApp } from '@leadgen/test-utils/web';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, expect, it } from 'vitest';

let app: Awaited<ReturnType<typeof renderApp>> | undefined;
afterEach(async () => {
  app?.unmount();
  await app?.close();
  app = undefined;
});

const WAIT = { timeout: 5000 };
const runJobs = async (server: NonNullable<typeof app>['server']) =>
  (await import('@leadgen/test-utils/server')).runJobs(server);

const open = async (path = '/new-campaign') => {
  app = await renderApp(path, { signedInAs: 'ana@example.com' });
  return app;
};
const formReady = () => screen.findByRole('heading', { name: 'Create Instagram Discovery Campaign' }, WAIT);
const target = () => screen.getAllByLabelText(/^Target account \d$/)[0] as HTMLInputElement;
const summary = () => within(screen.getByRole('region', { name: 'Configuration' }));
const start = (username: string, max = '5') => {
  fireEvent.change(target(), { target: { value: username } });
  fireEvent.change(screen.getByLabelText('Max profiles'), { target: { value: max } });
  fireEvent.click(screen.getByRole('button', { name: 'Start Discovery' }));
};
const search = () => new URLSearchParams(app?.router.state.location.search ?? '');

it('keeps the run in the URL: Back shows the form, Forward the run, and a fresh page on the URL follows it', async () => {
  await open();
  await formReady();
  start('natgeo');
  expect(await screen.findByRole('heading', { name: 'Run in progress' }, WAIT)).toBeTruthy();
  const jobId = search().get('job');
  expect(jobId).toMatch(/^[0-9a-f-]{36}$/);

  await act(() => app?.router.navigate(-1));
  await formReady();
  expect(target().value).toBe('natgeo');
  await act(() => app?.router.navigate(1));
  expect(await screen.findByRole('heading', { name: 'Run in progress' }, WAIT)).toBeTruthy();

  // a refresh: a new page on the same URL (same server and cookie, nothing cached) follows the
  // run and names what it asked for
  const { server } = app as NonNullable<typeof app>;
  app = reopenApp(app as NonNullable<typeof app>, `/new-campaign?job=${jobId}`);
  expect(await screen.findByRole('heading', { name: 'Run in progress' }, WAIT)).toBeTruthy();
  await waitFor(() => expect(summary().getByText('@natgeo')).toBeTruthy(), WAIT);
  expect(summary().getByText('5')).toBeTruthy();

  await runJobs(server);
  expect(await screen.findByRole('heading', { name: 'Run complete' }, WAIT)).toBeTruthy();
  // what the run charged, not the estimate it started from
  await waitFor(() => expect(summary().getByText('Charged')).toBeTruthy(), WAIT);
  expect(summary().queryByText('Estimated cost')).toBeNull();
  const user = await server.store.users.findByEmail('ana@example.com');
  const [list] = await server.store.lists.list(user?.id ?? '');
  const cost = Number(list?.cost ?? 0);
  expect(cost).toBeGreaterThan(0);
  // the list's cost is in millicredits (1 credit = $1.00 = 1000)
  expect(summary().getByText(`$${(cost / 1000).toFixed(3)}`)).toBeTruthy();
  expect(screen.getByTestId('charged-summary').textContent).toMatch(/^\d+ profiles? enriched/);
}, 30_000);

it('asks before a second run while one is going, naming it with a link to follow it', async () => {
  await open();
  await formReady();
  start('natgeo');
  expect(await screen.findByRole('heading', { name: 'Run in progress' }, WAIT)).toBeTruthy();
  const first = search().get('job');
  // Back to the form while the run goes on
  await act(() => app?.router.navigate(-1));
  await formReady();
  start('nasa', '3');
  const dialog = await screen.findByRole('dialog', { name: 'A run is still going' }, WAIT);
  expect(dialog.textContent).toContain(
    'Discovery of @natgeo (followers, up to 5 profiles), waiting to start',
  );
  expect(within(dialog).getByRole('link', { name: 'Follow this run' }).getAttribute('href')).toBe(
    `/new-campaign?job=${first}`,
  );
  fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
  await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  const user = await app?.server.store.users.findByEmail('ana@example.com');
  const queued = () => app?.server.store.jobs.list(user?.id ?? '', { status: 'queued' });
  expect(await queued()).toHaveLength(1);

  fireEvent.click(screen.getByRole('button', { name: 'Start Discovery' }));
  await screen.findByRole('dialog', { name: 'A run is still going' }, WAIT);
  fireEvent.click(screen.getByRole('button', { name: 'Start another run' }));
  expect(await screen.findByRole('heading', { name: 'Run in progress' }, WAIT)).toBeTruthy();
  await waitFor(() => expect(search().get('job')).not.toBe(first));
  expect(await queued()).toHaveLength(2);
}, 30_000);

it('clears an error once the input changes', async () => {
  await open();
  await formReady();
  start('bad name!');
  expect((await screen.findByRole('alert')).textContent).toBe('Invalid username format: bad name!');
  fireEvent.change(target(), { target: { value: 'natgeo' } });
  await waitFor(() => expect(screen.queryByRole('alert')).toBeNull());
});

it('keeps the form as typed for the tab: a page opened again on the form finds it, never the session id', async () => {
  await open();
  await formReady();
  fireEvent.change(target(), { target: { value: 'natgeo' } });
  fireEvent.change(screen.getByLabelText('Max profiles'), { target: { value: '400' } });
  fireEvent.click(screen.getByRole('radio', { name: /following/i }));
  // the tab's page again (Back after the page was left, a refresh): the same session storage
  app = reopenApp(app as NonNullable<typeof app>, '/new-campaign');
  await formReady();
  expect(target().value).toBe('natgeo');
  expect((screen.getByLabelText('Max profiles') as HTMLInputElement).value).toBe('400');
  expect((screen.getByRole('radio', { name: /following/i }) as HTMLInputElement).checked).toBe(true);
  expect(JSON.stringify({ ...sessionStorage })).not.toMatch(/sessionId/);
}, 30_000);
