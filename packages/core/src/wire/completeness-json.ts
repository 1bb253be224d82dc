import type { TargetCompleteness } from '../domain/completeness.js';

/**
 * A list's completeness per target as the API and `--json` answer it (issue 34):
 * `[{ target, reported, collected, unique, already_known, reason, actors: [{ actor, delivered }] }]`, `reported` null when the
 * target's count is unknown, `reason` null when nothing is missing.
 */
export function completenessJson(rows: readonly TargetCompleteness[]) {
  return rows.map((row) => ({
    target: row.target,
    reported: row.reported,
    collected: row.collected,
    unique: row.unique,
    already_known: row.alreadyKnown,
    reason: row.reason,
    // issue 34: which actor of the chain delivered how many distinct people
    actors: row.actors.map(({ actor, delivered }) => ({ actor, delivered })),
  }));
}

export type CompletenessJson = ReturnType<typeof completenessJson>;
