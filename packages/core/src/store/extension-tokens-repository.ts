import type { Executor, StoreDeps } from './executor.js';

/** A browser extension pairing as listed in Settings (never its token or hash). */
export interface ExtensionPairing {
  id: string;
  label: string;
  created_at: string;
  last_used_at: string | null;
}

const PAIRING_COLUMNS = ['id', 'label', 'created_at', 'last_used_at'] as const;

/**
 * The browser extension's tokens (migration 0011), keyed by the SHA-256 of the token and scoped
 * to their user. Revoking keeps the row (with `revoked_at`) and makes the token unusable.
 */
export function extensionTokensRepository(db: Executor, deps: StoreDeps) {
  return {
    async create(userId: string, tokenHash: string, label: string): Promise<ExtensionPairing> {
      return db
        .insertInto('extension_tokens')
        .values({
          id: deps.newId(),
          user_id: userId,
          token_hash: tokenHash,
          label,
          created_at: deps.now().toISOString(),
        })
        .returning(PAIRING_COLUMNS)
        .executeTakeFirstOrThrow();
    },

    /** The user's pairings that are not revoked, newest first. */
    list(userId: string): Promise<ExtensionPairing[]> {
      return db
        .selectFrom('extension_tokens')
        .select(PAIRING_COLUMNS)
        .where('user_id', '=', userId)
        .where('revoked_at', 'is', null)
        .orderBy('created_at', 'desc')
        .orderBy('id', 'desc')
        .execute();
    },

    /** The owner and last use of an unrevoked token, by its hash. */
    find(tokenHash: string) {
      return db
        .selectFrom('extension_tokens')
        .select(['id', 'user_id', 'last_used_at'])
        .where('token_hash', '=', tokenHash)
        .where('revoked_at', 'is', null)
        .executeTakeFirst();
    },

    /** Records a use of the pairing. */
    async touch(id: string, at: Date): Promise<void> {
      await db
        .updateTable('extension_tokens')
        .set({ last_used_at: at.toISOString() })
        .where('id', '=', id)
        .where('revoked_at', 'is', null)
        .execute();
    },

    /** Revokes one of the user's pairings; false when it is not theirs or already revoked. */
    async revoke(userId: string, id: string): Promise<boolean> {
      const result = await db
        .updateTable('extension_tokens')
        .set({ revoked_at: deps.now().toISOString() })
        .where('id', '=', id)
        .where('user_id', '=', userId)
        .where('revoked_at', 'is', null)
        .executeTakeFirst();
      return Number(result.numUpdatedRows) > 0;
    },
  };
}

export type ExtensionTokensRepository = ReturnType<typeof extensionTokensRepository>;
