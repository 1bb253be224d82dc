import { openDashboard, realPause, until } from '@leadgen/test-utils/web';
import { act, screen } from '@testing-library/react';
import { afterEach, expect, it, vi } from 'vitest';
import { api, read } from './api';
import { SESSION_REFRESH_MS } from './use-session';
import { refetchOnWindowFocusEvents } from './window-focus';

// The balance in the header catches up with grants the live events stream never hears of (the
// CLI's, another server's webhook): on focus, and every 30 s while the page is visible.

let opened: Awaited<ReturnType<typeof openDashboard>> | undefined;
afterEach(async () => {
  vi.useRealTimers();
  opened?.app.unmount();
  await opened?.app.close();
  opened = undefined;
});

const balance = () => screen.queryByTestId('credits-balance')?.textContent;

/** A grant written straight to the ledger, as `leadgen credits grant` does from its own process. */
const grantElsewhere = (millicredits: number, ref: string) =>
  opened?.app.server.store.ledger.grant(opened.me.id, { millicredits, reason: 'manual', ref });

it('reads the balance again every 30 s while the page is visible', async () => {
  expect(SESSION_REFRESH_MS).toBe(30_000);
  vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] });
  opened = await openDashboard();
  await until(() => balance() === '$0.500');
  await grantElsewhere(2000, 'manual:interval');
  act(() => vi.advanceTimersByTime(SESSION_REFRESH_MS - 1));
  await realPause(100);
  expect(balance()).toBe('$0.500');
  act(() => vi.advanceTimersByTime(1));
  await until(() => balance() === '$2.500');

  // hidden, the page asks nothing; visible again, it reads the balance at once
  const visibility = vi.spyOn(document, 'visibilityState', 'get').mockReturnValue('hidden');
  act(() => {
    document.dispatchEvent(new Event('visibilitychange', { bubbles: true }));
  });
  await grantElsewhere(1000, 'manual:hidden');
  act(() => vi.advanceTimersByTime(SESSION_REFRESH_MS * 3));
  await realPause(100);
  expect(balance()).toBe('$2.500');
  visibility.mockReturnValue('visible');
  act(() => {
    document.dispatchEvent(new Event('visibilitychange', { bubbles: true }));
  });
  await until(() => balance() === '$3.500');
  visibility.mockRestore();
});

it('reads the balance again when the window regains focus', async () => {
  refetchOnWindowFocusEvents();
  opened = await openDashboard();
  await until(() => balance() === '$0.500');
  await grantElsewhere(5000, 'manual:focus');
  await realPause(100);
  expect(balance()).toBe('$0.500');
  act(() => {
    window.dispatchEvent(new Event('focus'));
  });
  await until(() => balance() === '$5.500');
});

/** What the browser fires as it shows a page: `persisted` when it comes from the back-forward cache. */
const pageshow = (persisted: boolean) => Object.assign(new Event('pageshow'), { persisted });

it('a page restored from the back-forward cache asks for its session again, and goes to /login without one', async () => {
  opened = await openDashboard();
  await until(() => balance() === '$0.500');
  // signed out elsewhere: this page still remembers the session
  await read(api.auth.signout.$post());
  await realPause(100);
  expect(opened.app.router.state.location.pathname).toBe('/dashboard');
  // what Back shows from the cache (a non-restoring pageshow changes nothing)
  act(() => {
    window.dispatchEvent(pageshow(false));
  });
  await realPause(100);
  expect(opened.app.router.state.location.pathname).toBe('/dashboard');
  act(() => {
    window.dispatchEvent(pageshow(true));
  });
  await until(() => opened?.app.router.state.location.pathname === '/login');
});
