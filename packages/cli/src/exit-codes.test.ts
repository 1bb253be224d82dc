import { describe, expect, it } from 'vitest';
import { jobsRunExitCode } from './exit-codes.js';

describe('jobsRunExitCode', () => {
  it('is 0 only when every job completed in full (or none ran)', () => {
    expect(jobsRunExitCode([], null)).toBe(0);
    expect(jobsRunExitCode(['completed', 'completed'], null)).toBe(0);
  });

  it('takes the most severe outcome, in the documented order, whatever the order of the jobs', () => {
    expect(jobsRunExitCode(['cut_short', 'completed'], null)).toBe(4);
    expect(jobsRunExitCode(['cut_short', 'provider_failed'], null)).toBe(5);
    expect(jobsRunExitCode(['provider_failed', 'failed', 'cut_short'], null)).toBe(1);
    expect(jobsRunExitCode(['cut_short', 'failed', 'provider_failed'], null)).toBe(1);
    expect(jobsRunExitCode(['canceled'], null)).toBe(1);
    // a signal comes first: the jobs it stopped are back in the queue
    expect(jobsRunExitCode(['failed', 'interrupted'], 'SIGINT')).toBe(130);
    expect(jobsRunExitCode(['completed', 'interrupted'], 'SIGTERM')).toBe(143);
    expect(jobsRunExitCode(['interrupted'], 'SIGHUP')).toBe(129);
  });
});
