import type { CustomPayload, DiscoverPayload } from '@leadgen/core';
import {
  messages,
  parseCustomUsernames,
  parseMaxProfiles,
  parseSessionId,
  parseTargets,
  parseUsernameCsv,
  type UsernameCsvFile,
  ValidationError,
} from '@leadgen/core/domain';

/** The discover flags as commander hands them over. */
export interface DiscoverFlags {
  target?: string[];
  type?: string;
  max?: string;
  sessionId?: string;
  name?: string;
}

const listName = (name: string | undefined) => (name?.trim() ? name.trim() : undefined);

/**
 * The discovery run the flags ask for, checked in the spec's order (§5: targets, type, max
 * profiles, then 'Instagram session ID is required'); `--session-id` wins over IG_SESSION_ID.
 * Mirrors core's validateDiscovery, which core does not export yet.
 */
export function discoverPayload(flags: DiscoverFlags, envSessionId: string | undefined): DiscoverPayload {
  const targets = parseTargets(flags.target ?? []);
  const type = flags.type ?? 'followers';
  if (type !== 'followers' && type !== 'following') throw new ValidationError(messages.invalidSearchType);
  const max = parseMaxProfiles(flags.max);
  const sessionId = parseSessionId(flags.sessionId ?? envSessionId ?? '');
  const name = listName(flags.name);
  return { targets, type, max, sessionId, ...(name !== undefined && { name }) };
}

/**
 * The custom list of `leadgen import`: the CSV's usernames (spec §5 "Custom list", its messages)
 * followed by the repeated --username ones; the session id is optional. Mirrors core's
 * validateCustom, which core does not export yet.
 */
export function customPayload(
  input: { csv?: UsernameCsvFile; usernames?: string[]; sessionId?: string; name?: string },
  envSessionId: string | undefined,
): CustomPayload {
  const fromCsv = input.csv ? parseUsernameCsv(input.csv).usernames : [];
  const usernames = parseCustomUsernames([...fromCsv, ...(input.usernames ?? [])]);
  const typed = (input.sessionId ?? envSessionId ?? '').trim();
  const name = listName(input.name);
  return { usernames, sessionId: typed === '' ? null : typed, ...(name !== undefined && { name }) };
}
