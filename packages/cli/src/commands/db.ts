import { existsSync } from 'node:fs';
import {
  copyDatabase,
  type DatabaseLocation,
  describeDatabase,
  isPostgresUrl,
  MIGRATIONS,
  openStore,
} from '@leadgen/core';
import { ValidationError } from '@leadgen/core/domain';
import type { Command } from 'commander';
import { type Io, json } from '../io.js';
import { readConfig } from '../session.js';
import { summaryOf } from './catalog.js';

const LATEST = MIGRATIONS.at(-1)?.version ?? 0;

/** `leadgen db migrate|copy`: bring a database's schema up to date, or move SQLite to PostgreSQL. */
export function dbCommand(program: Command, io: Io): void {
  const db = program
    .command('db')
    .description(summaryOf('db'))
    .addHelpText(
      'after',
      '\nExamples:\n  leadgen db migrate\n  leadgen db copy --from leadgen.db --to postgres://leadgen@db.internal/leadgen',
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
}
