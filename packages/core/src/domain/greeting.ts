import type { User } from './user.js';

/** The name a user is greeted by: their first name, else the local part of their e-mail (spec §4). */
export const greetingName = (user: Pick<User, 'first_name' | 'email'>): string =>
  user.first_name.trim() || (user.email.split('@')[0] ?? user.email);

/**
 * The dashboard's greeting: a user who has made nothing yet (no list, no campaign) is new and is
 * welcomed; one who has is welcomed back.
 */
export function dashboardGreeting(
  user: Pick<User, 'first_name' | 'email'>,
  made: { lists: number; campaigns: number },
): string {
  const returning = made.lists > 0 || made.campaigns > 0;
  return `${returning ? 'Welcome back' : 'Welcome'}, ${greetingName(user)}`;
}
