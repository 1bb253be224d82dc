import { messages } from '../domain/messages.js';
import { nextActorMayHelp } from './actor-fallback.js';
import {
  type ActorChoices,
  type ActorInput,
  type ConnectionsContract,
  contractOf,
  DEFAULT_ACTORS,
  type ProfilesContract,
} from './apify-contracts.js';
import { createApifyHttp } from './apify-http.js';
import { matchProfiles, parseDiscoveryItems } from './apify-items.js';
import { type RunCaps, runActor } from './apify-run.js';
import { DEFAULT_RETRY, type RetryPolicy } from './retry.js';
import type { ProviderRunHooks, Scraper } from './scraper.js';

/** Where and how the Apify adapter calls. */
export interface ApifyScraperOptions {
  token: string;
  /** Defaults to https://api.apify.com; demo mode and tests point it at the sandbox. */
  baseUrl?: string;
  /** The chain of actors of each job and the contract each follows (`resolveChain`); the defaults otherwise. */
  actors?: ActorChoices;
  /**
   * The most a run may cost per 1,000 results, in USD: with the results asked for, it sets each
   * run's `maxTotalChargeUsd` (pay-per-event actors). Defaults to $5, above the Store's Instagram
   * follower and profile actors (reference/real-services.md: $0.10-$4.50 per 1,000).
   */
  maxUsdPer1000?: number;
  retry?: Partial<RetryPolicy>;
  /** Per HTTP request; a poll is held up to 60 s (`waitForFinish`), hence 90 s. */
  requestTimeoutMs?: number;
  /** Between polls when Apify answers early while the run goes on. */
  pollIntervalMs?: number;
}

export const DEFAULT_MAX_USD_PER_1000 = 5;
/** A pay-per-event actor may also charge for its start; the cap leaves room for it. */
const START_ALLOWANCE_USD = 0.05;
/**
 * The smallest cap sent. Apify's own minimum is $0.01, but some actors refuse caps under $0.50
 * or $0.70 (400 max-total-charge-usd-below-minimum, public callers' logs): a cap is a ceiling,
 * not a price, so small runs get $0.50 (and a refusal naming a higher minimum is retried with it).
 */
const MIN_CAP_USD = 0.5;

/**
 * A run's caps from the results it is asked for: `maxItems` those results, `maxTotalChargeUsd`
 * their price at `maxUsdPer1000` plus the start (at least $0.50), and a `timeout` of 5 minutes plus a second per
 * result, at most an hour.
 */
export function runCaps(maxItems: number, maxUsdPer1000: number): RunCaps {
  // in cents, rounded up to a whole cent (less a hair, so 30.000000001 cents stays 30)
  const cents = START_ALLOWANCE_USD * 100 + (maxItems * maxUsdPer1000) / 10;
  return {
    maxItems,
    maxTotalChargeUsd: Math.max(MIN_CAP_USD, Math.ceil(cents - 1e-6) / 100),
    timeoutSecs: Math.min(3600, 300 + maxItems),
  };
}

/**
 * The Scraper port on Apify (DESIGN.md §4). Each job has a chain of actors (issue 34), each one's
 * input built and items read by its own published contract (apify-contracts.ts): a discovery runs
 * the actor of the chain its caller names (`discoveryActors`; the caller walks the chain, topping
 * up a short actor), lookups walk the profile chain themselves until an actor answers. Every run is started
 * asynchronously with cost caps and followed until it ends (`runActor`). 429, 5xx, network errors
 * and cut-short answers are retried with full-jitter backoff; 401, 402, 403 and an unknown actor
 * fail at once as PROVIDER_AUTH with what to do. The token and the Instagram session id are sent,
 * never logged nor put in an error; the session id goes only to an actor that logs in with it.
 *
 * @example
 * const scraper = createApifyScraper({ token });
 * const { profiles } = await scraper.discover({ targets: ['nasa'], type: 'followers', max: 50, sessionId: null });
 */
export function createApifyScraper(options: ApifyScraperOptions): Scraper {
  const policy = { ...DEFAULT_RETRY, ...options.retry };
  const http = createApifyHttp({
    token: options.token,
    baseUrl: options.baseUrl ?? 'https://api.apify.com',
    requestTimeoutMs: options.requestTimeoutMs ?? 90_000,
    policy,
  });
  const actors = options.actors ?? DEFAULT_ACTORS;
  const pollIntervalMs = options.pollIntervalMs ?? 1000;
  const maxUsdPer1000 = options.maxUsdPer1000 ?? DEFAULT_MAX_USD_PER_1000;
  const chain = (type: 'followers' | 'following') =>
    actors[type].map((choice) => ({ id: choice.id, contract: contractOf(choice) as ConnectionsContract }));
  const profileChain = actors.profiles.map((choice) => ({
    id: choice.id,
    contract: contractOf(choice) as ProfilesContract,
  }));

  const run = (
    actor: string,
    built: ActorInput,
    fallbackMessage: string,
    secret: string | null,
    signal?: AbortSignal,
    provider?: ProviderRunHooks,
  ) =>
    runActor({
      http,
      actor,
      input: built.input,
      caps: runCaps(built.maxItems, maxUsdPer1000),
      pollIntervalMs,
      fallbackMessage,
      secrets: secret ? [secret] : [],
      signal,
      recorded: provider?.recorded,
      started: provider?.started,
    });

  return {
    sessionIdRequired: (type) => chain(type).some((actor) => actor.contract.needsSessionId),

    discoveryActors: (type) =>
      chain(type).map((actor) => ({ id: actor.id, needsSessionId: actor.contract.needsSessionId })),

    // One actor of the chain (the caller walks it: target-discovery.ts), built and read by its contract.
    async discover(request) {
      const actors = chain(request.type);
      const actor =
        actors.find((candidate) => candidate.id === request.actor) ?? (actors[0] as (typeof actors)[0]);
      const sessionId = actor.contract.needsSessionId ? request.sessionId : null;
      const built = actor.contract.buildInput({ ...request, sessionId });
      const items = await run(
        actor.id,
        built,
        messages.failedToFetchInstagramData,
        sessionId,
        request.signal,
        request.run,
      );
      return parseDiscoveryItems(items, request.max, request.targets, { idKeys: actor.contract.idKeys });
    },

    // issue 34: the chain's actors in turn, until one answers; each one's run is followed under
    // its own key (the first's under the caller's), so a retry never starts a twin of any.
    async lookupProfiles(usernames, sessionId, lookupOptions) {
      if (usernames.length === 0) return [];
      for (const [index, actor] of profileChain.entries()) {
        const hooks = index === 0 ? lookupOptions?.run : lookupOptions?.run?.forActor?.(actor.id);
        const secret = actor.contract.needsSessionId ? sessionId : null;
        try {
          const items = await run(
            actor.id,
            actor.contract.buildInput(usernames),
            messages.failedToFetchProfiles,
            secret,
            lookupOptions?.signal,
            hooks,
          );
          return matchProfiles(usernames, items);
        } catch (error) {
          const last = index === profileChain.length - 1;
          if (last || lookupOptions?.signal?.aborted || !nextActorMayHelp(error)) throw error;
        }
      }
      return [];
    },
  };
}
