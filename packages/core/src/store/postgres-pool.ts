import pg from 'pg';

/** PostgreSQL type OIDs whose values are read differently from pg's defaults. */
const OID = {
  int8: 20,
  numeric: 1700,
  json: 114,
  jsonb: 3802,
  timestamptz: 1184,
} as const;

/**
 * Values read back as the repositories read them on SQLite: counts, sums and bigint columns
 * (millicredits stay far below 2^53) as numbers, timestamps as ISO-8601 text, JSON as its text.
 * Booleans stay booleans and text arrays stay arrays; the row mappers accept both forms.
 */
const parseDate = pg.types.getTypeParser(OID.timestamptz) as (text: string) => Date;
const typeParsers: Record<number, (text: string) => unknown> = {
  [OID.int8]: Number,
  [OID.numeric]: Number,
  [OID.json]: (text) => text,
  [OID.jsonb]: (text) => text,
  [OID.timestamptz]: (text) => parseDate(text).toISOString(),
};

const types = {
  getTypeParser: ((oid: number, format?: 'text' | 'binary') =>
    typeParsers[oid] ?? pg.types.getTypeParser(oid, format ?? 'text')) as typeof pg.types.getTypeParser,
};

/**
 * A connection pool for `url`. `max` bounds this process's connections; PostgreSQL's own
 * `max_connections` bounds all processes together.
 */
export function createPostgresPool(url: string, max = 10): pg.Pool {
  const pool = new pg.Pool({ connectionString: url, max, types, idleTimeoutMillis: 30_000 });
  // An idle connection that the server drops must not crash the process: the pool replaces it.
  pool.on('error', () => {});
  return pool;
}
