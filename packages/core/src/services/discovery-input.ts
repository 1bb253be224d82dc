import { ValidationError } from '../domain/errors.js';
import { parseMaxProfiles } from '../domain/max-profiles.js';
import { messages } from '../domain/messages.js';
import { parseSessionId, parseTargets } from '../domain/usernames.js';

/** A discovery run as a user asks for it (form, CLI flags, API body): anything may be wrong. */
export interface DiscoveryInput {
  targets: unknown;
  type: unknown;
  max?: unknown;
  sessionId: unknown;
  name?: unknown;
}

/** A valid discovery run: what `discover` jobs are enqueued with. */
export interface DiscoveryRequest {
  targets: string[];
  type: 'followers' | 'following';
  max: number;
  /** A credential: never logged, never in an error or a result. */
  sessionId: string;
  name?: string;
}

/** A discovery run without its session id (a resumed job may no longer hold it). */
export type DiscoveryFields = Omit<DiscoveryRequest, 'sessionId'>;

/** The parts of a discovery run other than the session id, checked in the form's order. */
export function discoveryFields(input: Omit<DiscoveryInput, 'sessionId'>): DiscoveryFields {
  if (!Array.isArray(input.targets)) throw new ValidationError(messages.atLeastOneUsername);
  // spec §5: 1 to 5 targets, '@' stripped, lowercased, trimmed, empty ones ignored, pattern checked
  const targets = parseTargets(input.targets as string[]);
  if (input.type !== 'followers' && input.type !== 'following') {
    throw new ValidationError(messages.invalidSearchType);
  }
  // spec §5: an integer 1 to 1000 ('Profile limit must be between 1 and 1000'); absent means 100
  const max = parseMaxProfiles(input.max);
  const name = listNameInput(input.name);
  return { targets, type: input.type, max, ...(name !== undefined && { name }) };
}

/**
 * Checks a discovery run against spec §5 and returns it normalised: targets (1 to 5, each
 * 'Invalid username format: {username}', none 'Please provide at least one Instagram username'),
 * search type followers or following, max profiles 1..1000 ('Profile limit must be between 1 and
 * 1000', default 100) and the session id ('Instagram session ID is required'). Throws the first
 * ValidationError in that order.
 *
 * @example
 * validateDiscovery({ targets: ['@NatGeo'], type: 'followers', max: '200', sessionId: ' abc ' })
 * // { targets: ['natgeo'], type: 'followers', max: 200, sessionId: 'abc' }
 */
export function validateDiscovery(input: DiscoveryInput): DiscoveryRequest {
  const fields = discoveryFields(input);
  const sessionId = parseSessionId(typeof input.sessionId === 'string' ? input.sessionId : '');
  return { ...fields, sessionId };
}

/** A list name given by the caller: trimmed; blank or absent means "generate one" (spec §3). */
export function listNameInput(name: unknown): string | undefined {
  if (name === undefined || name === null) return undefined;
  if (typeof name !== 'string') throw new ValidationError(messages.invalidListName);
  return name.trim() === '' ? undefined : name.trim();
}
