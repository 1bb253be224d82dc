import { defaultScheduler, notifyManager } from '@tanstack/react-query';
import { act, screen } from '@testing-library/react';
import { expect, vi } from 'vitest';

// For tests of the app's own waits (toasts, modal delays, redirects): the clock the app's
// timers read stands still until a test moves it, while the API still answers in real time.

const realSetTimeout = globalThis.setTimeout;

/** Waits `ms` of real time, letting promises and renders settle. */
export const realPause = (ms: number) => act(() => new Promise((resolve) => realSetTimeout(resolve, ms)));

/**
 * Fakes the clock the app's timers read. TanStack Query delivers its results with a zero timeout
 * (its `defaultScheduler`): that one stays real, so answers still arrive while the clock stands still.
 */
export function fakeClock(): void {
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
  notifyManager.setScheduler((callback) => realSetTimeout(callback, 0));
}

/** Puts the real clock back (in afterEach). */
export function realClock(): void {
  vi.useRealTimers();
  notifyManager.setScheduler(defaultScheduler);
}

/** Moves the fake clock, then lets what it released (promises, renders) settle in real time. */
export async function elapse(ms: number): Promise<void> {
  act(() => vi.advanceTimersByTime(ms));
  await realPause(50);
}

/** With the clock standing still, waits in real time (the API answering, modules loading) for `done`. */
export async function until(done: () => boolean): Promise<void> {
  for (let round = 0; round < 1000 && !done(); round++) await realPause(10);
  expect(done()).toBe(true);
}

/**
 * With the clock faked, waits (in real time) for the success toast `text`, then checks the fake
 * clock keeps it shown `ms - 1` ms and takes it away at `ms`.
 */
export async function expectToastShownFor(text: string, ms: number): Promise<void> {
  const toast = () => screen.queryByRole('status')?.textContent;
  await until(() => toast() === text);
  await elapse(ms - 1);
  expect(toast()).toBe(text);
  await elapse(1);
  expect(toast()).toBeUndefined();
}
