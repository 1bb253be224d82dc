import type { Executor, StoreDeps } from './executor.js';

/** What an API key may do: read (GET and HEAD only) or read and write. */
export type ApiKeyScope = 'read' | 'write';

/** An API key as listed in Settings and by `leadgen keys ls` (never its key or hash). */
export interface ApiKey {
  id: string;
  name: string;
  scope: ApiKeyScope;
  /** The key's public start, enough to tell keys apart (`lgk_1a2B3c4D`). */
  prefix: string;
  created_at: string;
  last_used_at: string | null;
}

/** A live key found by its prefix, with what authenticating it needs. */
export interface ApiKeyCandidate {
  id: string;
  user_id: string;
  scope: ApiKeyScope;
  token_hash: string;
  last_used_at: string | null;
}

const KEY_COLUMNS = ['id', 'name', 'scope', 'prefix', 'created_at', 'last_used_at'] as const;

const asScope = (scope: string): ApiKeyScope => (scope === 'write' ? 'write' : 'read');

/**
 * The users' API keys (migration 0018), scoped to their user and stored as the SHA-256 of the key.
 * Revoking keeps the row (with `revoked_at`): the key is refused and no longer listed.
 */
export function apiKeysRepository(db: Executor, deps: StoreDeps) {
  return {
    async create(
      userId: string,
      key: { name: string; scope: ApiKeyScope; prefix: string; tokenHash: string },
    ): Promise<ApiKey> {
      const row = await db
        .insertInto('api_keys')
        .values({
          id: deps.newId(),
          user_id: userId,
          name: key.name,
          scope: key.scope,
          prefix: key.prefix,
          token_hash: key.tokenHash,
          created_at: deps.now().toISOString(),
        })
        .returning(KEY_COLUMNS)
        .executeTakeFirstOrThrow();
      return { ...row, scope: asScope(row.scope) };
    },

    /** The user's live keys, newest first. */
    async list(userId: string): Promise<ApiKey[]> {
      const rows = await db
        .selectFrom('api_keys')
        .select(KEY_COLUMNS)
        .where('user_id', '=', userId)
        .where('revoked_at', 'is', null)
        .orderBy('created_at', 'desc')
        .orderBy('id', 'desc')
        .execute();
      return rows.map((row) => ({ ...row, scope: asScope(row.scope) }));
    },

    /** Whether the user has a live key of this name. */
    async nameTaken(userId: string, name: string): Promise<boolean> {
      const row = await db
        .selectFrom('api_keys')
        .select('id')
        .where('user_id', '=', userId)
        .where('name', '=', name)
        .where('revoked_at', 'is', null)
        .executeTakeFirst();
      return row !== undefined;
    },

    /** The live keys that start with `prefix` (any user's: the key itself says whose it is). */
    async findByPrefix(prefix: string): Promise<ApiKeyCandidate[]> {
      const rows = await db
        .selectFrom('api_keys')
        .select(['id', 'user_id', 'scope', 'token_hash', 'last_used_at'])
        .where('prefix', '=', prefix)
        .where('revoked_at', 'is', null)
        .execute();
      return rows.map((row) => ({ ...row, scope: asScope(row.scope) }));
    },

    /** Records a use of the key. */
    async touch(id: string, at: Date): Promise<void> {
      await db
        .updateTable('api_keys')
        .set({ last_used_at: at.toISOString() })
        .where('id', '=', id)
        .where('revoked_at', 'is', null)
        .execute();
    },

    /** Revokes one of the user's live keys; false when it is not theirs or already revoked. */
    async revoke(userId: string, id: string): Promise<boolean> {
      const result = await db
        .updateTable('api_keys')
        .set({ revoked_at: deps.now().toISOString() })
        .where('id', '=', id)
        .where('user_id', '=', userId)
        .where('revoked_at', 'is', null)
        .executeTakeFirst();
      return Number(result.numUpdatedRows) > 0;
    },
  };
}

export type ApiKeysRepository = ReturnType<typeof apiKeysRepository>;
