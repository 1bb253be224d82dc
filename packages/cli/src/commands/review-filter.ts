import type { Command } from 'commander';

/** The lead review's filter flags (`profiles ls`, and `campaigns create --from-list`). */
export interface ReviewFilterOptions {
  bioContains?: string;
  bioExcludes?: string;
  nameContains?: string;
  minFollowers?: string;
  maxFollowers?: string;
  minPosts?: string;
  maxPosts?: string;
}

const TEXT_FLAGS = [
  ['--bio-contains <text>', 'bio contains this text (case-insensitive)'],
  ['--bio-excludes <text>', 'bio does not contain this text'],
  ['--name-contains <text>', 'full name or username contains this text'],
] as const;

const FOLLOWER_FLAGS = [
  ['--min-followers <n>', 'at least n followers (a missing or zero count is excluded)'],
  ['--max-followers <n>', 'at most n followers'],
] as const;

const POST_FLAGS = [
  ['--min-posts <n>', 'at least n posts'],
  ['--max-posts <n>', 'at most n posts'],
] as const;

/**
 * Adds the lead review's filter flags; `withFollowers: false` leaves out --min/--max-followers
 * for a command that already has them.
 */
export function reviewFilterFlags(command: Command, { withFollowers = true } = {}): Command {
  const flags = [...TEXT_FLAGS, ...(withFollowers ? FOLLOWER_FLAGS : []), ...POST_FLAGS];
  for (const [flag, help] of flags) command.option(flag, help);
  return command;
}

/** The filter object core's `normalizeLeadReviewFilter` reads, or undefined when no flag is set. */
export function reviewFilter(options: ReviewFilterOptions): Record<string, string> | undefined {
  const filter = Object.fromEntries(
    (
      [
        'bioContains',
        'bioExcludes',
        'nameContains',
        'minFollowers',
        'maxFollowers',
        'minPosts',
        'maxPosts',
      ] as const
    ).flatMap((key) => (options[key] === undefined ? [] : [[key, options[key]]])),
  );
  return Object.keys(filter).length > 0 ? filter : undefined;
}
