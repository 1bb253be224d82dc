import { describe, expect, it } from 'vitest';
import type { Job } from '../jobs/job-types.js';
import { jobJson, runResultJson } from './job-json.js';

const job = (fields: Partial<Job>): Job => ({
  id: 'job-1',
  user_id: 'user-1',
  kind: 'discover',
  payload: { targets: ['natgeo'], type: 'followers', max: 30, sessionId: 'sess-SECRET' },
  status: 'completed',
  attempts: 1,
  progress: null,
  result: null,
  error: null,
  error_code: null,
  created_at: '2026-01-01T10:00:00.000Z',
  updated_at: '2026-01-01T10:01:00.000Z',
  finished_at: '2026-01-01T10:01:00.000Z',
  ...fields,
});

describe('jobJson', () => {
  it("answers a run in the spec's names, charged in credits, never its payload", () => {
    const run = job({
      progress: {
        step: 'Enriching',
        stepIndex: 3,
        stepCount: 4,
        percent: 75,
        discovered: 30,
        enriched: 20,
        failed: 0,
      },
      result: {
        listId: 'list-1',
        profilesFound: 30,
        enriched: 30,
        reused: 4,
        notFound: 0,
        failed: 0,
        charged: 208,
      },
    });
    const answer = jobJson(run);
    expect(answer).toMatchObject({
      list_id: 'list-1',
      request: { kind: 'discover', target_accounts: ['natgeo'], search_type: 'followers', max_profiles: 30 },
      progress: { step: 'Enriching', step_index: 3, step_count: 4, percent: 75, notice: null },
      result: {
        list_id: 'list-1',
        profiles_found: 30,
        reused: 4,
        not_found: 0,
        charged: 0.208,
        notice: null,
      },
      error_code: null,
    });
    expect(JSON.stringify(answer)).not.toContain('sess-SECRET');
    expect(runResultJson(run)).toEqual({ job_id: 'job-1', status: 'completed', ...answer.result });
  });

  it("answers a personalisation's batch per profile", () => {
    const batch = job({
      kind: 'personalize',
      payload: { campaignId: 'c-1' },
      result: {
        ok: [{ profileId: 'p-1', username: 'ana', message: 'Hi' }],
        failed: [],
        skipped: 2,
        notice: 'x',
      },
    });
    expect(jobJson(batch)).toMatchObject({
      request: null,
      list_id: null,
      result: { ok: [{ profile_id: 'p-1', username: 'ana', message: 'Hi' }], failed: [], skipped: 2 },
    });
  });
});
