/**
 * Why a target gave fewer people than it has (issue 34): `private` (no one can list a private
 * account's connections without following it), `not_found` (Instagram has no such account),
 * `provider_limit` (the scraper stopped short on its own), `provider_failed` (its run failed, or
 * "succeeded" with nothing), `requested_max` (the list's maximum is what stopped it).
 */
export type CompletenessReason =
  | 'private'
  | 'not_found'
  | 'provider_limit'
  | 'provider_failed'
  | 'requested_max';

export const COMPLETENESS_REASONS: readonly CompletenessReason[] = [
  'private',
  'not_found',
  'provider_limit',
  'provider_failed',
  'requested_max',
];

/** How complete one target's collection is, as a list keeps it (issue 34). */
export interface TargetCompleteness {
  target: string;
  /** The followers (or followings) the target's profile reports; null when the lookup could not say. */
  reported: number | null;
  /** Valid items the scraper returned for it (repeats included, up to what was asked). */
  collected: number;
  /** Distinct people among them. */
  unique: number;
  /** Of those, people Leadgen already had enriched within the freshness window: not charged. */
  alreadyKnown: number;
  reason: CompletenessReason | null;
  /**
   * Which actor of the provider chain delivered how many of the distinct people, in the order
   * they ran (issue 34); empty when not recorded (a target collected before chains).
   */
  actors: readonly ActorDelivery[];
}

/** One actor's part in a target's collection: its Apify id and the distinct people it added. */
export interface ActorDelivery {
  actor: string;
  delivered: number;
}

/** Below this share of what could be had, a target's collection needs a reason (issue 34). */
export const COMPLETE_SHARE = 0.95;

/** What the collection of one target saw, for `completenessReason`. */
export interface TargetOutcome {
  /** The target's reported count; null when unknown. */
  reported: number | null;
  /** What the target was asked for (its share of the list's maximum). */
  requested: number;
  collected: number;
  /** The profile lookup said Instagram has no such account, or the scraper reported it missing. */
  missing: boolean;
  /** The profile lookup said the account is private. */
  isPrivate: boolean;
  /** The scraper's run failed (after its retries), or "succeeded" with nothing for a public target. */
  failed: boolean;
}

/**
 * Why a target's collection is short, or null when it is not: collected < 95% of min(reported,
 * requested). The requested maximum, when it is below the reported count and was (nearly)
 * reached, is the reason even at 100% of it: the list has less than the target has. A missing
 * target is `not_found`, a private one `private`, a failed run `provider_failed`; otherwise the
 * scraper stopped short (`provider_limit`). A short collection of a target whose count is unknown
 * (its lookup failed) has no reason: it may simply have fewer.
 *
 * @example
 * completenessReason({ reported: 5000, requested: 100, collected: 100, missing: false, isPrivate: false, failed: false })
 * // 'requested_max'
 */
export function completenessReason(outcome: TargetOutcome): CompletenessReason | null {
  const { reported, requested, collected } = outcome;
  if (outcome.missing) return 'not_found';
  const enough = (of: number) => collected >= Math.ceil(COMPLETE_SHARE * of);
  const cappedByMax = reported === null || requested < reported;
  if (cappedByMax && enough(requested) && collected > 0) return 'requested_max';
  const ceiling = reported === null ? requested : Math.min(reported, requested);
  if (enough(ceiling)) return null;
  if (outcome.isPrivate) return 'private';
  if (outcome.failed) return 'provider_failed';
  return reported === null ? null : 'provider_limit';
}

const REASON_WORDS: Record<CompletenessReason, string> = {
  private: 'private account',
  not_found: 'no such account',
  provider_limit: 'the scraping service stopped short',
  provider_failed: 'the scraping service failed',
  requested_max: 'the list maximum was reached',
};

/** A reason in words, for people ('private account'). */
export const completenessReasonText = (reason: CompletenessReason): string => REASON_WORDS[reason];

const grouped = (count: number) => count.toLocaleString('en-US');

/**
 * One target's completeness in words, the same in every front end:
 * '@natgeo: 96 of 12,345 followers collected (96 unique, 3 already known): the list maximum was reached
 * (from datadoping~instagram-followers-scraper: 96)'.
 * `type` is the list's search type. The target's handle is the caller's to make terminal-safe.
 */
export function completenessLine(row: TargetCompleteness, type: string): string {
  const noun = type === 'following' ? 'followings' : 'followers';
  const of = row.reported === null ? '' : ` of ${grouped(row.reported)}`;
  const known = row.alreadyKnown > 0 ? `, ${grouped(row.alreadyKnown)} already known` : '';
  const unknown = row.reported === null ? ', count unknown' : '';
  const why = row.reason ? `: ${completenessReasonText(row.reason)}` : '';
  // issue 34: which actor of the chain delivered how many (those that delivered no one left out)
  const delivering = row.actors.filter((part) => part.delivered > 0);
  const from =
    delivering.length > 0
      ? ` (from ${delivering.map((part) => `${part.actor}: ${grouped(part.delivered)}`).join(', ')})`
      : '';
  return `@${row.target}: ${grouped(row.collected)}${of} ${noun} collected (${grouped(row.unique)} unique${known}${unknown})${why}${from}`;
}
