import {
  type Config,
  type CustomPayload,
  type DiscoverPayload,
  sessionIdRequired,
  validateCustom,
  validateDiscovery,
} from '@leadgen/core';
import type { UsernameCsvFile } from '@leadgen/core/domain';
import { parseUsernameCsv } from '@leadgen/core/username-csv';

/** The discover flags as commander hands them over. */
export interface DiscoverFlags {
  target?: string[];
  type?: string;
  max?: string;
  sessionId?: string;
  name?: string;
  refresh?: boolean;
}

/**
 * The discovery run the flags ask for, checked by core in the spec's order (§5: targets, type,
 * max profiles, then — only when the configured actor logs in to Instagram — 'Instagram session
 * ID is required'); `--session-id` wins over IG_SESSION_ID. An actor that needs no session id is
 * never sent one.
 */
export function discoverPayload(
  flags: DiscoverFlags,
  envSessionId: string | undefined,
  config: Pick<Config, 'apify'>,
): DiscoverPayload {
  return validateDiscovery(
    {
      targets: flags.target ?? [],
      type: flags.type ?? 'followers',
      max: flags.max,
      sessionId: flags.sessionId ?? envSessionId ?? '',
      name: flags.name,
      refresh: flags.refresh === true,
    },
    { sessionIdRequired: (type) => sessionIdRequired(config.apify.actors, type) },
  );
}

/**
 * The custom list of `leadgen import`: the CSV's usernames (spec §5 "Custom list", its messages)
 * followed by the repeated --username ones, checked by core, and the import's note on what the
 * CSV left out. No session id: the profile actor logs in to nothing (DESIGN.md §9).
 */
export function customPayload(input: {
  csv?: UsernameCsvFile;
  usernames?: string[];
  name?: string;
  refresh?: boolean;
}): {
  payload: CustomPayload;
  csvNote: string | null;
} {
  const imported = input.csv ? parseUsernameCsv(input.csv) : null;
  const payload = validateCustom({
    usernames: [...(imported?.usernames ?? []), ...(input.usernames ?? [])],
    name: input.name,
    refresh: input.refresh === true,
  });
  return { payload, csvNote: imported?.note ?? null };
}
