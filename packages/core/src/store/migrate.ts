import { type Kysely, sql } from 'kysely';
import { LeadgenError } from '../domain/errors.js';
import { messages } from '../domain/messages.js';
import type { Engine } from './executor.js';
import * as initial from './migrations/0001-initial.js';
import * as jobErrorCode from './migrations/0002-job-error-code.js';
import * as subscriptionEventAt from './migrations/0003-subscription-event-at.js';
import * as listRowCount from './migrations/0004-list-row-count.js';
import * as listDataVersion from './migrations/0005-list-data-version.js';
import * as resetMailQueue from './migrations/0006-reset-mail-queue.js';
import * as visibleProfiles from './migrations/0007-visible-profiles.js';
import * as listDeletedAt from './migrations/0008-list-deleted-at.js';
import * as textSearch from './migrations/0009-text-search.js';
import * as outreach from './migrations/0010-outreach.js';
import * as extensionTokens from './migrations/0011-extension-tokens.js';
import * as people from './migrations/0012-people.js';
import * as editVersions from './migrations/0013-edit-versions.js';
import * as outreachOverPace from './migrations/0014-outreach-over-pace.js';
import * as listCompleteness from './migrations/0015-list-completeness.js';
import * as watches from './migrations/0016-watches.js';
import * as completenessActors from './migrations/0017-completeness-actors.js';
import * as apiKeys from './migrations/0018-api-keys.js';
import * as webhooks from './migrations/0019-webhooks.js';
import * as campaignVariants from './migrations/0020-campaign-variants.js';
import * as accountGuard from './migrations/0021-account-guard.js';
import * as sentText from './migrations/0022-sent-text.js';
import { columnTypes } from './migrations/column-types.js';
import type { Database } from './schema.js';

interface Migration {
  version: number;
  name: string;
  // biome-ignore lint/suspicious/noExplicitAny: a migration sees the schema as it was then.
  up(db: Kysely<any>, engine: Engine): Promise<void>;
}

/** Every migration in order. Append only: a released migration is never edited. */
export const MIGRATIONS: readonly Migration[] = [
  { version: 1, name: 'initial', up: initial.up },
  { version: 2, name: 'job-error-code', up: jobErrorCode.up },
  { version: 3, name: 'subscription-event-at', up: subscriptionEventAt.up },
  { version: 4, name: 'list-row-count', up: listRowCount.up },
  { version: 5, name: 'list-data-version', up: listDataVersion.up },
  { version: 6, name: 'reset-mail-queue', up: resetMailQueue.up },
  { version: 7, name: 'visible-profiles', up: visibleProfiles.up },
  { version: 8, name: 'list-deleted-at', up: listDeletedAt.up },
  { version: 9, name: 'text-search', up: textSearch.up },
  { version: 10, name: 'outreach', up: outreach.up },
  { version: 11, name: 'extension-tokens', up: extensionTokens.up },
  { version: 12, name: 'people', up: people.up },
  { version: 13, name: 'edit-versions', up: editVersions.up },
  { version: 14, name: 'outreach-over-pace', up: outreachOverPace.up },
  { version: 15, name: 'list-completeness', up: listCompleteness.up },
  { version: 16, name: 'watches', up: watches.up },
  { version: 17, name: 'completeness-actors', up: completenessActors.up },
  { version: 18, name: 'api-keys', up: apiKeys.up },
  { version: 19, name: 'webhooks', up: webhooks.up },
  { version: 20, name: 'campaign-variants', up: campaignVariants.up },
  { version: 21, name: 'account-guard', up: accountGuard.up },
  { version: 22, name: 'sent-text', up: sentText.up },
];

/** Any fixed number: the PostgreSQL advisory lock that lets one process migrate at a time. */
const MIGRATION_LOCK = 71_402_026;

function createMigrationsTable(db: Kysely<Database>, engine: Engine) {
  return db.schema
    .createTable('schema_migrations')
    .ifNotExists()
    .addColumn('version', 'integer', (c) => c.primaryKey())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('applied_at', columnTypes(engine).timestamp, (c) => c.notNull())
    .execute();
}

/**
 * Brings the schema up to date. Runs in one write transaction, so several processes opening
 * the same database at once apply each migration exactly once: SQLite's BEGIN IMMEDIATE, or on
 * PostgreSQL an advisory lock taken first (DDL is transactional there too). Returns the
 * versions it applied.
 */
export async function migrate(
  db: Kysely<Database>,
  now: () => Date,
  engine: Engine,
  /** Stop after this version (a database as an earlier release left it, for migration tests). */
  upTo = Number.POSITIVE_INFINITY,
): Promise<number[]> {
  // the common case, every open of a database this release already migrated: one read, no
  // write lock (every `leadgen` command and worker opens the database)
  if (upTo === Number.POSITIVE_INFINITY && (await isLatest(db))) return [];
  if (engine === 'sqlite') await createMigrationsTable(db, engine);
  return db.transaction().execute(async (trx) => {
    if (engine === 'postgres') {
      await sql`select pg_advisory_xact_lock(${MIGRATION_LOCK})`.execute(trx);
      await createMigrationsTable(trx, engine);
    }
    const rows = await trx.selectFrom('schema_migrations').select('version').execute();
    const applied = new Set(rows.map((row) => Number(row.version)));
    const newest = Math.max(0, ...applied);
    const latest = MIGRATIONS.at(-1)?.version ?? 0;
    if (newest > latest) {
      // a LeadgenError: front ends show it as it is, not as a file they could not open
      throw new LeadgenError('INTERNAL', messages.databaseNewer(newest, latest));
    }
    const done: number[] = [];
    for (const migration of MIGRATIONS) {
      if (applied.has(migration.version) || migration.version > upTo) continue;
      await migration.up(trx, engine);
      await trx
        .insertInto('schema_migrations')
        .values({ version: migration.version, name: migration.name, applied_at: now().toISOString() })
        .execute();
      done.push(migration.version);
    }
    return done;
  });
}

/** The newest migration this release has. */
export const LATEST_SCHEMA = MIGRATIONS.at(-1)?.version ?? 0;

/** True when the newest migration applied is this release's newest (no table yet: false). */
async function isLatest(db: Kysely<Database>): Promise<boolean> {
  try {
    const row = await db
      .selectFrom('schema_migrations')
      .select(sql<number>`max(version)`.as('newest'))
      .executeTakeFirst();
    return Number(row?.newest) === LATEST_SCHEMA;
  } catch {
    return false;
  }
}

/**
 * The schema version a database is at (its newest applied migration; 0 before the first), read
 * without migrating anything, for checks such as `leadgen doctor`.
 */
export async function schemaVersion(db: Kysely<Database>): Promise<number> {
  const tables = await db.introspection.getTables();
  if (!tables.some((table) => table.name === 'schema_migrations')) return 0;
  const rows = await db.selectFrom('schema_migrations').select('version').execute();
  return Math.max(0, ...rows.map((row) => Number(row.version)));
}
