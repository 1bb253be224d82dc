import type { ActorDelivery } from '../domain/completeness.js';
import { hasErrorCode, ProviderError } from '../domain/errors.js';
import { nextActorMayHelp } from '../providers/actor-fallback.js';
import type { DiscoveredProfile, DiscoverResult, DiscoveryActor } from '../providers/scraper.js';
import { withOutageRetry } from './outage.js';
import type { RunHooksFor } from './provider-runs.js';
import type { RunDeps } from './types.js';

/** What of a discovery the chain needs (target-discovery's `TargetsRequest` is one). */
export interface ChainRequest {
  type: 'followers' | 'following';
  sessionId: string | null;
  signal: AbortSignal;
  runs: RunHooksFor;
  onWait: (resumeAt: Date | null) => Promise<void>;
}

/** One target as the chain is asked for it: what it takes, and what its profile says it has. */
export interface ChainTarget {
  target: string;
  /** Its share of what the list still lacks. */
  requested: number;
  /** Its reported follower (or following) count; null when unknown. */
  reported: number | null;
  isPrivate: boolean;
  /** The provider-run key of the chain's first actor; the others' runs are kept beside it. */
  key: string;
}

/** What the chain collected for a target, and which actor delivered what. */
export interface ChainOutcome {
  result: DiscoverResult;
  actors: ActorDelivery[];
  /** True when no actor gave an answer (the last one's run failed). */
  failed: boolean;
  failure?: unknown;
}

/**
 * Collects one target through the type's chain of actors (issue 34), first to last, until it has
 * what it was asked for or the target has no more: an actor that is missing (404), not permitted
 * (403), fails or times out (`nextActorMayHelp`) hands the target to the next one; one that comes
 * back short while the target reports more is topped up by the next for what is still missing. An
 * actor cannot start at an offset, so the next one is asked for the whole share and only the
 * people not already collected are kept (each person once: one row, one charge at enrichment). An
 * outage is waited out on the last actor only (earlier ones hand over at once). Each actor's run is
 * followed under its own key (`forActor`), so a retry or a takeover mid-chain follows every run
 * already started instead of starting a twin. An actor that logs in to Instagram is skipped when
 * no session id was given.
 */
export async function collectThroughChain(
  deps: RunDeps,
  request: ChainRequest,
  item: ChainTarget,
): Promise<ChainOutcome> {
  const chain: readonly (DiscoveryActor | undefined)[] = deps.scraper.discoveryActors?.(request.type) ?? [
    undefined,
  ];
  const usable = chain.filter((actor) => !actor?.needsSessionId || request.sessionId);
  // a resumed run that no longer holds the session id, with only actors that log in: none can run
  const profiles: DiscoveredProfile[] = [];
  const seen = new Set<string>();
  const outcome: ChainOutcome = {
    result: { profiles, dropped: 0, missingTargets: [], repeated: 0 },
    actors: [],
    failed: usable.length === 0,
  };
  for (const [index, actor] of usable.entries()) {
    const last = index === usable.length - 1;
    const base = request.runs(item.key);
    // the chain's first actor keeps the key a run of one actor always had (a run in flight at an upgrade is followed)
    const hooks =
      actor === undefined || actor.id === chain[0]?.id ? base : (base.forActor?.(actor.id) ?? base);
    const call = () =>
      deps.scraper.discover({
        targets: [item.target],
        type: request.type,
        max: item.requested,
        sessionId: request.sessionId,
        signal: request.signal,
        run: hooks,
        actor: actor?.id,
      });
    let result: DiscoverResult;
    try {
      result = last
        ? await withOutageRetry(call, {
            policy: deps.outage,
            clock: deps.clock,
            signal: request.signal,
            onWait: request.onWait,
          })
        : await call();
    } catch (error) {
      if (request.signal.aborted || !(error instanceof ProviderError)) throw error;
      if (!last && nextActorMayHelp(error)) {
        deps.logger?.(`actor ${actor?.id} failed; the next one of the chain takes over`, error);
        outcome.failure ??= error;
        continue;
      }
      // what earlier actors delivered is kept; with nothing delivered a refused key or account ends the run
      if (outcome.actors.length === 0 && hasErrorCode(error, 'PROVIDER_AUTH')) throw error;
      outcome.failure ??= error;
      outcome.failed = outcome.actors.length === 0;
      break;
    }
    let delivered = 0;
    for (const found of result.profiles) {
      if (seen.has(found.username)) continue;
      if (profiles.length >= item.requested) break;
      seen.add(found.username);
      profiles.push(found);
      delivered++;
    }
    outcome.result.dropped += result.dropped;
    outcome.result.repeated = (outcome.result.repeated ?? 0) + (result.repeated ?? 0);
    outcome.result.missingTargets.push(...result.missingTargets);
    if (actor) outcome.actors.push({ actor: actor.id, delivered });
    // short: fewer than asked while the target has more (its reported count; unknown: only an empty answer)
    const missing = result.missingTargets.some((entry) => entry.username === item.target);
    const hasMore = item.reported === null ? profiles.length === 0 : item.reported > profiles.length;
    if (missing || item.isPrivate || profiles.length >= item.requested || !hasMore) break;
  }
  if (outcome.actors.length > 0) outcome.failure = undefined;
  return outcome;
}
