import { SESSION_STORAGE_PREFIX } from '../../lib/use-session';

/**
 * What the onboarding modals remember in the browser (spec §2): the welcome-shown flag in local
 * storage ("Don't show again"), and, until sign-out, that the welcome was shown (so it greets
 * once after each sign-in, not on every visit to the dashboard) and that the extension install
 * steps were dismissed (so they don't nag on every visit). Sign-out forgets the last two.
 */
export const WELCOME_FLAG_KEY = 'leadgen.welcomeShown';
export const WELCOME_SEEN_KEY = `${SESSION_STORAGE_PREFIX}welcomeSeenThisSession`;
export const EXTENSION_DISMISSED_KEY = `${SESSION_STORAGE_PREFIX}extensionStepsDismissed`;

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
const session = () => window.sessionStorage;

export const shouldWelcome = () => !get(local, WELCOME_FLAG_KEY) && !get(session, WELCOME_SEEN_KEY);
export const markWelcomeSeen = () => set(session, WELCOME_SEEN_KEY);
export const storeWelcomeFlag = () => set(local, WELCOME_FLAG_KEY);
export const extensionDismissed = () => get(session, EXTENSION_DISMISSED_KEY);
export const dismissExtension = () => set(session, EXTENSION_DISMISSED_KEY);
