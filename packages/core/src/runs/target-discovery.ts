import { completenessReason } from '../domain/completeness.js';
import type { SearchList } from '../domain/search-list.js';
import type { DiscoverResult, LookupResult } from '../providers/scraper.js';
import type { StoredTargetCompleteness } from '../store/list-completeness-repository.js';
import type { RunHooksFor } from './provider-runs.js';
import { collectThroughChain } from './target-chain.js';
import type { RunDeps } from './types.js';

/** One discovery as the run asks for it, over all its targets. */
export interface TargetsRequest {
  list: SearchList;
  targets: readonly string[];
  type: 'followers' | 'following';
  /** The most profiles the list takes in all (the balance's cap applied). */
  max: number;
  sessionId: string | null;
  refresh: boolean;
  signal: AbortSignal;
  runs: RunHooksFor;
  /** Hears each target as it is saved: how many of the targets are done, and the list's rows. */
  onTarget?: (done: number, rows: number) => Promise<void>;
  /** Hears an outage's wait begin (when the next try is) and end (null). */
  onWait: (resumeAt: Date | null) => Promise<void>;
}

/** What collecting the targets came to: the lookups and each target's result, for an empty run's error. */
export interface TargetsOutcome {
  lookups: LookupResult[];
  result: DiscoverResult;
  /** The first failure of a target's run, when one failed. */
  failure?: unknown;
}

/**
 * The provider-run key of a target's discovery: `discover` for a list of one target (as before
 * targets had runs of their own, so a run in flight at an upgrade is followed), else per target.
 */
const discoverKey = (targets: readonly string[], target: string) =>
  targets.length === 1 ? 'discover' : `discover:${target}`;

/**
 * The targets' profiles, from one lookup (their reported counts, and whether they are private or
 * missing); none when the lookup fails: the counts are then unknown, and the run goes on.
 */
async function lookUpTargets(
  deps: RunDeps,
  request: TargetsRequest,
  targets: readonly string[],
): Promise<LookupResult[]> {
  try {
    return await deps.scraper.lookupProfiles(targets, request.sessionId, {
      signal: request.signal,
      run: request.runs(`targets:${targets.join(',')}`),
    });
  } catch (error) {
    if (request.signal.aborted) throw error;
    deps.logger?.('target lookup failed', error);
    return [];
  }
}

/** The rows a list holds, settled or not. */
async function rowCount(deps: RunDeps, userId: string, listId: string): Promise<number> {
  const counts = await deps.store.profiles.statusCounts(userId, listId);
  return counts.reduce((sum, row) => sum + row.total, 0);
}

/**
 * Collects the followers (or followings) of each target not collected yet, one provider run per
 * target, and saves each target's rows together with its completeness (issue 34) in one
 * transaction: a crash loses at most the target in flight (whose provider run a takeover follows),
 * and a resumed run skips the targets saved, so nothing is collected, charged or counted twice.
 * Each target is asked for its share of what the list still lacks, the targets with the fewest
 * people first, so one with fewer than its share leaves the rest to the larger ones. Each target
 * goes through the type's chain of actors (`collectThroughChain`, issue 34), and its completeness
 * records which actor delivered what. A target whose every actor failed with a passing provider
 * error is recorded `provider_failed` and the others go on; a refused key or account, or a stop,
 * ends the run. Returns what the run saw, for the error of a run that saved no one.
 */
export async function discoverTargets(deps: RunDeps, request: TargetsRequest): Promise<TargetsOutcome> {
  const { store } = deps;
  const { list, targets, type } = request;
  const userId = list.user_id;
  const saved = new Map((await store.lists.completeness(userId, list.id)).map((row) => [row.target, row]));
  // a target is collected once its completeness is saved, unless its run failed: that one is tried again
  const pending = targets.filter((target) => {
    const row = saved.get(target);
    return row === undefined || row.reason === 'provider_failed';
  });
  const lookups = pending.length > 0 ? await lookUpTargets(deps, request, targets) : [];
  const byTarget = new Map(lookups.map((lookup) => [lookup.username, lookup]));
  const outcome: TargetsOutcome = { lookups, result: { profiles: [], dropped: 0, missingTargets: [] } };
  const source = targets[0] as string;
  let done = targets.length - pending.length;
  const countOf = (target: string) => {
    const lookup = byTarget.get(target);
    const profile = lookup?.ok ? lookup.profile : undefined;
    return type === 'followers' ? profile?.followers_count : profile?.follows_count;
  };
  // The fewest people first: a target with fewer than its share leaves the rest to the larger
  // ones after it, whatever order the targets were typed in (one that is private or missing has
  // none to give; one whose lookup failed may have any number, so it goes last).
  const available = (target: string) => {
    const lookup = byTarget.get(target);
    if (lookup === undefined) return Number.POSITIVE_INFINITY;
    if (!lookup.ok || lookup.profile.is_private === true) return 0;
    return countOf(target) ?? Number.POSITIVE_INFINITY;
  };
  const order = [...pending].sort((a, b) => {
    const [x, y] = [available(a), available(b)];
    return x === y ? 0 : x < y ? -1 : 1;
  });
  for (const [index, target] of order.entries()) {
    const rows = await rowCount(deps, userId, list.id);
    const left = order.length - index;
    const requested = Math.max(1, Math.ceil((request.max - rows) / left));
    const lookup = byTarget.get(target);
    const profile = lookup?.ok ? lookup.profile : undefined;
    const count = countOf(target);
    // issue 34: the type's chain of actors, each topping up what the one before left missing
    const chained = await collectThroughChain(deps, request, {
      target,
      requested,
      reported: lookup !== undefined && !lookup.ok ? null : (count ?? null),
      isPrivate: profile?.is_private === true,
      key: discoverKey(targets, target),
    });
    const { result, failed } = chained;
    if (chained.failure !== undefined) outcome.failure ??= chained.failure;
    outcome.result.profiles.push(...result.profiles);
    outcome.result.dropped += result.dropped;
    outcome.result.missingTargets.push(...result.missingTargets);
    const unique = result.profiles.length;
    const collected = unique + (result.repeated ?? 0);
    // missing: the scraper said so, or the lookup found no such account and no one was collected
    // (a lookup that came back empty says nothing against a target whose people arrived)
    const missing =
      result.missingTargets.some((item) => item.username === target) ||
      (lookup !== undefined && !lookup.ok && collected === 0);
    const reported = missing ? null : (count ?? null);
    const position = targets.indexOf(target);
    await store.transaction(async (tx) => {
      // spec §3: connection_type is the search type, source_username the first target; insertMany
      // keeps one row per person per list (a target's people already found by another stay one row)
      await tx.profiles.insertMany(
        userId,
        list.id,
        result.profiles.map((found) => ({ ...found, connection_type: type, source_username: source })),
      );
      const alreadyKnown = request.refresh
        ? 0
        : await tx.people.countFresh(
            userId,
            await tx.people.idsByUsername(
              userId,
              result.profiles.map((found) => found.username),
            ),
            await tx.people.freshSince(userId),
          );
      const row: StoredTargetCompleteness = {
        target,
        position,
        requested,
        reported,
        collected,
        unique,
        alreadyKnown,
        actors: chained.actors,
        reason: completenessReason({
          reported,
          requested,
          collected,
          missing,
          isPrivate: profile?.is_private === true,
          failed: failed || collected === 0,
        }),
      };
      await tx.lists.saveCompleteness(userId, list.id, row);
    });
    done++;
    await request.onTarget?.(done, await rowCount(deps, userId, list.id));
  }
  return outcome;
}
