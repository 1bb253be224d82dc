import { queryOptions, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
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

/**
 * How often a visible page signed in reads the session again: its credits balance changes in
 * other processes too (a grant from the CLI, a payment another server's webhook recorded), which
 * the live events stream of this server never hears of.
 */
export const SESSION_REFRESH_MS = 30_000;

const signedIn = (query: { state: { data: unknown } }) => Boolean(query.state.data);

/**
 * How the session is read; the app starts it before any route's code has loaded. Signed in, it
 * is read again whenever the window regains focus and every SESSION_REFRESH_MS while the page is
 * visible (TanStack Query holds the interval while the document is hidden), so the balance in
 * the header catches up, and a session ended elsewhere sends the page to /login.
 */
export const sessionQuery = queryOptions({
  queryKey: SESSION_KEY,
  queryFn: fetchMe,
  staleTime: 60_000,
  refetchOnWindowFocus: (query) => (signedIn(query) ? 'always' : false),
  refetchInterval: (query) => (signedIn(query) ? SESSION_REFRESH_MS : false),
  refetchIntervalInBackground: false,
});

/** The signed-in user, null when signed out, undefined while it resolves. */
export function useSession() {
  return useQuery(sessionQuery);
}

/**
 * Back (or Forward) can show a page from the browser's back-forward cache as it was, signed in,
 * though the account has signed out since (in another page of the history, or elsewhere). Such
 * a page forgets the session it remembers and asks again before showing anything of the account.
 */
export function useSessionCheckOnRestore(): void {
  const client = useQueryClient();
  useEffect(() => {
    const shown = (event: PageTransitionEvent) => {
      if (event.persisted) void client.resetQueries({ queryKey: SESSION_KEY });
    };
    window.addEventListener('pageshow', shown);
    return () => window.removeEventListener('pageshow', shown);
  }, [client]);
}

/**
 * The app's session-storage keys start with this. Session storage holds what a tab remembers
 * of one sign-in (extension steps dismissed, the run forms as typed); sign-out and a new sign-in
 * forget it.
 */
export const SESSION_STORAGE_PREFIX = 'leadgen.';

/**
 * Local-storage keys that last one sign-in in every tab of the browser (the welcome seen: it
 * greets once after each sign-in, spec §2 Welcome modal, not once per tab) start with this;
 * sign-out and a new sign-in forget them.
 */
export const SIGN_IN_STORAGE_PREFIX = 'leadgen.signIn.';

function forget(storage: () => Storage, prefix: string) {
  try {
    const store = storage();
    const keys = Array.from({ length: store.length }, (_, index) => store.key(index));
    for (const key of keys) if (key?.startsWith(prefix)) store.removeItem(key);
  } catch {
    // storage unavailable: nothing was remembered
  }
}

function forgetSignIn() {
  forget(() => sessionStorage, SESSION_STORAGE_PREFIX);
  forget(() => localStorage, SIGN_IN_STORAGE_PREFIX);
}

/**
 * Puts a user or null (after sign-out) in the session cache; `signedIn` when the user has just
 * signed in or up (not a profile saved): what the last sign-in remembered is forgotten.
 */
export function useSetSession() {
  const client = useQueryClient();
  return (user: UserJson | null, options: { signedIn?: boolean } = {}) => {
    if (user === null) client.clear();
    if (user === null || options.signedIn) forgetSignIn();
    client.setQueryData(SESSION_KEY, user);
  };
}
