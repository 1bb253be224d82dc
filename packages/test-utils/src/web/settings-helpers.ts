import { screen } from '@testing-library/react';
import type { renderApp } from './render-app';

type App = Awaited<ReturnType<typeof renderApp>>;

/** Opens the settings screen again, which reloads the user (as a return from elsewhere does). */
export async function reopenSettings(app: App): Promise<void> {
  await app.router.navigate('/tutorials');
  await screen.findByRole('heading', { name: 'Tutorials' });
  await app.router.navigate('/settings');
  await screen.findByRole('heading', { name: 'Settings' });
}

/** Where the page sent the browser with `window.location.assign`, recorded instead of followed. */
export function recordAssign(): { urls: string[]; restore: () => void } {
  const urls: string[] = [];
  const original = window.location.assign;
  Object.defineProperty(window.location, 'assign', {
    configurable: true,
    value: (url: string | URL) => urls.push(String(url)),
  });
  return {
    urls,
    restore: () => Object.defineProperty(window.location, 'assign', { configurable: true, value: original }),
  };
}
