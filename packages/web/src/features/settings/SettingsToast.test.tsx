import { fireEvent, screen } from '@testing-library/react';
import { afterEach, expect, it } from 'vitest';
import { elapse, fakeClock, realClock, until } from '../../test/fake-clock';
import { renderApp } from '../../test/render-app';
import { SETTINGS_TOAST_MS } from './settings-toast';

let app: Awaited<ReturnType<typeof renderApp>> | undefined;
afterEach(async () => {
  realClock();
  app?.unmount();
  await app?.close();
  app = undefined;
});

const toast = () => screen.queryByRole('status')?.textContent;

it('keeps a settings toast 3 s (spec §9)', async () => {
  expect(SETTINGS_TOAST_MS).toBe(3000);
  app = await renderApp('/settings', { signedInAs: 'ana@example.com' });
  fireEvent.change(await screen.findByLabelText('First name'), { target: { value: 'Ana' } });

  // the clock stands still while the API answers; TanStack Query's zero timeout stays real
  fakeClock();
  fireEvent.click(screen.getByRole('button', { name: 'Save changes' }));
  await until(() => toast() === 'Profile updated successfully');
  await elapse(2999);
  expect(toast()).toBe('Profile updated successfully');
  await elapse(1);
  expect(toast()).toBeUndefined();
}, 30_000);
