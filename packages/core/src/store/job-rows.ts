import { type Selectable, sql } from 'kysely';
import type { Job, JobKind, JobProgress, JobStatus } from '../jobs/job-types.js';
import type { Executor } from './executor.js';
import { parseJson } from './rows.js';
import type { JobsTable } from './schema.js';

/** Payload keys that hold credentials: erased when a job ends (DESIGN.md §5). */
const SECRET_PAYLOAD_KEYS = ['sessionId'];

/** A job row as the domain reads it. */
export function toJob(row: Selectable<JobsTable>): Job {
  return {
    id: row.id,
    user_id: row.user_id,
    kind: row.kind as JobKind,
    payload: parseJson<unknown>(row.payload, null),
    status: row.status as JobStatus,
    attempts: Number(row.attempts),
    progress: parseJson<JobProgress | null>(row.progress, null),
    result: parseJson<unknown>(row.result, null),
    error: row.error,
    error_code: row.error_code,
    created_at: row.created_at,
    updated_at: row.updated_at,
    finished_at: row.finished_at,
  };
}

/** The payload with its credentials erased. */
export function scrub(payload: string): string {
  const value = parseJson<Record<string, unknown> | null>(payload, null);
  if (!value || typeof value !== 'object') return payload;
  for (const key of SECRET_PAYLOAD_KEYS) if (key in value) value[key] = null;
  return JSON.stringify(value);
}

/** Whether a payload still holds a credential that `scrub` erases. */
export function holdsSecret(payload: string): boolean {
  const value = parseJson<Record<string, unknown> | null>(payload, null);
  return !!value && typeof value === 'object' && SECRET_PAYLOAD_KEYS.some((key) => value[key] != null);
}

/**
 * After a credential is erased: SQLite keeps earlier versions of a page in its WAL until a
 * checkpoint, so the WAL is written back and emptied (TRUNCATE), leaving no copy of the secret
 * in it; `secure_delete` (open-store.ts) zeroes what the old row left in the database file.
 * Skipped inside a caller's transaction (nothing is committed yet) and on PostgreSQL.
 */
export async function forgetErased(db: Executor, postgres: boolean, erased: boolean): Promise<void> {
  if (!erased || postgres || db.isTransaction) return;
  await sql`pragma wal_checkpoint(TRUNCATE)`.execute(db).catch(() => {});
}
