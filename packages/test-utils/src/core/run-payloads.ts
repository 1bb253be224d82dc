import {
  type CustomInput,
  type CustomPayload,
  type DiscoverPayload,
  type DiscoveryInput,
  type SessionIdPolicy,
  validateCustom,
  validateDiscovery,
} from '@leadgen/core';

/** The default actors log in to nothing (DESIGN.md §9); the spec's original one needs the cookie. */
const NO_LOGIN: SessionIdPolicy = { sessionIdRequired: () => false };
const LOGIN: SessionIdPolicy = { sessionIdRequired: () => true };

/**
 * A `discover` job's payload as the queue makes it: `validateDiscovery`'s output (issue 37: a
 * handler trusts its payload), with the tests' defaults: target natgeo, followers, and the
 * validator's own max (100). A session id given is kept, as for an actor that logs in, unless
 * `policy` (a scraper, say) decides otherwise.
 *
 * @example
 * await store.jobs.enqueue(userId, 'discover', discoverPayload({ targets: ['nasa'], max: 30 }));
 */
export function discoverPayload(
  input: Partial<DiscoveryInput> = {},
  policy?: SessionIdPolicy,
): DiscoverPayload {
  const run = { targets: ['natgeo'], type: 'followers', ...input };
  return validateDiscovery(run, policy ?? (run.sessionId == null ? NO_LOGIN : LOGIN));
}

/**
 * A `custom` job's payload as the queue makes it: `validateCustom`'s output, one username
 * (natgeo) unless told otherwise.
 */
export function customPayload(input: CustomInput = {}): CustomPayload {
  return validateCustom({ usernames: ['natgeo'], ...input });
}
