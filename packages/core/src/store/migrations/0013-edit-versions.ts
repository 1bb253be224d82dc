import type { Kysely } from 'kysely';

/**
 * Versions for optimistic concurrency (issue 31): every editable thing carries a number that each
 * change bumps, and a save of an older number is refused instead of overwriting what another tab,
 * window or process saved since. `campaigns.version` (settings and members), `search_lists.version`
 * (its name), `users.settings_version` (profile, outreach and freshness settings) and
 * `message_version` on a list's rows and on a campaign's members (their messages).
 */
// biome-ignore lint/suspicious/noExplicitAny: a migration sees the schema as it was then.
export async function up(db: Kysely<any>): Promise<void> {
  const columns = [
    ['campaigns', 'version'],
    ['search_lists', 'version'],
    ['users', 'settings_version'],
    ['profiles', 'message_version'],
    ['campaign_profiles', 'message_version'],
  ] as const;
  for (const [table, column] of columns) {
    await db.schema
      .alterTable(table)
      .addColumn(column, 'integer', (c) => c.notNull().defaultTo(1))
      .execute();
  }
}
