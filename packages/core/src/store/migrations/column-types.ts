import { type RawBuilder, sql } from 'kysely';
import type { Engine } from '../executor.js';

/**
 * The column types that differ between the engines, so one migration makes the same schema on
 * both: SQLite keeps booleans as 0/1 integers, timestamps as ISO-8601 text and JSON and arrays
 * as JSON text; PostgreSQL gets boolean, timestamptz, jsonb and text[].
 */
export function columnTypes(engine: Engine) {
  const pg = engine === 'postgres';
  return {
    flag: pg ? ('boolean' as const) : ('integer' as const),
    /** A flag column's default, in the engine's own literal. */
    flagDefault: (value: boolean): boolean | number => (pg ? value : Number(value)),
    timestamp: pg ? ('timestamptz' as const) : ('text' as const),
    json: pg ? ('jsonb' as const) : ('text' as const),
    textArray: (pg ? sql`text[]` : sql`text`) as RawBuilder<unknown>,
    /** A generated, ever-increasing integer key. */
    serial: pg ? ('bigserial' as const) : ('integer' as const),
  };
}
