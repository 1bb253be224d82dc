import { messages } from '@leadgen/core/domain';
import { renderApp } from '@leadgen/test-utils/web';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, expect, it } from 'vitest';
import { PACE_UPDATED } from './use-pace-settings';

let app: Awaited<ReturnType<typeof renderApp>> | undefined;
afterEach(async () => {
  app?.unmount();
  await app?.close();
  app = undefined;
});

/** The Sending pace card, once loaded; `stored` reads the settings from the database. */
async function openCard() {
  app = await renderApp('/settings', { signedInAs: 'ana@example.com' });
  const card = await screen.findByRole('region', { name: 'Sending pace' });
  await within(card).findByLabelText('New conversations a day');
  const user = await app.server.store.users.findByEmail('ana@example.com');
  return {
    card,
    userId: user?.id ?? '',
    stored: () => app?.server.store.outreachSettings.get(user?.id ?? ''),
  };
}

const field = (card: HTMLElement, label: string) => within(card).getByLabelText(label) as HTMLInputElement;

it('shows the defaults and what limits sending now, and saves the cap, hours and warm-up', async () => {
  const { card, stored } = await openCard();
  expect(field(card, 'New conversations a day').value).toBe('15');
  expect(field(card, 'Time zone').value).toBe('UTC');
  expect(within(card).getByRole('note', { name: 'What limits sending now' }).textContent).toBe(
    'Warm-up day 1 of 14: 10 new conversations today, 10 left',
  );
  const save = within(card).getByRole('button', { name: 'Save pace' }) as HTMLButtonElement;
  expect(save.disabled).toBe(true);
  fireEvent.change(field(card, 'New conversations a day'), { target: { value: '20' } });
  fireEvent.change(field(card, 'Working hours'), { target: { value: '9:00-17:30' } });
  fireEvent.click(within(card).getByRole('checkbox'));
  expect(within(card).queryByLabelText('Warm-up: a day at first')).toBeNull();
  fireEvent.click(save);
  expect((await screen.findByRole('status')).textContent).toBe(PACE_UPDATED);
  expect(await stored()).toMatchObject({ outreach_daily_cap: 20, outreach_hours: '09:00-17:30' });
  expect((await stored())?.outreach_warmup).toBeFalsy();
  await waitFor(() => expect(field(card, 'Working hours').value).toBe('09:00-17:30'));
});

it("shows the server's message for a bad value, and refuses a save over settings changed elsewhere", async () => {
  const { card, userId, stored } = await openCard();
  fireEvent.change(field(card, 'Warm-up: days to the daily cap'), { target: { value: '1' } });
  fireEvent.click(within(card).getByRole('button', { name: 'Save pace' }));
  expect((await screen.findByRole('alert')).textContent).toBe(
    'The warm-up length is a whole number of days from 2 to 90',
  );
  // another tab changes the settings: this form's save is refused once, then overwrites
  await app?.server.store.users.updateProfile(userId, { first_name: 'Ana Maria' });
  fireEvent.change(field(card, 'Warm-up: days to the daily cap'), { target: { value: '21' } });
  fireEvent.click(within(card).getByRole('button', { name: 'Save pace' }));
  await waitFor(() =>
    expect(screen.getAllByRole('alert').at(-1)?.textContent).toMatch(/changed in another tab or window/),
  );
  expect((await stored())?.outreach_warmup_days).toBeNull();
  fireEvent.click(within(card).getByRole('button', { name: 'Save pace' }));
  expect((await screen.findByRole('status')).textContent).toBe(PACE_UPDATED);
  expect((await stored())?.outreach_warmup_days).toBe(21);
});

it('saves the pace after the profile on the same page: one page, one settings version, no false conflict', async () => {
  const { card, stored } = await openCard();
  const profile = screen.getByRole('region', { name: 'Profile' });
  fireEvent.change(within(profile).getByLabelText('First name'), { target: { value: 'Anabel' } });
  fireEvent.click(within(profile).getByRole('button', { name: 'Save changes' }));
  expect((await screen.findByRole('status')).textContent).toBe(messages.profileUpdated);
  fireEvent.change(field(card, 'New conversations a day'), { target: { value: '25' } });
  fireEvent.click(within(card).getByRole('button', { name: 'Save pace' }));
  await waitFor(() => expect(screen.getAllByRole('status').at(-1)?.textContent).toBe(PACE_UPDATED));
  expect(screen.queryAllByRole('alert')).toEqual([]);
  expect(await stored()).toMatchObject({ outreach_daily_cap: 25 });
});
