/** One request's standing against its key's quota. */
export interface RateLimitVerdict {
  allowed: boolean;
  /** The quota: requests per window. */
  limit: number;
  windowSeconds: number;
  /** Requests left in the window after this one (0 when refused). */
  remaining: number;
  /** Seconds until a request is free again (the oldest one in the window leaves it). */
  resetSeconds: number;
}

/** Counts requests per API key. */
export interface ApiRateLimiter {
  take(keyId: string): RateLimitVerdict;
}

/** When the limiter sweeps keys that have gone quiet, so the map does not grow with every key ever seen. */
const SWEEP_AT = 1_000;

/**
 * A sliding-window log per API key: at most `limit` requests within any `windowMs`, so a burst
 * at the end of one minute and another at the start of the next cannot double the rate (a fixed
 * window would allow it). Refused requests do not count. It lives in memory, per server process:
 * several processes behind one balancer each allow the limit (acceptable for a guard against
 * runaway scripts; a shared store would be needed for an exact limit across processes).
 *
 * @example
 * const limiter = createApiRateLimiter({ limit: 600 });
 * if (!limiter.take(apiKey.id).allowed) // answer 429
 */
export function createApiRateLimiter(options: {
  limit: number;
  windowMs?: number;
  now?: () => number;
}): ApiRateLimiter {
  const { limit, windowMs = 60_000, now = Date.now } = options;
  const windowSeconds = Math.round(windowMs / 1000);
  /** Each key's request times within the window, oldest first. */
  const logs = new Map<string, number[]>();

  const sweep = (at: number) => {
    for (const [key, log] of logs) if ((log.at(-1) ?? 0) <= at - windowMs) logs.delete(key);
  };

  return {
    take(keyId) {
      const at = now();
      if (logs.size >= SWEEP_AT) sweep(at);
      const log = logs.get(keyId) ?? [];
      while (log.length > 0 && (log[0] ?? 0) <= at - windowMs) log.shift();
      const allowed = log.length < limit;
      if (allowed) log.push(at);
      logs.set(keyId, log);
      // the window always holds a request here (this one, or the `limit` that refused it)
      const resetSeconds = Math.ceil(((log[0] ?? at) + windowMs - at) / 1000);
      return { allowed, limit, windowSeconds, remaining: limit - log.length, resetSeconds };
    },
  };
}

/**
 * The IETF RateLimit header fields (draft-ietf-httpapi-ratelimit-headers-10 §3 and §4,
 * https://datatracker.ietf.org/doc/draft-ietf-httpapi-ratelimit-headers/): the policy, a quota
 * `q` of requests per window `w` seconds, and the current state, `r` requests remaining and `t`
 * seconds until the quota is restored, both named by the policy they belong to.
 */
export function rateLimitHeaders(verdict: RateLimitVerdict): Record<string, string> {
  return {
    'RateLimit-Policy': `"per-key";q=${verdict.limit};w=${verdict.windowSeconds}`,
    RateLimit: `"per-key";r=${verdict.remaining};t=${verdict.resetSeconds}`,
  };
}
