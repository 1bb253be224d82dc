import { messages } from '../domain/messages.js';
import type { JobHandler } from '../jobs/job-types.js';
import { type BatchDeps, type BatchOptions, type BatchResult, personalizeBatch } from './batch.js';

/** A batch is run as a job past this many profiles, instead of inside a request (DESIGN.md §5). */
export const PERSONALIZE_JOB_THRESHOLD = 25;

/** The payload of a `personalize` job: what `personalizeBatch` takes, minus the live parts. */
export type PersonalizePayload = Omit<BatchOptions, 'signal' | 'onProgress'>;

/**
 * The handler of `personalize` jobs: `personalizeBatch` with the job's signal, its progress
 * reported as one step ('Personalizing messages', N of M done, failures counted). A stopped job
 * resumes where it stopped: profiles the AI already wrote for are skipped.
 */
export function personalizeHandler(deps: BatchDeps): JobHandler<PersonalizePayload, BatchResult> {
  return (context) =>
    personalizeBatch(deps, context.job.user_id, {
      ...context.job.payload,
      signal: context.signal,
      onProgress: (progress) =>
        context.progress({
          step: messages.stepPersonalizing,
          stepIndex: 1,
          stepCount: 1,
          percent: progress.total === 0 ? 100 : Math.floor((100 * progress.done) / progress.total),
          discovered: progress.total,
          enriched: progress.ok,
          failed: progress.failed,
        }),
    });
}
