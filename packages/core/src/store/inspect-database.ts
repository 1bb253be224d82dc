import { Kysely } from 'kysely';
import { LATEST_SCHEMA, schemaVersion } from './migrate.js';
import { connect, type DatabaseLocation } from './open-store.js';
import type { Database } from './schema.js';

/**
 * Opens the database without creating or migrating anything and reads its schema version beside
 * the newest this release knows. Throws what opening would (DatabaseMissingError for a SQLite
 * file that is not there, DatabaseOpenError for one that cannot be opened).
 */
export async function inspectDatabase(
  location: DatabaseLocation,
): Promise<{ version: number; latest: number }> {
  const { dialect, relay } = await connect(location, 'nothing');
  const db = new Kysely<Database>({ dialect });
  try {
    return { version: await schemaVersion(db), latest: LATEST_SCHEMA };
  } finally {
    await relay?.close();
    await db.destroy();
  }
}
