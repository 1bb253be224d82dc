import type { ActorDelivery, CompletenessReason, TargetCompleteness } from '../domain/completeness.js';
import { COMPLETENESS_REASONS } from '../domain/completeness.js';
import type { Executor, StoreDeps } from './executor.js';

/** One target's completeness as stored: what it was asked for, its place, and the counts. */
export interface StoredTargetCompleteness extends TargetCompleteness {
  position: number;
  requested: number;
}

/** The stored `actors` JSON read back; anything unreadable as none. */
function asActors(value: string | null): ActorDelivery[] {
  if (value === null) return [];
  try {
    const parsed: unknown = JSON.parse(value);
    if (!Array.isArray(parsed)) return [];
    return parsed.flatMap((item: { actor?: unknown; delivered?: unknown }) =>
      typeof item?.actor === 'string' && typeof item.delivered === 'number'
        ? [{ actor: item.actor, delivered: item.delivered }]
        : [],
    );
  } catch {
    return [];
  }
}

const asReason = (value: string | null): CompletenessReason | null =>
  COMPLETENESS_REASONS.find((reason) => reason === value) ?? null;

/**
 * Completeness per target of a list (issue 34, migration 0015): one row per target, replaced
 * (never added to) each time the target is collected, so a retried or taken-over run cannot count
 * anything twice. Every method is scoped to `userId`.
 */
export function listCompletenessRepository(db: Executor, deps: StoreDeps) {
  return {
    /** The list's targets' completeness, in the targets' order; none for a custom list or an older one. */
    async completeness(userId: string, listId: string): Promise<StoredTargetCompleteness[]> {
      const rows = await db
        .selectFrom('list_completeness')
        .selectAll()
        .where('search_list_id', '=', listId)
        .where('user_id', '=', userId)
        .orderBy('position')
        .execute();
      return rows.map((row) => ({
        target: row.target,
        position: Number(row.position),
        requested: Number(row.requested),
        reported: row.reported === null ? null : Number(row.reported),
        collected: Number(row.collected),
        unique: Number(row.unique_count),
        alreadyKnown: Number(row.already_known),
        reason: asReason(row.reason),
        actors: asActors(row.actors),
      }));
    },

    /** Writes a target's completeness, replacing what an earlier attempt wrote for it. */
    async saveCompleteness(userId: string, listId: string, row: StoredTargetCompleteness): Promise<void> {
      const values = {
        position: row.position,
        requested: row.requested,
        reported: row.reported,
        collected: row.collected,
        unique_count: row.unique,
        already_known: row.alreadyKnown,
        reason: row.reason,
        actors: JSON.stringify(row.actors.map(({ actor, delivered }) => ({ actor, delivered }))),
        updated_at: deps.now().toISOString(),
      };
      await db
        .insertInto('list_completeness')
        .values({ search_list_id: listId, user_id: userId, target: row.target, ...values })
        .onConflict((oc) => oc.columns(['search_list_id', 'target']).doUpdateSet(values))
        .execute();
    },
  };
}
