import { describe, expect, it } from 'vitest';
import { jobOutcome } from './job-outcome.js';

const job = (status: string, error_code: string | null = null, result: unknown = null) => ({
  status,
  error_code,
  result,
});

describe('jobOutcome', () => {
  it('tells a job completed in full from one the balance capped', () => {
    expect(jobOutcome(job('completed', null, { listId: 'l', profilesFound: 5 }))).toBe('completed');
    expect(jobOutcome(job('completed', null, { listId: 'l', profilesFound: 62, cappedFrom: 100 }))).toBe(
      'cut_short',
    );
  });

  it('sorts failures: paused for credits, a provider, anything else', () => {
    expect(jobOutcome(job('failed', 'INSUFFICIENT_CREDITS'))).toBe('cut_short');
    for (const code of ['PROVIDER_ERROR', 'PROVIDER_RATE_LIMITED', 'PROVIDER_AUTH'])
      expect(jobOutcome(job('failed', code))).toBe('provider_failed');
    expect(jobOutcome(job('failed', 'NOT_FOUND'))).toBe('failed');
    expect(jobOutcome(job('failed'))).toBe('failed');
  });

  it('names a canceled job, and one that has not ended as interrupted', () => {
    expect(jobOutcome(job('canceled'))).toBe('canceled');
    expect(jobOutcome(job('queued'))).toBe('interrupted');
    expect(jobOutcome(job('running'))).toBe('interrupted');
  });
});
