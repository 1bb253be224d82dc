import { renderApp } from '@leadgen/test-utils/web';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, expect, it } from 'vitest';
import { FRESHNESS_UPDATED } from './use-freshness';

let app: Awaited<ReturnType<typeof renderApp>> | undefined;
afterEach(async () => {
  app?.unmount();
  await app?.close();
  app = undefined;
});

const LABEL = 'Reuse enrichment younger than';

/** The Enrichment card's days field and Save button (a new form after each save). */
const field = () => screen.getByLabelText(LABEL) as HTMLInputElement;
const save = () => screen.getByRole('button', { name: 'Save' }) as HTMLButtonElement;

/** The settings screen, once its Enrichment card shows the days; `stored` reads them from the database. */
async function openCard() {
  app = await renderApp('/settings', { signedInAs: 'ana@example.com' });
  await within(await screen.findByRole('region', { name: 'Enrichment' })).findByLabelText(LABEL);
  const user = await app.server.store.users.findByEmail('ana@example.com');
  return { stored: () => app?.server.store.people.freshnessDays(user?.id ?? '') };
}

it('shows the default, saves whole days with a toast, and puts the default back when emptied', async () => {
  const { stored } = await openCard();
  expect(field().value).toBe('30');
  expect(field().closest('div')?.textContent).toBe(`${LABEL}days`);
  expect(save().disabled).toBe(true);
  fireEvent.change(field(), { target: { value: '14' } });
  expect(save().disabled).toBe(false);
  fireEvent.click(save());
  expect((await screen.findByRole('status')).textContent).toBe(FRESHNESS_UPDATED);
  expect(await stored()).toBe(14);
  await waitFor(() => expect(field().value).toBe('14'));
  expect(save().disabled).toBe(true);

  fireEvent.change(field(), { target: { value: '0' } });
  fireEvent.click(save());
  await waitFor(async () => expect(await stored()).toBe(0));
  await waitFor(() => expect(screen.queryByText('Saving...')).toBeNull());
  expect(field().value).toBe('0');
  expect(save().disabled).toBe(true);

  fireEvent.change(field(), { target: { value: '' } });
  fireEvent.click(save());
  await waitFor(() => expect(field().value).toBe('30'));
  expect(await stored()).toBe(30);
});

it("shows the server's message for days out of range and keeps the setting", async () => {
  const { stored } = await openCard();
  const days = ['400', '1.5'];
  for (const [index, value] of days.entries()) {
    fireEvent.change(field(), { target: { value } });
    fireEvent.click(save());
    // each refusal its own toast, with the server's message
    await waitFor(() => expect(screen.getAllByRole('alert')).toHaveLength(index + 1));
  }
  expect(screen.getAllByRole('alert').map((alert) => alert.textContent)).toEqual(
    days.map(() => 'Freshness must be a whole number of days from 0 to 365'),
  );
  expect(await stored()).toBe(30);
  // what was typed stays, to be corrected
  expect(field().value).toBe('1.5');
});

it('refuses a save over settings changed in another tab, then overwrites when saved again', async () => {
  const { stored } = await openCard();
  const user = await app?.server.store.users.findByEmail('ana@example.com');
  // another tab saves the profile: the settings' version moves on
  await app?.server.store.users.updateProfile(user?.id ?? '', { first_name: 'Ana Maria' });
  fireEvent.change(field(), { target: { value: '14' } });
  fireEvent.click(save());
  expect((await screen.findByRole('alert')).textContent).toBe(
    'Your settings were changed in another tab or window since you opened them. Reload to see the changes, or overwrite them with yours.',
  );
  expect(await stored()).toBe(30);
  fireEvent.click(save());
  expect((await screen.findByRole('status')).textContent).toBe(FRESHNESS_UPDATED);
  expect(await stored()).toBe(14);
});
