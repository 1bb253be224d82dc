import { defaultScheduler, notifyManager } from '@tanstack/react-query';
import { act, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, expect, it, vi } from 'vitest';
import { completedList, openDashboard } from '../../../test/open-dashboard';
import { DASHBOARD_TOAST_MS } from '../dashboard-toast';

let opened: Awaited<ReturnType<typeof openDashboard>> | undefined;
afterEach(async () => {
  vi.useRealTimers();
  notifyManager.setScheduler(defaultScheduler);
  opened?.app.unmount();
  await opened?.app.close();
  opened = undefined;
});

const realSetTimeout = globalThis.setTimeout;
/** With the clock faked, waits in real time (the API answering) for `done`. */
async function until(done: () => boolean) {
  for (let round = 0; round < 1000 && !done(); round++) {
    await act(() => new Promise((resolve) => realSetTimeout(resolve, 10)));
  }
  expect(done()).toBe(true);
}
const elapse = (ms: number) => act(() => vi.advanceTimersByTime(ms));
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
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
  notifyManager.setScheduler((callback) => realSetTimeout(callback, 0));
  fireEvent.keyDown(input, { key: 'Enter' });
  await until(() => toast() === 'List renamed successfully');
  elapse(3999);
  expect(toast()).toBe('List renamed successfully');
  elapse(1);
  expect(toast()).toBeUndefined();
}, 30_000);
