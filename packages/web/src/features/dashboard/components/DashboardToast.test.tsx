import { fireEvent, screen, within } from '@testing-library/react';
import { afterEach, expect, it } from 'vitest';
import { elapse, fakeClock, realClock, until } from '../../../test/fake-clock';
import { completedList, openDashboard } from '../../../test/open-dashboard';
import { DASHBOARD_TOAST_MS } from '../dashboard-toast';

let opened: Awaited<ReturnType<typeof openDashboard>> | undefined;
afterEach(async () => {
  realClock();
  opened?.app.unmount();
  await opened?.app.close();
  opened = undefined;
});

const toast = () => screen.queryByRole('status')?.textContent;

it('keeps a dashboard toast 4 s, not the default 3 s (spec §8, §9)', async () => {
  expect(DASHBOARD_TOAST_MS).toBe(4000);
  opened = await openDashboard({
    path: '/dashboard?tab=lists',
    seed: async ({ server, me }) => {
      await completedList(server, me, { target: 'natgeo' });
    },
  });
  const row = await screen.findByRole('listitem', { name: 'natgeo' });
  fireEvent.click(within(row).getByRole('button', { name: 'Rename list natgeo' }));
  const input = within(row).getByRole('textbox', { name: 'New name for list natgeo' });
  fireEvent.change(input, { target: { value: 'Photographers' } });

  // the clock stands still while the API answers; TanStack Query's zero timeout stays real
  fakeClock();
  fireEvent.keyDown(input, { key: 'Enter' });
  await until(() => toast() === 'List renamed successfully');
  await elapse(3999);
  expect(toast()).toBe('List renamed successfully');
  await elapse(1);
  expect(toast()).toBeUndefined();
}, 30_000);
