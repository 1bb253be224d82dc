import { type Kysely, sql } from 'kysely';
import { ValidationError } from '../domain/errors.js';
import type { Store } from './open-store.js';
import { readTextArray, textArray } from './rows.js';
import type { Database } from './schema.js';

/** Every table of the schema, parents before children (foreign keys hold as rows arrive). */
const TABLES = [
  'users',
  'people',
  'search_lists',
  'list_completeness',
  'watches',
  'watch_seen',
  'profiles',
  'campaigns',
  'campaign_variants',
  'campaign_profiles',
  'outreach_events',
  'do_not_contact',
  'credit_ledger',
  'sessions',
  'extension_tokens',
  'api_keys',
  'password_resets',
  'jobs',
  'webhook_events',
  'mail_outbox',
  'rate_limits',
  'reset_mail_queue',
  'webhook_endpoints',
  'webhook_deliveries',
] as const satisfies readonly (keyof Database)[];

export type CopiedTable = (typeof TABLES)[number];

/** At most this many parameters per insert: under SQLite's 32,766 and PostgreSQL's 65,535. */
const MAX_PARAMETERS = 30_000;

/**
 * Copies every row of a SQLite installation into an empty database (PostgreSQL, to scale out),
 * in one transaction: the target ends with all the rows or none. Values are converted to the
 * target's types (a text array becomes a PostgreSQL array; flags, timestamps and JSON are read
 * by PostgreSQL from their SQLite forms), the ledger and the outreach events keep their ids and
 * the target's id sequences continue after them. Returns the rows copied per table, each checked against the source.
 *
 * @example
 * const counts = await copyDatabase(sqliteStore, postgresStore, (table, rows) => log(table, rows));
 */
export async function copyDatabase(
  from: Store,
  to: Store,
  onTable: (table: CopiedTable, rows: number) => void = () => {},
): Promise<Record<CopiedTable, number>> {
  if (from.engine !== 'sqlite') throw new ValidationError('Copy from a SQLite database file');
  // biome-ignore lint/suspicious/noExplicitAny: one loop copies every table, whatever its columns.
  const source = from.db as Kysely<any>;
  const existing = await to.db.selectFrom('users').select('id').limit(1).execute();
  if (existing.length > 0) {
    throw new ValidationError('The target database already has users: copy only into an empty database');
  }
  const counts = {} as Record<CopiedTable, number>;
  await to.db.transaction().execute(async (trx) => {
    // biome-ignore lint/suspicious/noExplicitAny: as above.
    const target = trx as Kysely<any>;
    for (const table of TABLES) {
      let copied = 0;
      let after = 0;
      for (;;) {
        const rows = await source
          .selectFrom(table)
          .select(sql<number>`rowid`.as('_rowid'))
          .selectAll()
          .where(sql`rowid`, '>', after)
          .orderBy(sql`rowid`)
          .limit(1000)
          .execute();
        if (rows.length === 0) break;
        after = Number(rows.at(-1)?._rowid);
        const values = rows.map(({ _rowid, ...row }) =>
          table === 'search_lists'
            ? { ...row, target_accounts: textArray(to.engine, readTextArray(row.target_accounts)) }
            : row,
        );
        const batch = Math.max(1, Math.floor(MAX_PARAMETERS / Object.keys(values[0] ?? {}).length));
        for (let i = 0; i < values.length; i += batch) {
          await target
            .insertInto(table)
            .values(values.slice(i, i + batch))
            .execute();
        }
        copied += rows.length;
      }
      const [sourceCount, targetCount] = await Promise.all([count(source, table), count(target, table)]);
      if (sourceCount !== copied || targetCount !== copied) {
        throw new Error(`Copying ${table} went wrong: ${sourceCount} rows there, ${targetCount} here`);
      }
      counts[table] = copied;
      onTable(table, copied);
    }
    if (to.engine === 'postgres') {
      for (const serial of ['credit_ledger', 'outreach_events'])
        await sql`select setval(pg_get_serial_sequence(${serial}, 'id'),
          coalesce((select max(id) from ${sql.table(serial)}), 0) + 1, false)`.execute(trx);
    }
  });
  return counts;
}

// biome-ignore lint/suspicious/noExplicitAny: any table.
async function count(db: Kysely<any>, table: CopiedTable): Promise<number> {
  const row = await db
    .selectFrom(table)
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .executeTakeFirstOrThrow();
  return Number(row.n);
}
