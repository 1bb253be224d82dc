import { openDashboard } from '@leadgen/test-utils/web';
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, expect, it, vi } from 'vitest';
import { SESSION_KEY, type UserJson } from '../../../lib/use-session';
import { CREDITS_MENU_CLOSE_DELAY_MS } from './CreditsMenu';

let opened: Awaited<ReturnType<typeof openDashboard>> | undefined;
afterEach(async () => {
  vi.useRealTimers();
  vi.restoreAllMocks();
  opened?.app.unmount();
  await opened?.app.close();
  opened = undefined;
});

const creditsButton = () => screen.findByRole('button', { name: /^Credits / });
const menu = () => screen.queryByRole('region', { name: 'Buy credits' });

it('shows the live balance in dollars with the plan badge, and the header links', async () => {
  opened = await openDashboard();
  const button = await creditsButton();
  expect(button.textContent).toBe('$0.500 Free');
  expect(button.getAttribute('aria-label')).toBe('Credits $0.500 Free plan. Buy credits');
  expect(screen.getByRole('link', { name: 'Campaigns' }).getAttribute('href')).toBe('/campaigns');
  expect(screen.getByRole('link', { name: 'Tutorials' }).getAttribute('href')).toBe('/tutorials');
  expect(screen.getByRole('link', { name: 'Settings' }).getAttribute('href')).toBe('/settings');
  // the live events hook writes new balances into the session (lib/use-live-events.ts)
  act(() =>
    opened?.app.client.setQueryData<UserJson>(SESSION_KEY, (user) => user && { ...user, credits: 12.34 }),
  );
  expect((await creditsButton()).textContent).toBe('$12.340 Free');
});

it('closes the credits menu 300 ms after the pointer leaves, unless it comes back', async () => {
  expect(CREDITS_MENU_CLOSE_DELAY_MS).toBe(300);
  opened = await openDashboard();
  const button = await creditsButton();
  const area = button.parentElement as HTMLElement;
  fireEvent.pointerEnter(area, { pointerType: 'mouse' });
  expect(await screen.findByRole('button', { name: 'Buy 10 credits for $10' })).toBeTruthy();
  expect(screen.getByRole('button', { name: 'Buy 20 credits for $20' }).textContent).toContain(
    'Best value for most users',
  );
  expect(button.getAttribute('aria-expanded')).toBe('true');

  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
  fireEvent.pointerLeave(area, { pointerType: 'mouse' });
  act(() => vi.advanceTimersByTime(CREDITS_MENU_CLOSE_DELAY_MS - 1));
  expect(menu()).not.toBeNull();
  fireEvent.pointerEnter(area, { pointerType: 'mouse' });
  act(() => vi.advanceTimersByTime(CREDITS_MENU_CLOSE_DELAY_MS * 2));
  expect(menu()).not.toBeNull();
  fireEvent.pointerLeave(area, { pointerType: 'mouse' });
  act(() => vi.advanceTimersByTime(CREDITS_MENU_CLOSE_DELAY_MS - 1));
  expect(menu()).not.toBeNull();
  act(() => vi.advanceTimersByTime(1));
  expect(menu()).toBeNull();
  expect(button.getAttribute('aria-expanded')).toBe('false');
});

it("keeps the menu a mouse's hover opened open when the mouse then clicks the balance", async () => {
  opened = await openDashboard();
  const button = await creditsButton();
  const area = button.parentElement as HTMLElement;
  fireEvent.pointerEnter(area, { pointerType: 'mouse' });
  fireEvent.click(button);
  expect(button.getAttribute('aria-expanded')).toBe('true');
  expect(await screen.findByRole('button', { name: 'Buy 10 credits for $10' })).toBeTruthy();
  // without a hovering mouse (a tap, the keyboard) a click toggles it
  fireEvent.pointerLeave(area, { pointerType: 'mouse' });
  fireEvent.click(button);
  expect(button.getAttribute('aria-expanded')).toBe('false');
  fireEvent.click(button);
  expect(button.getAttribute('aria-expanded')).toBe('true');
});

it('signs out and goes to /login', async () => {
  opened = await openDashboard();
  fireEvent.click(await screen.findByRole('button', { name: 'Sign Out' }));
  await waitFor(() => expect(opened?.app.router.state.location.pathname).toBe('/login'));
  // this browser's session is over (the app's fetch carries its cookie jar)
  expect((await fetch('/api/users/me')).status).toBe(401);
});

it("toasts 'Failed to sign out' when the server does not answer", async () => {
  opened = await openDashboard();
  const appFetch = globalThis.fetch;
  vi.spyOn(globalThis, 'fetch').mockImplementation((input, init) =>
    String(input).includes('/api/auth/signout')
      ? Promise.reject(new TypeError('offline'))
      : appFetch(input, init),
  );
  fireEvent.click(await screen.findByRole('button', { name: 'Sign Out' }));
  expect((await screen.findByRole('alert')).textContent).toBe('Failed to sign out');
  expect(opened.app.router.state.location.pathname).toBe('/dashboard');
});

it('buys a credit pack through a checkout page', async () => {
  opened = await openDashboard();
  const assign = vi.spyOn(window.location, 'assign').mockImplementation(() => {});
  fireEvent.click(await creditsButton());
  fireEvent.click(await screen.findByRole('button', { name: 'Buy 50 credits for $50' }));
  await waitFor(() => expect(assign).toHaveBeenCalledTimes(1));
  expect(String(assign.mock.calls[0]?.[0])).toMatch(/^https?:\/\//);
});

it("prices a profile in the credits menu as the server's offers answer", async () => {
  opened = await openDashboard();
  const button = await creditsButton();
  // a server that charges 0.01 a profile; the menu asks for its offers when it opens
  const appFetch = globalThis.fetch;
  globalThis.fetch = (async (input: RequestInfo | URL, init?: RequestInit) => {
    const res = await appFetch(input, init);
    if (!String(input).includes('/api/credits/packs')) return res;
    return Response.json({ ...(await res.json()), credits_per_profile: 0.01 });
  }) as typeof fetch;
  fireEvent.click(button);
  expect(await screen.findByText('$1.00 per credit · $0.010 per profile')).toBeTruthy();
  globalThis.fetch = appFetch;
});
