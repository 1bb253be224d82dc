import type { Kysely } from 'kysely';
import type { Engine } from '../executor.js';
import { columnTypes } from './column-types.js';

/**
 * A send marked while the pace held it (the person overrode the pace on purpose) says so on the
 * event that recorded it: `over_pace`, false for every send before.
 */
// biome-ignore lint/suspicious/noExplicitAny: a migration sees the schema as it was then.
export async function up(db: Kysely<any>, engine: Engine): Promise<void> {
  const t = columnTypes(engine);
  await db.schema
    .alterTable('outreach_events')
    .addColumn('over_pace', t.flag, (c) => c.notNull().defaultTo(t.flagDefault(false)))
    .execute();
}
