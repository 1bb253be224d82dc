import { randomUUID } from 'node:crypto';
import { messages } from '../domain/messages.js';
import { createApifyHttp } from './apify-http.js';
import { matchProfiles, parseDiscoveryItems } from './apify-items.js';
import { runActor } from './apify-run-actor.js';
import { DEFAULT_RETRY, type RetryPolicy } from './retry.js';
import type { Scraper } from './scraper.js';

/** Where and how the Apify adapter calls. */
export interface ApifyScraperOptions {
  token: string;
  /** Defaults to https://api.apify.com; demo mode and tests point it at the sandbox. */
  baseUrl?: string;
  /** The followers/following actor, `owner~name` (or `owner/name`). */
  followersActor: string;
  /** The profile actor, `owner~name`. */
  profileActor: string;
  retry?: Partial<RetryPolicy>;
  /** Per HTTP request; run-sync holds the connection up to Apify's 300 s limit, hence 330 s. */
  requestTimeoutMs?: number;
  /** Between polls of a run that is still going. */
  pollIntervalMs?: number;
  /** A unique id per call, put in the actor input to find its run again after a 408. */
  newRequestId?: () => string;
}

// spec §7: residential proxies in the US for both actors.
const PROXY = { useApifyProxy: true, apifyProxyGroups: ['RESIDENTIAL'], apifyProxyCountry: 'US' };

/**
 * The Scraper port on Apify (DESIGN.md §4): discovery runs the followers actor, lookups the
 * profile actor, both with run-sync-get-dataset-items. 429, 5xx, network errors and cut-short
 * answers are retried with full-jitter backoff (Retry-After honoured); 401/403 fail at once as
 * PROVIDER_AUTH; a 408 follows the run that goes on instead of starting another. The token and
 * the Instagram session id are sent, never logged nor put in an error.
 *
 * @example
 * const scraper = createApifyScraper({ token, followersActor: 'a~followers', profileActor: 'a~profiles' });
 * const { profiles } = await scraper.discover({ targets: ['nasa'], type: 'followers', max: 50, sessionId });
 */
export function createApifyScraper(options: ApifyScraperOptions): Scraper {
  const policy = { ...DEFAULT_RETRY, ...options.retry };
  const http = createApifyHttp({
    token: options.token,
    baseUrl: options.baseUrl ?? 'https://api.apify.com',
    requestTimeoutMs: options.requestTimeoutMs ?? 330_000,
    policy,
  });
  const pollIntervalMs = options.pollIntervalMs ?? 2000;
  const newRequestId = options.newRequestId ?? randomUUID;

  return {
    async discover(request) {
      // spec §7 discovery payload
      const input = {
        username: [...request.targets],
        max_items: request.max,
        scrape_type: request.type,
        sessionid: request.sessionId,
        proxy: PROXY,
      };
      const items = await runActor({
        http,
        actor: options.followersActor,
        input,
        requestId: newRequestId(),
        pollIntervalMs,
        fallbackMessage: messages.failedToFetchInstagramData,
        secrets: [request.sessionId],
        signal: request.signal,
      });
      return parseDiscoveryItems(items, request.max);
    },

    async lookupProfiles(usernames, sessionId, lookupOptions) {
      if (usernames.length === 0) return [];
      // spec §7 profile batch payload
      const input = { usernames: [...usernames], sessionCookie: sessionId ?? undefined, proxy: PROXY };
      const items = await runActor({
        http,
        actor: options.profileActor,
        input,
        requestId: newRequestId(),
        pollIntervalMs,
        fallbackMessage: messages.failedToFetchProfiles,
        secrets: sessionId ? [sessionId] : [],
        signal: lookupOptions?.signal,
      });
      return matchProfiles(usernames, items);
    },
  };
}
