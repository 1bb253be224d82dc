import { useQuery, useQueryClient } from '@tanstack/react-query';
import { ApiError, api, read } from './api';
import type { UserJson } from './api-types';

export type SessionUser = Awaited<ReturnType<typeof fetchMe>>;

async function fetchMe() {
  try {
    const { user } = await read(api.users.me.$get());
    return user;
  } catch (error) {
    if (error instanceof ApiError && error.status === 401) return null;
    throw error;
  }
}

/** The signed-in user as the API answers it (GET /api/users/me), declared with every API type. */
export type { UserJson };

export const SESSION_KEY = ['session'] as const;

/** How the session is read; the app starts it before any route's code has loaded. */
export const sessionQuery = { queryKey: SESSION_KEY, queryFn: fetchMe, staleTime: 60_000 };

/** The signed-in user, null when signed out, undefined while it resolves. */
export function useSession() {
  return useQuery(sessionQuery);
}

/**
 * The app's session-storage keys start with this. Session storage holds only what one sign-in
 * remembers (the onboarding's welcome seen and extension steps dismissed), and sign-out forgets
 * it, so the welcome greets after each sign-in (spec §2 Welcome modal).
 */
export const SESSION_STORAGE_PREFIX = 'leadgen.';

function forgetSignIn() {
  try {
    const keys = Array.from({ length: sessionStorage.length }, (_, index) => sessionStorage.key(index));
    for (const key of keys) if (key?.startsWith(SESSION_STORAGE_PREFIX)) sessionStorage.removeItem(key);
  } catch {
    // storage unavailable: nothing was remembered
  }
}

/** Puts a user (after sign-in or sign-up) or null (after sign-out) in the session cache. */
export function useSetSession() {
  const client = useQueryClient();
  return (user: UserJson | null) => {
    if (user === null) {
      client.clear();
      forgetSignIn();
    }
    client.setQueryData(SESSION_KEY, user);
  };
}
