import type { Executor, StoreDeps } from './executor.js';

/** A pending password reset, as `find` returns it. */
export interface PasswordResetRecord {
  token_hash: string;
  user_id: string;
  created_at: string;
  expires_at: string;
}

/**
 * Password reset tokens (DESIGN.md §3 `password_resets`), keyed by the SHA-256 of the token
 * mailed to the user. A token is single use and valid until `expires_at` (DESIGN.md §6: 1 h).
 * Methods that depend on the time take `now`, defaulting to the store's clock.
 */
export function passwordResetsRepository(db: Executor, deps: Pick<StoreDeps, 'now'>) {
  return {
    async create(
      reset: { tokenHash: string; userId: string; expiresAt: Date },
      now = deps.now(),
    ): Promise<void> {
      await db
        .insertInto('password_resets')
        .values({
          token_hash: reset.tokenHash,
          user_id: reset.userId,
          created_at: now.toISOString(),
          expires_at: reset.expiresAt.toISOString(),
          used_at: null,
        })
        .execute();
    },

    /** The reset with this token hash while it is unused and unexpired; does not use it up. */
    async find(tokenHash: string, now = deps.now()): Promise<PasswordResetRecord | undefined> {
      return db
        .selectFrom('password_resets')
        .select(['token_hash', 'user_id', 'created_at', 'expires_at'])
        .where('token_hash', '=', tokenHash)
        .where('used_at', 'is', null)
        .where('expires_at', '>', now.toISOString())
        .executeTakeFirst();
    },

    /**
     * Uses the token up and returns its user id; undefined when it is unknown, used or expired.
     * One conditional UPDATE, so of two concurrent consumers exactly one wins.
     */
    async consume(tokenHash: string, now = deps.now()): Promise<string | undefined> {
      const at = now.toISOString();
      const row = await db
        .updateTable('password_resets')
        .set({ used_at: at })
        .where('token_hash', '=', tokenHash)
        .where('used_at', 'is', null)
        .where('expires_at', '>', at)
        .returning('user_id')
        .executeTakeFirst();
      return row?.user_id;
    },

    /** Removes a user's reset tokens, used or not (after the password changed). */
    async deleteAllOfUser(userId: string): Promise<number> {
      const result = await db.deleteFrom('password_resets').where('user_id', '=', userId).executeTakeFirst();
      return Number(result.numDeletedRows);
    },

    /** Housekeeping: removes expired tokens, which can no longer be used. */
    async deleteExpired(now = deps.now()): Promise<number> {
      const result = await db
        .deleteFrom('password_resets')
        .where('expires_at', '<=', now.toISOString())
        .executeTakeFirst();
      return Number(result.numDeletedRows);
    },
  };
}

export type PasswordResetsRepository = ReturnType<typeof passwordResetsRepository>;
