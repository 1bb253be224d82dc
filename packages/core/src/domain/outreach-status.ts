/**
 * Where a campaign's lead stands in outreach: waiting in the send queue, skipped, messaged by
 * hand in Instagram, and what came of it. Leadgen never sends: the person presses Send.
 */
export const OUTREACH_STATUSES = [
  'queued',
  'skipped',
  'sent',
  'replied',
  'interested',
  'won',
  'lost',
] as const;

export type OutreachStatus = (typeof OUTREACH_STATUSES)[number];

const SENT: ReadonlySet<OutreachStatus> = new Set(['sent', 'replied', 'interested', 'won', 'lost']);
const RESPONDED: ReadonlySet<OutreachStatus> = new Set(['replied', 'interested', 'won', 'lost']);

/** Whether `value` is one of the outreach statuses. */
export function isOutreachStatus(value: unknown): value is OutreachStatus {
  return typeof value === 'string' && (OUTREACH_STATUSES as readonly string[]).includes(value);
}

/**
 * Whether a lead in `status` was messaged: it counts in the campaign's 'messages sent' and makes
 * the person 'already contacted' in every campaign. A reply, an outcome (won, lost) or interest
 * all come after a message.
 */
export function isContacted(status: OutreachStatus): boolean {
  return SENT.has(status);
}

/** Whether a lead in `status` answered: it counts in the campaign's 'responses'. */
export function isResponse(status: OutreachStatus): boolean {
  return RESPONDED.has(status);
}

/**
 * What one status change does to a campaign's counters ('messages sent', 'responses'): +1, 0 or
 * -1 each, so counters move by deltas in the same statement as the change and stay exact when
 * two changes land at once.
 *
 * @example
 * counterDeltas('queued', 'replied') // { sent: 1, responses: 1 }
 */
export function counterDeltas(from: OutreachStatus, to: OutreachStatus): { sent: number; responses: number } {
  return {
    sent: Number(isContacted(to)) - Number(isContacted(from)),
    responses: Number(isResponse(to)) - Number(isResponse(from)),
  };
}

/**
 * The campaign's reply rate: responses over messages sent, as a whole percent (0 with nothing
 * sent).
 *
 * @example
 * replyRate(40, 7) // 18
 */
export function replyRate(sent: number, responses: number): number {
  return sent <= 0 ? 0 : Math.round((100 * Math.min(responses, sent)) / sent);
}
