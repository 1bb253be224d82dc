import type { Selectable } from 'kysely';
import type { Executor, StoreDeps } from './executor.js';
import { flag, toBool } from './rows.js';
import type { SessionsTable } from './schema.js';

/** A stored session. The token itself is never stored: only its SHA-256 (DESIGN.md §6). */
export interface SessionRecord {
  token_hash: string;
  user_id: string;
  persistent: boolean;
  created_at: string;
  expires_at: string;
  last_seen_at: string;
}

/** What creating a session takes; the accounts service chooses the token and the lifetime. */
export interface NewSession {
  tokenHash: string;
  userId: string;
  persistent: boolean;
  expiresAt: Date;
}

function toSession(row: Selectable<SessionsTable>): SessionRecord {
  return { ...row, persistent: toBool(row.persistent) };
}

/**
 * Sign-in sessions (DESIGN.md §3 `sessions`), keyed by the SHA-256 of their opaque token.
 * Methods that depend on the time take `now`, defaulting to the store's clock, so the accounts
 * service can run every rule on its own injected clock.
 */
export function sessionsRepository(db: Executor, deps: Pick<StoreDeps, 'now'>) {
  return {
    async create(session: NewSession, now = deps.now()): Promise<SessionRecord> {
      const at = now.toISOString();
      const row = await db
        .insertInto('sessions')
        .values({
          token_hash: session.tokenHash,
          user_id: session.userId,
          persistent: flag(session.persistent),
          created_at: at,
          expires_at: session.expiresAt.toISOString(),
          last_seen_at: at,
        })
        .returningAll()
        .executeTakeFirstOrThrow();
      return toSession(row);
    },

    /** The session with this token hash, unless it has expired. */
    async find(tokenHash: string, now = deps.now()): Promise<SessionRecord | undefined> {
      const row = await db
        .selectFrom('sessions')
        .selectAll()
        .where('token_hash', '=', tokenHash)
        .where('expires_at', '>', now.toISOString())
        .executeTakeFirst();
      return row ? toSession(row) : undefined;
    },

    /** Slides an unexpired session's expiry and records the visit; false when it is gone or expired. */
    async touch(tokenHash: string, expiresAt: Date, now = deps.now()): Promise<boolean> {
      const at = now.toISOString();
      const result = await db
        .updateTable('sessions')
        .set({ expires_at: expiresAt.toISOString(), last_seen_at: at })
        .where('token_hash', '=', tokenHash)
        .where('expires_at', '>', at)
        .executeTakeFirst();
      return result.numUpdatedRows > 0n;
    },

    async delete(tokenHash: string): Promise<boolean> {
      const result = await db.deleteFrom('sessions').where('token_hash', '=', tokenHash).executeTakeFirst();
      return result.numDeletedRows > 0n;
    },

    /** Revokes every session of a user (password reset or change); returns how many. */
    async deleteAllOfUser(userId: string): Promise<number> {
      const result = await db.deleteFrom('sessions').where('user_id', '=', userId).executeTakeFirst();
      return Number(result.numDeletedRows);
    },

    /** Housekeeping: removes expired sessions, which no look-up returns anyway. */
    async deleteExpired(now = deps.now()): Promise<number> {
      const result = await db
        .deleteFrom('sessions')
        .where('expires_at', '<=', now.toISOString())
        .executeTakeFirst();
      return Number(result.numDeletedRows);
    },
  };
}

export type SessionsRepository = ReturnType<typeof sessionsRepository>;
