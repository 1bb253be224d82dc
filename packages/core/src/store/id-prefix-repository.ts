import { type RawBuilder, type SqlBool, sql } from 'kysely';
import type { Executor } from './executor.js';
import { visibleProfile } from './visible-profile.js';

/** The kinds of row a person names by id on the command line. */
export type IdKind = 'list' | 'campaign' | 'job' | 'profile';

/** Where a profile id is looked for: one list's rows, or one campaign's. */
export type ProfileScope = { listId: string } | { campaignId: string };

/**
 * `id` starts with `prefix`: a range on the primary key, which both engines answer from its
 * index (every id starting with `prefix` sorts at or after it and before `prefix` + 'g', as 'g'
 * sorts after every hex digit and '-'), and a LIKE that keeps the answer exact under any
 * collation a PostgreSQL database was created with. `prefix` is lower-case hex and dashes
 * (checked by the caller), so it holds no LIKE wildcard to escape.
 */
function idStartsWith(prefix: string): RawBuilder<SqlBool> {
  const id = sql.ref('id');
  return sql<SqlBool>`${id} >= ${prefix} and ${id} < ${`${prefix}g`} and ${id} like ${`${prefix}%`}`;
}

/** The table of each kind of row other than a profile (whose rows are scoped further). */
const TABLES = { list: 'search_lists', campaign: 'campaigns', job: 'jobs' } as const;

/**
 * The ids a prefix matches among one user's rows (issue 32: ids are shown shortened, as git and
 * docker do, and typed back so). Only the user's own rows are searched, the rule of every read
 * (DESIGN.md §3), so a prefix never tells whether someone else's row exists.
 */
export function idPrefixRepository(db: Executor) {
  return {
    /**
     * Up to `limit` ids of the user's rows of `kind` that start with `prefix`, in id order;
     * profile ids within `scope` when given. Lists kept only as tombstones and profile rows no
     * run has settled are not matched: no read shows them.
     */
    async matching(
      userId: string,
      kind: IdKind,
      prefix: string,
      limit: number,
      scope?: ProfileScope,
    ): Promise<string[]> {
      const startsWith = idStartsWith(prefix);
      if (kind !== 'profile') {
        const rows = await db
          .selectFrom(TABLES[kind])
          .select('id')
          .where('user_id', '=', userId)
          .where(startsWith)
          // a list deleted but kept as a tombstone is shown by no read
          .$if(kind === 'list', (query) => query.where(sql<SqlBool>`deleted_at is null`))
          .orderBy('id')
          .limit(limit)
          .execute();
        return rows.map((row) => row.id);
      }
      let query = db
        .selectFrom('profiles')
        .select('id')
        .where('user_id', '=', userId)
        .where(startsWith)
        .where(visibleProfile());
      if (scope && 'listId' in scope) query = query.where('search_list_id', '=', scope.listId);
      if (scope && 'campaignId' in scope) {
        const held = db
          .selectFrom('campaign_profiles')
          .select('profile_id')
          .where('campaign_id', '=', scope.campaignId);
        query = query.where('id', 'in', held);
      }
      const rows = await query.orderBy('id').limit(limit).execute();
      return rows.map((row) => row.id);
    },
  };
}
