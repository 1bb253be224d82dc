import { sql } from 'kysely';
import { LATEST_SCHEMA } from '../store/migrate.js';
import type { Store } from '../store/open-store.js';

/** Why a server is not ready for traffic, as `/readyz` names it. */
export type NotReadyReason = 'database_unreachable' | 'schema_behind' | 'schema_newer';

/** What `checkReadiness` found. */
export type Readiness = { ready: true } | { ready: false; reason: NotReadyReason };

/** A database that has not answered in this long is counted unreachable (a probe must answer fast). */
export const READINESS_TIMEOUT_MS = 2_000;

/**
 * Whether this process can serve: the database answers a query within `timeoutMs`, and its schema
 * is the one this release migrates to (another release may have migrated it since this one
 * started: `schema_newer`; `schema_behind` when it was never migrated this far).
 *
 * @example
 * const readiness = await checkReadiness({ store });
 * if (!readiness.ready) console.log(readiness.reason); // 'database_unreachable'
 */
export async function checkReadiness(deps: { store: Store; timeoutMs?: number }): Promise<Readiness> {
  let timer: NodeJS.Timeout | undefined;
  const timedOut = new Promise<'timeout'>((resolve) => {
    timer = setTimeout(() => resolve('timeout'), deps.timeoutMs ?? READINESS_TIMEOUT_MS);
  });
  const newest = sql<{ newest: number | string | null }>`select max(version) as newest from schema_migrations`
    .execute(deps.store.db)
    .then(
      (result) => Number(result.rows[0]?.newest ?? 0),
      () => 'failed' as const,
    );
  try {
    const version = await Promise.race([newest, timedOut]);
    if (version === 'timeout' || version === 'failed')
      return { ready: false, reason: 'database_unreachable' };
    if (version > LATEST_SCHEMA) return { ready: false, reason: 'schema_newer' };
    if (version < LATEST_SCHEMA) return { ready: false, reason: 'schema_behind' };
    return { ready: true };
  } finally {
    clearTimeout(timer);
  }
}

/**
 * How many jobs there are of each kind in each state, across every user: the queue's depth and
 * the runs in flight, for an operator (the server's `/metrics`).
 */
export function jobCounts(deps: { store: Store }) {
  return deps.store.jobs.countsByState();
}
