import { renderApp } from '@leadgen/test-utils/web';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, expect, it } from 'vitest';

let app: Awaited<ReturnType<typeof renderApp>> | undefined;
afterEach(async () => {
  app?.unmount();
  await app?.close();
  app = undefined;
});

const WAIT = { timeout: 5000 };

/** The server's job runner, imported after render-app for the reason NewCampaignRoute.test.tsx gives. */
const runJobs = async (server: NonNullable<typeof app>['server']) =>
  (await import('@leadgen/test-utils/server')).runJobs(server);

const open = async () => {
  app = await renderApp('/custom-campaign', { signedInAs: 'ana@example.com' });
  await screen.findByRole('heading', { name: 'Create Custom Campaign' }, WAIT);
  return app;
};
const usernames = () => screen.getByLabelText('Instagram usernames') as HTMLInputElement;
const launch = () => screen.getByRole('button', { name: 'Launch Campaign' }) as HTMLButtonElement;
const tags = () =>
  within(screen.getByRole('list', { name: /^Instagram usernames: \d+$/ }))
    .queryAllByRole('listitem')
    .map((item) => item.firstChild?.textContent);
const summary = () => within(screen.getByRole('region', { name: 'Configuration' }));
const add = (text: string) => {
  fireEvent.change(usernames(), { target: { value: text } });
  fireEvent.keyDown(usernames(), { key: 'Enter' });
};
const upload = (file: File) =>
  fireEvent.change(screen.getByLabelText('Upload CSV file'), { target: { files: [file] } });

it('keeps Launch disabled without usernames and adds them one by one with the estimate', async () => {
  await open();
  expect(launch().disabled).toBe(true);
  add('  ');
  expect(launch().disabled).toBe(true);
  add('@NatGeo');
  add('natgeo');
  fireEvent.change(usernames(), { target: { value: 'nasa' } });
  fireEvent.keyDown(usernames(), { key: ',' });
  expect(tags()).toEqual(['natgeo', 'nasa']);
  expect(launch().disabled).toBe(false);
  // spec §9: 0.008 per username, three decimals
  expect(summary().getByText('$0.016')).toBeTruthy();
  add('bad name!');
  expect(screen.getByRole('alert').textContent).toBe('Invalid username format: bad name!');
  expect(tags()).toEqual(['natgeo', 'nasa']);
  fireEvent.change(usernames(), { target: { value: '' } });
  fireEvent.keyDown(usernames(), { key: 'Backspace' });
  fireEvent.click(screen.getByRole('button', { name: 'Remove natgeo' }));
  expect(tags()).toEqual([]);
  expect(launch().disabled).toBe(true);
  expect(summary().getByText('$0.000')).toBeTruthy();
});

it("imports a CSV in the browser with the spec's rules and messages", async () => {
  await open();
  add('typed_one');
  upload(
    new File(['Username,Followers\n@NatGeo,100\n"nasa",200\nnatgeo,5\n'], 'leads.csv', { type: 'text/csv' }),
  );
  expect((await screen.findByRole('status', {}, WAIT)).textContent).toBe(
    'Successfully imported 2 unique username(s) from CSV file',
  );
  // spec §5: the import replaces the current list; only the Username column is read
  expect(tags()).toEqual(['natgeo', 'nasa']);
  // and what it left out is said, and stays after the success message goes
  const note = "Read the 'Username' column only. Skipped 1 repeated username.";
  expect(screen.getByText(note)).toBeTruthy();
  // spec §5: the success message is cleared after 3 s
  await waitFor(() => expect(screen.queryByText(/^Successfully imported/)).toBeNull(), WAIT);
  expect(screen.getByText(note)).toBeTruthy();

  upload(new File(['a'.repeat(1048577)], 'big.csv', { type: 'text/csv' }));
  await waitFor(() =>
    expect(screen.getByRole('alert').textContent).toBe('File size should be less than 1MB'),
  );
  upload(new File(['!!!;???\n-- , ##\n'], 'junk.csv', { type: 'text/csv' }));
  await waitFor(() =>
    expect(screen.getByRole('alert').textContent).toBe('No valid usernames found in CSV file'),
  );
  upload(new File(['  \n'], 'empty.csv', { type: 'text/csv' }));
  await waitFor(() => expect(screen.getByRole('alert').textContent).toBe('CSV file is empty'));
  upload(new File(['natgeo'], 'leads.txt', { type: 'text/plain' }));
  await waitFor(() => expect(screen.getByRole('alert').textContent).toBe('Please upload a CSV file'));
  // a refused file leaves the list as it was
  expect(tags()).toEqual(['natgeo', 'nasa']);
}, 20_000);

it('accepts a CSV of exactly 1 MB and 500 usernames, and refuses one byte or one username more', async () => {
  await open();
  const names = (count: number) => Array.from({ length: count }, (_, index) => `user_${index}`);
  const alertText = () => screen.queryByRole('alert')?.textContent;

  // spec §5, §9: at most 1 MB (1,048,576 bytes); blank padding holds no usernames
  const content = 'natgeo\nnasa\n';
  const exactly = new File([content.padEnd(1048576, ' ')], 'leads.csv', { type: 'text/csv' });
  expect(exactly.size).toBe(1048576);
  upload(exactly);
  expect((await screen.findByRole('status', {}, WAIT)).textContent).toBe(
    'Successfully imported 2 unique username(s) from CSV file',
  );
  expect(tags()).toEqual(['natgeo', 'nasa']);
  upload(new File([content.padEnd(1048577, ' ')], 'leads.csv', { type: 'text/csv' }));
  await waitFor(() => expect(alertText()).toBe('File size should be less than 1MB'));
  expect(tags()).toEqual(['natgeo', 'nasa']);

  // spec §5: at most 500 usernames
  upload(new File([names(501).join('\n')], 'leads.csv', { type: 'text/csv' }));
  await waitFor(() => expect(alertText()).toBe('Too many usernames in CSV. Maximum 500 allowed.'));
  expect(tags()).toEqual(['natgeo', 'nasa']);
  upload(new File([names(500).join('\n')], 'leads.csv', { type: 'text/csv' }));
  await waitFor(() =>
    expect(screen.queryByRole('status')?.textContent).toBe(
      'Successfully imported 500 unique username(s) from CSV file',
    ),
  );
  expect(tags()).toHaveLength(500);
  expect(alertText()).toBeUndefined();
}, 30_000);

it("launches a custom list and shows its profiles, with the spec's texts for missing data", async () => {
  const { server } = await open();
  // DESIGN.md §9: the profile actor never logs in to Instagram, so no session id is asked for or sent
  expect(screen.queryByLabelText(/Instagram session ID/)).toBeNull();
  expect(summary().queryByText('Session ID')).toBeNull();
  const bodies: unknown[] = [];
  const appFetch = globalThis.fetch;
  globalThis.fetch = (async (input: RequestInfo | URL, init?: RequestInit) => {
    if (new URL(String(input), 'http://localhost').pathname === '/api/lists/custom') bodies.push(init?.body);
    return appFetch(input, init);
  }) as typeof fetch;
  // 'ghost_4' belongs to no account in the sandbox (seed 1): it is kept with basic data only
  add('natgeo');
  add('ghost_4');
  fireEvent.click(launch());
  expect(await screen.findByRole('heading', { name: 'Run in progress' }, WAIT)).toBeTruthy();
  expect(bodies.map((body) => JSON.parse(String(body)))).toEqual([{ usernames: ['natgeo', 'ghost_4'] }]);
  expect(screen.getByText('3 steps')).toBeTruthy();

  await runJobs(server);
  expect(await screen.findByRole('heading', { name: 'Run complete' }, WAIT)).toBeTruthy();
  expect(screen.getByText('Step 3 of 3')).toBeTruthy();
  expect(
    await screen.findByText('Showing first 2 of 2 profiles. View all in the dashboard.', undefined, WAIT),
  ).toBeTruthy();
  const results = within(screen.getByRole('region', { name: 'Results' }));
  const ghost = results.getByText('@ghost_4').closest('tr') as HTMLElement;
  expect(within(ghost).getByText('No name')).toBeTruthy();
  expect(within(ghost).getAllByText('N/A')).toHaveLength(3);
  expect(within(ghost).getByText('No bio available')).toBeTruthy();
  expect(results.getByText('@natgeo')).toBeTruthy();
  expect(screen.getByRole('link', { name: 'View List' }).getAttribute('href')).toMatch(/^\/list\/.+/);
}, 30_000);

it('makes one list when Launch is clicked twice before the screen changes', async () => {
  const { server } = await open();
  add('natgeo');
  const button = launch();
  fireEvent.click(button);
  fireEvent.click(button);
  expect(await screen.findByRole('heading', { name: 'Run in progress' }, WAIT)).toBeTruthy();
  await runJobs(server);
  const res = await fetch('/api/lists');
  const { lists } = (await res.json()) as { lists: unknown[] };
  expect(lists).toHaveLength(1);
});
