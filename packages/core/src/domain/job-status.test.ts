import { describe, expect, it } from 'vitest';
import { ENDED_JOB_STATUSES, isJobEnded, JOB_STATUSES } from './job-status.js';

describe('job statuses', () => {
  it('ends a job only when it completed, failed or was canceled', () => {
    expect(JOB_STATUSES.filter(isJobEnded)).toEqual(['completed', 'failed', 'canceled']);
    expect(ENDED_JOB_STATUSES).toEqual(['completed', 'failed', 'canceled']);
  });

  it('treats no status and unknown statuses as still going', () => {
    for (const status of ['queued', 'running', undefined, null, '', 'paused', 'Completed']) {
      expect(isJobEnded(status), String(status)).toBe(false);
    }
  });
});
