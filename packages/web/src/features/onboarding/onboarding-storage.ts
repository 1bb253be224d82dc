import { SIGN_IN_STORAGE_PREFIX } from '../../lib/use-session';

/**
 * What the onboarding modals remember in the browser (spec §2): the welcome-shown flag in local
 * storage ("Don't show again"); until sign-out or the next sign-in, in every tab, that the
 * welcome was shown (so it greets once after each sign-in, not on every visit to the dashboard
 * nor in every tab opened); and, per user and across sign-ins,
 * that they closed the extension install steps. Walking the steps to Complete is kept on the
 * server instead (users.has_extension); the spec's users table (§3) has no field for "closed
 * without installing", and has_extension must not claim an extension nobody installed.
 */
export const WELCOME_FLAG_KEY = 'leadgen.welcomeShown';
export const WELCOME_SEEN_KEY = `${SIGN_IN_STORAGE_PREFIX}welcomeSeen`;
/** Local storage, one key per user: kept through sign-out, unlike the session's keys. */
export const extensionDismissedKey = (userId: string) => `leadgen.extensionStepsDismissed.${userId}`;

// Storage can be unavailable (private modes, blocked cookies): then nothing is remembered.
const get = (storage: () => Storage, key: string) => {
  try {
    return storage().getItem(key) !== null;
  } catch {
    return false;
  }
};
const set = (storage: () => Storage, key: string) => {
  try {
    storage().setItem(key, 'true');
  } catch {
    // not remembered: the modal shows again next time
  }
};
const local = () => window.localStorage;

export const shouldWelcome = () => !get(local, WELCOME_FLAG_KEY) && !get(local, WELCOME_SEEN_KEY);
export const welcomeSeenThisSignIn = () => get(local, WELCOME_SEEN_KEY);
export const markWelcomeSeen = () => set(local, WELCOME_SEEN_KEY);
export const storeWelcomeFlag = () => set(local, WELCOME_FLAG_KEY);
export const extensionDismissed = (userId: string | undefined) =>
  userId !== undefined && get(local, extensionDismissedKey(userId));
export const dismissExtension = (userId: string | undefined) => {
  if (userId !== undefined) set(local, extensionDismissedKey(userId));
};
