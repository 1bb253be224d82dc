import { act } from '@testing-library/react';
import {
  extensionDismissedKey,
  WELCOME_FLAG_KEY,
} from '../../../web/src/features/onboarding/onboarding-storage';
import { renderApp } from './render-app';

// After render-app, which must load before the server's modules (see its first import).
export { completedList, runJobs } from '@leadgen/test-utils/server';

type App = Awaited<ReturnType<typeof renderApp>>;

/** A signed-in user's own session to the test server, for making data through the API. */
export interface Seeder {
  server: App['server'];
  me: { id: string; cookie: string };
}

let users = 0;

/**
 * Signs a new user up, lets `seed` make their data through the API (a second session of the
 * same user), then opens `path` (default /dashboard) in the app. The onboarding modals stay
 * closed unless `onboarding` is true, so they don't cover what a dashboard test looks at.
 */
export async function openDashboard(
  options: { path?: string; onboarding?: boolean; seed?: (seeder: Seeder) => Promise<void> } = {},
) {
  localStorage.clear();
  sessionStorage.clear();
  if (!options.onboarding) localStorage.setItem(WELCOME_FLAG_KEY, 'true');
  const email = `dash${++users}@example.com`;
  // A public page first: the dashboard reads its data only once the seed is in.
  const app = await renderApp('/landing', { signedInAs: email });
  const signIn = await app.server.call('POST', '/api/auth/signin', {
    email,
    password: 'secret-pw',
    remember: true,
  });
  const { user } = (await signIn.json()) as { user: { id: string } };
  if (!options.onboarding) localStorage.setItem(extensionDismissedKey(user.id), 'true');
  const me = { id: user.id, cookie: signIn.headers.getSetCookie().at(-1)?.split(';')[0] ?? '' };
  await options.seed?.({ server: app.server, me });
  await act(() => app.router.navigate(options.path ?? '/dashboard'));
  return { app, me };
}
