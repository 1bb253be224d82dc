import type { Compilable, CompiledQuery } from 'kysely';
import { chunks, type Executor } from './executor.js';

/**
 * Parameters one statement may bind: SQLite allows 32,766 (SQLITE_MAX_VARIABLE_NUMBER since
 * 3.32, https://www.sqlite.org/limits.html#max_variable_number), PostgreSQL 65,535 (the wire
 * protocol's Int16 parameter count, https://www.postgresql.org/docs/current/protocol-message-formats.html).
 * A statement stays well under the lower of the two.
 */
const MAX_PARAMETERS = 30_000;

/** Rows per statement for rows of `columns` columns, at most `cap`. */
export function rowsPerStatement(columns: number, cap = 1000): number {
  return Math.max(1, Math.min(cap, Math.floor(MAX_PARAMETERS / columns)));
}

/**
 * Inserts `rows` a chunk per statement (`rowsPerStatement`) and returns how many rows were
 * written. `build` makes the insert of one chunk; it is compiled once per chunk length and then
 * re-run with each chunk's values: compiling a many-row insert costs Kysely about as much as
 * the database takes to run it. Every row must have the same columns, none undefined (rows made
 * by one function): the compiled statement binds them row by row in the first row's order.
 */
export async function insertInChunks<R extends Record<string, unknown>>(
  trx: Executor,
  rows: readonly R[],
  build: (chunk: readonly R[]) => Compilable,
): Promise<number> {
  const first = rows[0];
  if (first === undefined) return 0;
  const columns = Object.keys(first);
  const compiled = new Map<number, CompiledQuery>();
  let written = 0;
  for (const chunk of chunks(rows, rowsPerStatement(columns.length))) {
    let query = compiled.get(chunk.length);
    if (query === undefined) {
      query = build(chunk).compile();
      compiled.set(chunk.length, query);
    } else {
      const parameters: unknown[] = new Array(chunk.length * columns.length);
      let at = 0;
      for (const row of chunk) {
        for (const column of columns) {
          const value = row[column];
          // Kysely leaves a column out of a row whose value is undefined: the statement would differ
          if (value === undefined) throw new Error(`insertInChunks: a row has no value for ${column}`);
          parameters[at++] = value;
        }
      }
      query = { ...query, parameters };
    }
    const result = await trx.executeQuery(query);
    written += Number(result.numAffectedRows ?? 0n);
  }
  return written;
}
