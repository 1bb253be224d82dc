import { PROFILE_COST, profilesCovered } from '../domain/credits.js';
import { InsufficientCreditsError, LeadgenError, NotFoundError } from '../domain/errors.js';
import { messages } from '../domain/messages.js';
import type { Job } from '../jobs/job-types.js';
import { getJob, jobListId, runRequestOf } from '../jobs/jobs.js';
import type { Scraper } from '../providers/scraper.js';
import type { Repositories } from '../store/open-store.js';
import { customSessionId } from './custom-input.js';
import { discoverySessionId } from './discovery-input.js';
import { listTotals } from './totals.js';

/**
 * What a retry needs: the store (the job, and the balance and list of a run the balance
 * stopped), and the scraper, which says whether its actor logs in to Instagram.
 */
export interface ResumeDeps {
  store: Repositories;
  scraper: Pick<Scraper, 'sessionIdRequired'>;
}

/**
 * Whether retrying this run needs the Instagram session id again: a discovery whose configured
 * actor logs in (the run's end erased the id it had). What a front end asks for before it retries.
 */
export function resumeNeedsSessionId(job: Job, scraper: Pick<Scraper, 'sessionIdRequired'>): boolean {
  return job.kind === 'discover' && scraper.sessionIdRequired(discoveryType(job));
}

/** The search type of a discover job, from its payload. */
const discoveryType = (job: Job) =>
  (job.payload as { type?: unknown } | null)?.type === 'following' ? 'following' : 'followers';

/**
 * The session id a resumed run is given, decided as where it was first queued (issue 37: the
 * handler trusts its payload): a discovery's as `validateDiscovery` decides it ('Instagram
 * session ID is required' when its actor logs in and none is given; none when the actor logs in
 * to nothing), a custom list's as `validateCustom` does (optional); a watch never has one.
 */
function resumedSessionId(job: Job, input: ResumeJobInput, scraper: ResumeDeps['scraper']): string | null {
  if (job.kind === 'discover') return discoverySessionId(input.sessionId, discoveryType(job), scraper);
  if (job.kind === 'custom') return customSessionId(input.sessionId);
  return null;
}

/** What a retry may bring: the Instagram session id the run's end erased (DESIGN.md §5). */
export interface ResumeJobInput {
  /**
   * Needed for a discovery whose actor logs in to Instagram (refused here without it), dropped
   * for one whose actor does not; optional for a custom list. The handler uses what this decides.
   */
  sessionId?: string | undefined;
}

/** Why a job that has not failed nor been canceled cannot be retried. */
function notResumable(job: Job): LeadgenError {
  const state = job.status === 'completed' ? 'completed' : job.status === 'queued' ? 'queued' : 'running';
  return new LeadgenError('CONFLICT', `Job ${job.id} is already ${state}`);
}

/**
 * Why a run the balance stopped cannot be retried yet, or null: the balance still covers no
 * profile. What it needs is its list's profiles still waiting, or (stopped before it had any)
 * the profiles it was asked for, at 0.008 each (spec §9): the refusal says so with the balance,
 * instead of a run that fails again at once with a bare 'Not enough credits' (issue 32).
 */
async function creditsStillShort(store: Repositories, job: Job): Promise<InsufficientCreditsError | null> {
  if (job.kind === 'personalize' || job.error_code !== 'INSUFFICIENT_CREDITS') return null;
  const balance = (await store.ledger.balance(job.user_id)) ?? 0;
  if (profilesCovered(balance) > 0) return null;
  const listId = jobListId(job);
  const waiting = listId ? (await listTotals(store, job.user_id, listId)).pending : 0;
  const request = runRequestOf(job);
  const asked = request?.kind === 'discover' ? request.maxProfiles : (request?.usernames ?? 0);
  const needed = PROFILE_COST * Math.max(1, waiting > 0 ? waiting : asked);
  return new InsufficientCreditsError(messages.notEnoughCredits, { needed, balance });
}

/**
 * Retries one of the user's failed or canceled runs: the job is queued again and continues its
 * list (discovered rows are kept, enrichment skips enriched rows and charges only what is still
 * missing, DESIGN.md §5). A discovery whose actor logs in to Instagram needs `sessionId` again
 * (the run's end erased it): without it the retry is refused before anything is queued
 * ('Instagram session ID is required'). The session id is decided here, as the queue decides a
 * new run's (`resumedSessionId`): the handler trusts the payload (issue 37).
 * NotFoundError('Job not found') for a missing or foreign id; CONFLICT ('Job … is already
 * completed', '… already queued', '… already running') for a job that has not failed nor been canceled;
 * InsufficientCreditsError, with what it needs and the balance, for a run the balance stopped
 * while the balance still covers no profile.
 *
 * @example
 * const job = await resumeJob({ store, scraper }, user.id, jobId, { sessionId: form.sessionId });
 */
export async function resumeJob(
  deps: ResumeDeps,
  userId: string,
  jobId: string,
  input: ResumeJobInput = {},
): Promise<Job> {
  const job = await getJob(deps, userId, jobId);
  if (job.status !== 'failed' && job.status !== 'canceled') throw notResumable(job);
  const sessionId = resumedSessionId(job, input, deps.scraper);
  const short = await creditsStillShort(deps.store, job);
  if (short) throw short;
  const resumed = await deps.store.jobs.resume(userId, jobId, sessionId ? { sessionId } : {});
  if (resumed) return resumed;
  // Another call resumed (or deleted) it between the read and the update.
  throw notResumable(await getJob(deps, userId, jobId));
}

/**
 * Retries the run that made one of the user's lists, from the list (the dashboard's failed list
 * row): the newest failed or canceled discovery or custom job of that list is resumed as
 * `resumeJob` does. NotFoundError when the list has no such run (another user's list included).
 *
 * @example
 * const job = await resumeListRun({ store, scraper }, user.id, listId);
 */
export async function resumeListRun(
  deps: ResumeDeps,
  userId: string,
  listId: string,
  input: ResumeJobInput = {},
): Promise<Job> {
  const ended = [
    ...(await deps.store.jobs.list(userId, { status: 'failed', limit: 500 })),
    ...(await deps.store.jobs.list(userId, { status: 'canceled', limit: 500 })),
  ]
    .filter((job) => job.kind !== 'personalize' && (job.payload as { listId?: unknown }).listId === listId)
    .sort((a, b) => b.updated_at.localeCompare(a.updated_at));
  const job = ended[0];
  if (!job) throw new NotFoundError(messages.noRunToRetry);
  return resumeJob(deps, userId, job.id, input);
}
