import { existsSync } from 'node:fs';
import {
  backupDatabase,
  copyDatabase,
  type DatabaseLocation,
  describeDatabase,
  isPostgresUrl,
  MIGRATIONS,
  restoreDatabase,
} from '@leadgen/core';
import { messages, ValidationError } from '@leadgen/core/domain';
import { openStore } from '@leadgen/core/store';
import type { Command } from 'commander';
import { type Io, json } from '../io.js';
import { jsonHelp } from '../json-shapes.js';
import { readConfig } from '../session.js';
import { summaryOf } from './summaries.js';

const LATEST = MIGRATIONS.at(-1)?.version ?? 0;

/** `leadgen db backup`'s --json. */
const BACKUP_SHAPE = '{ path, bytes, version }';

/**
 * `leadgen db migrate|copy|backup|restore`: bring a database's schema up to date, move SQLite to
 * PostgreSQL, back a SQLite database up while it is in use, or restore such a backup.
 */
export function dbCommand(program: Command, io: Io): void {
  const db = program
    .command('db')
    .description(summaryOf('db'))
    .addHelpText(
      'after',
      '\nExamples:\n  leadgen db migrate\n  leadgen db backup /srv/backups/leadgen-$(date +%F).db\n' +
        '  leadgen db copy --from leadgen.db --to postgres://leadgen@db.internal/leadgen',
    );

  db.command('migrate')
    .description('apply pending migrations to the configured database (LEADGEN_DB or DATABASE_URL)')
    .option('--create', 'create the SQLite file (and its folder) when it is not there')
    .option('--json', 'print JSON: { database, version, applied }')
    .addHelpText(
      'after',
      '\nExample:\n  DATABASE_URL=postgres://leadgen@db.internal/leadgen leadgen db migrate\n' +
        '  LEADGEN_DB=/srv/leadgen/leadgen.db leadgen db migrate --create',
    )
    .action(async (options: { json?: boolean; create?: boolean }) => {
      const { database } = readConfig(io);
      const store = await openStore({ database, create: options.create ? 'database' : 'nothing' });
      await store.close();
      const where = describeDatabase(database);
      if (options.json) io.stdout(json({ database: where, version: LATEST, applied: store.migrated }));
      else if (store.migrated.length === 0) io.stdout(`${where} is up to date (schema version ${LATEST})\n`);
      else
        io.stdout(`Migrated ${where} to schema version ${LATEST} (applied ${store.migrated.join(', ')})\n`);
    });

  db.command('copy')
    .description('copy every row of a SQLite database into an empty PostgreSQL database, in one transaction')
    .requiredOption('--from <sqlite file>', 'the SQLite database to copy (left unchanged)')
    .requiredOption('--to <postgres url>', 'an empty PostgreSQL database (migrated first)')
    .addHelpText(
      'after',
      '\nExample:\n  leadgen db copy --from ~/.local/share/leadgen/leadgen.db --to postgres://leadgen@db.internal/leadgen',
    )
    .action(async (options: { from: string; to: string }) => {
      if (!existsSync(options.from)) throw new ValidationError(`No SQLite database at ${options.from}`);
      if (!isPostgresUrl(options.to)) {
        throw new ValidationError('--to must be a postgres:// URL');
      }
      const target: DatabaseLocation = { kind: 'postgres', url: options.to };
      const from = await openStore({ database: { kind: 'sqlite', path: options.from } });
      try {
        const to = await openStore({ database: target });
        try {
          const counts = await copyDatabase(from, to, (table, rows) => {
            if (!io.quiet) io.stderr(`${table}: ${rows} rows\n`);
          });
          const total = Object.values(counts).reduce((sum, rows) => sum + rows, 0);
          io.stdout(
            `Copied ${total} rows from ${options.from} to ${describeDatabase(target)}\n` +
              'Set DATABASE_URL to that URL to run Leadgen on it.\n',
          );
        } finally {
          await to.close();
        }
      } finally {
        await from.close();
      }
    });

  db.command('backup')
    .description(
      'back up the SQLite database to <file> while Leadgen runs (one consistent copy, 0600, integrity-checked)',
    )
    .argument('<file>', 'the backup file to write (its folder must exist)')
    .option('--force', 'replace <file> when it exists')
    .option('--json', jsonHelp(BACKUP_SHAPE, 'bytes: the file size'))
    .addHelpText(
      'after',
      '\nExample:\n  leadgen db backup /srv/backups/leadgen-$(date +%F).db\n' +
        'On PostgreSQL use pg_dump -Fc (and pg_restore) instead.',
    )
    .action(async (file: string, options: { force?: boolean; json?: boolean }) => {
      const { database } = readConfig(io);
      const backup = await backupDatabase(database, file, { force: options.force });
      if (options.json) io.stdout(json(backup));
      else
        io.stdout(
          `Backed up ${describeDatabase(database)} to ${backup.path} ` +
            `(${backup.bytes.toLocaleString('en-US')} bytes, schema version ${backup.version})\n`,
        );
    });

  db.command('restore')
    .description(
      'replace the SQLite database with a backup (checked first; the current database is kept beside it)',
    )
    .argument('<file>', 'a backup made by `leadgen db backup`')
    .option('-y, --yes', 'replace the database (stop `leadgen serve` and `leadgen worker` first)')
    .addHelpText(
      'after',
      '\nExample:\n  leadgen db restore /srv/backups/leadgen-2026-11-28.db --yes\n' +
        'The replaced database is kept as <db>.before-restore-<time>; an older backup is migrated.\n' +
        'On PostgreSQL restore a pg_dump -Fc archive with pg_restore instead.',
    )
    .action(async (file: string, options: { yes?: boolean }) => {
      const { database } = readConfig(io);
      if (database.kind === 'postgres') throw new ValidationError(messages.restorePostgres);
      if (!options.yes) throw new ValidationError(messages.restoreNeedsYes);
      const restored = await restoreDatabase(database, file);
      const lines = [`Restored ${restored.path} from ${restored.from} (schema version ${restored.version})`];
      if (restored.migrated.length > 0) lines.push(`Migrated it (applied ${restored.migrated.join(', ')})`);
      if (restored.kept) lines.push(`The replaced database is kept as ${restored.kept}`);
      io.stdout(`${lines.join('\n')}\n`);
    });
}
