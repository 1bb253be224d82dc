import { readProfileIds, requireCampaign, requireOwnProfiles } from '../campaigns/access.js';
import { ValidationError } from '../domain/errors.js';
import { messages } from '../domain/messages.js';
import { hasTemplate } from '../domain/template.js';
import type { Job } from '../jobs/job-types.js';
import type { Repositories } from '../store/open-store.js';
import { type BatchDeps, type BatchProgress, type BatchResult, personalizeBatch } from './batch.js';
import { PERSONALIZE_JOB_THRESHOLD, type PersonalizePayload } from './job.js';
import { resolveSource } from './personalization.js';

/** A batch run at once (with its result), or queued as a 'personalize' job. */
export type PersonalizationStart = { queued: false; result: BatchResult } | { queued: true; job: Job };

/**
 * Starts Personalize All or the floating bar's personalisation (spec §5, §9) the way every front
 * end does: a batch of at most `PERSONALIZE_JOB_THRESHOLD` profiles (the selected ones, or the
 * campaign's) runs now through `personalizeBatch`; a larger one is queued as a 'personalize'
 * job (DESIGN.md §5) for a worker. A missing template ('Please enter a message template first')
 * and any selected id that is not the user's own ('Profile not found') are refused before
 * anything is queued; other refusals come from `personalizeBatch`.
 *
 * @example
 * const started = await startPersonalization({ store, writer }, userId, { campaignId });
 * if (started.queued) console.log(`job ${started.job.id}`); else console.log(started.result.notice);
 */
export async function startPersonalization(
  deps: BatchDeps & { store: Pick<Repositories, 'campaigns' | 'profiles' | 'jobs'> },
  userId: string,
  payload: PersonalizePayload,
  options: { signal?: AbortSignal; onProgress?: (progress: BatchProgress) => void | Promise<void> } = {},
): Promise<PersonalizationStart> {
  const { template } = await resolveSource(deps.store, userId, payload);
  if (!hasTemplate(template)) throw new ValidationError(messages.enterTemplateFirst);
  const ids = payload.profileIds !== undefined ? readProfileIds(payload.profileIds) : undefined;
  const size =
    ids !== undefined
      ? ids.length
      : payload.campaignId !== undefined
        ? (await requireCampaign(deps.store, userId, payload.campaignId)).profile_count
        : 0;
  if (size > PERSONALIZE_JOB_THRESHOLD) {
    // Refused now, as the batch would be ('Profile not found'), not by a job that fails later.
    if (ids !== undefined) await requireOwnProfiles(deps.store, userId, ids);
    return { queued: true, job: await deps.store.jobs.enqueue(userId, 'personalize', payload) };
  }
  return { queued: false, result: await personalizeBatch(deps, userId, { ...payload, ...options }) };
}
