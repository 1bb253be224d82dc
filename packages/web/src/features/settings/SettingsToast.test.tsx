import { defaultScheduler, notifyManager } from '@tanstack/react-query';
import { act, fireEvent, screen } from '@testing-library/react';
import { afterEach, expect, it, vi } from 'vitest';
import { renderApp } from '../../test/render-app';
import { SETTINGS_TOAST_MS } from './settings-toast';

let app: Awaited<ReturnType<typeof renderApp>> | undefined;
afterEach(async () => {
  vi.useRealTimers();
  notifyManager.setScheduler(defaultScheduler);
  app?.unmount();
  await app?.close();
  app = undefined;
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

it('keeps a settings toast 3 s (spec §9)', async () => {
  expect(SETTINGS_TOAST_MS).toBe(3000);
  app = await renderApp('/settings', { signedInAs: 'ana@example.com' });
  fireEvent.change(await screen.findByLabelText('First name'), { target: { value: 'Ana' } });

  // the clock stands still while the API answers; TanStack Query's zero timeout stays real
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
  notifyManager.setScheduler((callback) => realSetTimeout(callback, 0));
  fireEvent.click(screen.getByRole('button', { name: 'Save changes' }));
  await until(() => toast() === 'Profile updated successfully');
  elapse(2999);
  expect(toast()).toBe('Profile updated successfully');
  elapse(1);
  expect(toast()).toBeUndefined();
}, 30_000);
