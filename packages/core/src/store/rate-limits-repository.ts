import type { Selectable } from 'kysely';
import { type Executor, inTransaction, lockKey, type StoreDeps } from './executor.js';
import type { RateLimitsTable } from './schema.js';

/**
 * A fixed-window limit: at most `limit` hits per `windowMs`. With `blockMs`, the hit that uses
 * up the limit also blocks the key for `blockMs` from then (a lock-out); without it the key is
 * refused until its window ends.
 */
export interface RateLimitPolicy {
  limit: number;
  windowMs: number;
  blockMs?: number;
}

/** Whether a hit may go ahead and, when not, how long until one may (whole seconds, >= 1). */
export interface RateLimitResult {
  allowed: boolean;
  retryAfterSeconds: number;
  /** Hits counted in the current window, this one included when it was allowed. */
  count: number;
}

interface Standing {
  /** The window is over (or never began): the next hit starts a new one. */
  fresh: boolean;
  count: number;
  waitMs: number;
}

function assertPolicy(policy: RateLimitPolicy): void {
  if (!Number.isInteger(policy.limit) || policy.limit < 1) {
    throw new RangeError('limit must be a whole number of 1 or more');
  }
  if (!Number.isFinite(policy.windowMs) || policy.windowMs <= 0) throw new RangeError('windowMs must be > 0');
  if (policy.blockMs !== undefined && (!Number.isFinite(policy.blockMs) || policy.blockMs <= 0)) {
    throw new RangeError('blockMs must be > 0');
  }
}

function standing(
  row: Selectable<RateLimitsTable> | undefined,
  policy: RateLimitPolicy,
  at: number,
): Standing {
  const fresh: Standing = { fresh: true, count: 0, waitMs: 0 };
  if (!row) return fresh;
  const count = Number(row.count);
  if (row.blocked_until !== null) {
    const blockedUntil = Date.parse(row.blocked_until);
    // A block that has run out starts the key afresh.
    return blockedUntil > at ? { fresh: false, count, waitMs: blockedUntil - at } : fresh;
  }
  const windowEnd = Date.parse(row.window_started_at) + policy.windowMs;
  if (!Number.isFinite(windowEnd) || windowEnd <= at) return fresh;
  return { fresh: false, count, waitMs: count >= policy.limit ? windowEnd - at : 0 };
}

function result(state: Standing, allowed: boolean, count: number): RateLimitResult {
  return { allowed, retryAfterSeconds: allowed ? 0 : Math.max(1, Math.ceil(state.waitMs / 1000)), count };
}

/**
 * Counters for throttling (DESIGN.md §3 `rate_limits`, §6 "throttled sign-in/sign-up/reset"),
 * kept in the database so a limit holds across every process sharing it. Keys are the caller's
 * (`signin:ip:203.0.113.7`). Methods take `now`, defaulting to the store's clock.
 *
 * @example
 * const { allowed, retryAfterSeconds } = await store.rateLimits.hit('signup:ip:203.0.113.7', {
 *   limit: 10,
 *   windowMs: 3_600_000,
 * });
 */
export function rateLimitsRepository(db: Executor, deps: Pick<StoreDeps, 'now' | 'engine'>) {
  return {
    /**
     * Counts one hit unless the key is refused, in one write transaction that holds the key,
     * so concurrent processes never both take the last hit. A refused hit is not counted.
     */
    async hit(key: string, policy: RateLimitPolicy, now = deps.now()): Promise<RateLimitResult> {
      assertPolicy(policy);
      return inTransaction(db, async (trx) => {
        await lockKey(trx, deps.engine, `rate_limits:${key}`);
        const row = await trx.selectFrom('rate_limits').selectAll().where('key', '=', key).executeTakeFirst();
        const state = standing(row, policy, now.getTime());
        if (state.waitMs > 0) return result(state, false, state.count);
        const count = state.count + 1;
        const values = {
          count,
          window_started_at: state.fresh || !row ? now.toISOString() : row.window_started_at,
          blocked_until:
            policy.blockMs !== undefined && count >= policy.limit
              ? new Date(now.getTime() + policy.blockMs).toISOString()
              : null,
        };
        await trx
          .insertInto('rate_limits')
          .values({ key, ...values })
          .onConflict((oc) => oc.column('key').doUpdateSet(values))
          .execute();
        return result(state, true, count);
      });
    },

    /** Whether a hit would be allowed now, without counting one. */
    async peek(key: string, policy: RateLimitPolicy, now = deps.now()): Promise<RateLimitResult> {
      assertPolicy(policy);
      const row = await db.selectFrom('rate_limits').selectAll().where('key', '=', key).executeTakeFirst();
      const state = standing(row, policy, now.getTime());
      return result(state, state.waitMs === 0, state.count);
    },

    /** Forgets a key's hits and block (a successful sign-in clears its account's failures). */
    async reset(key: string): Promise<void> {
      await db.deleteFrom('rate_limits').where('key', '=', key).execute();
    },

    /**
     * Housekeeping: removes keys not blocked now whose window began before `olderThan` (pass
     * now minus the longest window in use); such keys would start afresh anyway.
     */
    async deleteStale(olderThan: Date, now = deps.now()): Promise<number> {
      const deleted = await db
        .deleteFrom('rate_limits')
        .where('window_started_at', '<', olderThan.toISOString())
        .where((eb) => eb.or([eb('blocked_until', 'is', null), eb('blocked_until', '<=', now.toISOString())]))
        .executeTakeFirst();
      return Number(deleted.numDeletedRows);
    },
  };
}

export type RateLimitsRepository = ReturnType<typeof rateLimitsRepository>;
