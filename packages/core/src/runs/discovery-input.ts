import { ValidationError } from '../domain/errors.js';
import { parseMaxProfiles } from '../domain/max-profiles.js';
import { messages } from '../domain/messages.js';
import { plainText } from '../domain/plain-text.js';
import { parseSessionId, parseTargets } from '../domain/usernames.js';
import { type Validated, validated } from './validated.js';

/** A discovery run as a user asks for it (form, CLI flags, API body): anything may be wrong. */
export interface DiscoveryInput {
  targets: unknown;
  type: unknown;
  max?: unknown;
  sessionId?: unknown;
  name?: unknown;
  /** Enrich everyone again and pay for it, even people enriched within the window (issue 30). */
  refresh?: unknown;
}

/** A discovery run's fields once checked (`DiscoveryRequest` is this, marked validated). */
export interface DiscoveryFields {
  targets: string[];
  type: 'followers' | 'following';
  max: number;
  /**
   * Only when the configured actor logs in to Instagram (`sessionIdRequired`), else null: a
   * credential, never logged, never in an error or a result.
   */
  sessionId: string | null;
  name?: string;
  /** Set (true) only when asked: everyone is enriched again and charged (issue 30). */
  refresh?: true;
}

/**
 * A valid discovery run, as only `validateDiscovery` returns it: what `discover` jobs are
 * enqueued with (`DiscoverPayload`), and what their handler trusts without checking it again.
 */
export type DiscoveryRequest = Validated<DiscoveryFields, 'discovery'>;

/** Whether a discovery of a type needs the Instagram session id (the Scraper port answers it). */
export interface SessionIdPolicy {
  sessionIdRequired(type: 'followers' | 'following'): boolean;
}

/**
 * Checks a discovery run against spec §5 and returns it normalised: targets (1 to 5, each
 * 'Invalid username format: {username}', none 'Please provide at least one Instagram username'),
 * search type followers or following, max profiles 1..1000 ('Profile limit must be between 1 and
 * 1000', default 100) and, when the configured actor logs in to Instagram, the session id
 * ('Instagram session ID is required'). An actor that needs none never gets one: a session id
 * given anyway is dropped (DESIGN.md §9). Throws the first ValidationError in that order.
 *
 * @example
 * validateDiscovery({ targets: ['@NatGeo'], type: 'followers', max: '200', sessionId: ' abc ' }, scraper)
 * // { targets: ['natgeo'], type: 'followers', max: 200, sessionId: null } with the default actors
 */
export function validateDiscovery(input: DiscoveryInput, policy: SessionIdPolicy): DiscoveryRequest {
  if (!Array.isArray(input.targets)) throw new ValidationError(messages.atLeastOneUsername);
  // spec §5: 1 to 5 targets, '@' stripped, lowercased, trimmed, empty ones ignored, pattern checked
  const targets = parseTargets(input.targets as string[]);
  if (input.type !== 'followers' && input.type !== 'following') {
    throw new ValidationError(messages.invalidSearchType);
  }
  // spec §5: an integer 1 to 1000 ('Profile limit must be between 1 and 1000'); absent means 100
  const max = parseMaxProfiles(input.max);
  const name = listNameInput(input.name);
  // decided once, here: the handler sends what the payload holds (a resumed job's, `resumeJob`)
  const sessionId = discoverySessionId(input.sessionId, input.type, policy);
  return validated({
    targets,
    type: input.type,
    max,
    sessionId,
    ...(name !== undefined && { name }),
    ...(input.refresh === true && { refresh: true as const }),
  });
}

/**
 * The session id a discovery of `type` sends: parsed (spec §5, 'Instagram session ID is
 * required') when the policy's actor logs in, else null. Where a run is queued or resumed.
 */
export function discoverySessionId(
  raw: unknown,
  type: 'followers' | 'following',
  policy: SessionIdPolicy,
): string | null {
  if (!policy.sessionIdRequired(type)) return null;
  return parseSessionId(typeof raw === 'string' ? raw : '');
}

/**
 * A list name given by the caller: trimmed, without control characters (`plainText`); blank or
 * absent means "generate one" (spec §3).
 */
export function listNameInput(name: unknown): string | undefined {
  if (name === undefined || name === null) return undefined;
  if (typeof name !== 'string') throw new ValidationError(messages.invalidListName);
  const plain = plainText(name).trim();
  return plain === '' ? undefined : plain;
}
