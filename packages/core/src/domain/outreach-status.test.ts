import { describe, expect, it } from 'vitest';
import {
  counterDeltas,
  isContacted,
  isOutreachStatus,
  OUTREACH_STATUSES,
  replyRate,
} from './outreach-status.js';

describe('outreach statuses', () => {
  it('knows its statuses, and which count as contacted and as responses', () => {
    expect(OUTREACH_STATUSES).toEqual(['queued', 'skipped', 'sent', 'replied', 'interested', 'won', 'lost']);
    expect(isOutreachStatus('won')).toBe(true);
    expect(isOutreachStatus('Sent')).toBe(false);
    expect(OUTREACH_STATUSES.filter(isContacted)).toEqual(['sent', 'replied', 'interested', 'won', 'lost']);
  });

  it('moves the counters by the change, and back by its undo', () => {
    expect(counterDeltas('queued', 'sent')).toEqual({ sent: 1, responses: 0 });
    expect(counterDeltas('sent', 'replied')).toEqual({ sent: 0, responses: 1 });
    expect(counterDeltas('queued', 'won')).toEqual({ sent: 1, responses: 1 });
    expect(counterDeltas('won', 'queued')).toEqual({ sent: -1, responses: -1 });
    expect(counterDeltas('skipped', 'queued')).toEqual({ sent: 0, responses: 0 });
    for (const from of OUTREACH_STATUSES)
      for (const to of OUTREACH_STATUSES) {
        const there = counterDeltas(from, to);
        const back = counterDeltas(to, from);
        expect([there.sent + back.sent, there.responses + back.responses]).toEqual([0, 0]);
      }
  });

  it('gives the reply rate as a whole percent', () => {
    expect(replyRate(0, 0)).toBe(0);
    expect(replyRate(40, 7)).toBe(18);
    expect(replyRate(3, 3)).toBe(100);
  });
});
