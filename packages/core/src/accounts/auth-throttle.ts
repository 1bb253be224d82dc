import { isIPv6 } from 'node:net';
import { RateLimitedError } from '../domain/errors.js';
import { messages } from '../domain/messages.js';
import type { RateLimitPolicy, RateLimitResult } from '../store/rate-limits-repository.js';
import { hashToken } from './deps.js';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;

/**
 * The accounts throttles (DESIGN.md §6 "throttled sign-in/sign-up/reset"), counted in the
 * `rate_limits` table so they hold across every process sharing the database:
 * - sign-in: 10 failures from one client in 10 minutes lock that client out for 10 minutes;
 *   100 failures at one account (e-mail, known or not) in an hour refuse it until the hour ends;
 * - sign-up: 10 attempts that pass validation per client per hour (a household or office
 *   sharing an address still fits);
 * - password reset: 3 mails per e-mail per hour (further requests answer the same but send
 *   nothing), and 10 requests per client per hour.
 * A client is its IP address; IPv6 addresses count per /64, the block one host usually holds.
 */
export const AUTH_LIMITS = {
  signInFailuresPerClient: { limit: 10, windowMs: 10 * MINUTE, blockMs: 10 * MINUTE },
  signInFailuresPerAccount: { limit: 100, windowMs: HOUR },
  signUpsPerClient: { limit: 10, windowMs: HOUR },
  resetMailsPerEmail: { limit: 3, windowMs: HOUR },
  resetRequestsPerClient: { limit: 10, windowMs: HOUR },
} as const satisfies Record<string, RateLimitPolicy>;

function ipv6Groups(address: string): string[] {
  const groupsOf = (part: string | undefined) =>
    part ? part.split(':').flatMap((group) => (group.includes('.') ? ['0', '0'] : [group])) : [];
  const [head, tail] = address.split('::');
  const left = groupsOf(head);
  const right = groupsOf(tail);
  const zeros = tail === undefined ? [] : Array<string>(8 - left.length - right.length).fill('0');
  return [...left, ...zeros, ...right];
}

/**
 * The throttling identity of a client address: IPv4 as it is (also when IPv4-mapped), IPv6
 * as its /64 prefix, since one host can use any address of its /64.
 *
 * @example
 * clientKey('2001:db8:1:2:aaaa::1') // '2001:db8:1:2::/64'
 */
export function clientKey(ip: string): string {
  const address = ip.trim().toLowerCase().replace(/%.*$/, '');
  const mapped = /^::ffff:(\d{1,3}(?:\.\d{1,3}){3})$/.exec(address);
  if (mapped?.[1]) return mapped[1];
  if (!isIPv6(address)) return address;
  const prefix = ipv6Groups(address)
    .slice(0, 4)
    .map((group) => Number.parseInt(group, 16).toString(16));
  return `${prefix.join(':')}::/64`;
}

/**
 * The `rate_limits` keys of the throttles. Addresses typed into the forms are keyed by their
 * SHA-256, so the table never holds the e-mails of people who have no account.
 */
export const throttleKeys = {
  signInClient: (ip: string) => `signin:client:${clientKey(ip)}`,
  signInAccount: (email: string) => `signin:account:${hashToken(email)}`,
  signUpClient: (ip: string) => `signup:client:${clientKey(ip)}`,
  resetClient: (ip: string) => `reset:client:${clientKey(ip)}`,
  resetEmail: (email: string) => `reset:email:${hashToken(email)}`,
};

/** Throws RATE_LIMITED, with when to retry, for a refused hit or peek. */
export function refuseWhenLimited(result: RateLimitResult): void {
  if (!result.allowed) {
    throw new RateLimitedError(messages.tooManyAttempts(result.retryAfterSeconds), result.retryAfterSeconds);
  }
}
