import type { JobJson } from '../../lib/api-types';

/** The screen that follows a run of this kind. */
export const runScreen = (kind: string) => (kind === 'custom' ? '/custom-campaign' : '/new-campaign');

/** Where a run is followed: its screen with the run in the URL (a refresh or a second tab shows it). */
export const runPath = (job: Pick<JobJson, 'id' | 'kind'>) =>
  `${runScreen(job.kind)}?job=${encodeURIComponent(job.id)}`;

/**
 * A run named by what it was asked for and where it is: 'Discovery of @natgeo, @nasa
 * (followers, up to 100 profiles), step 2 of 4 · 47%'; 'Custom list of 12 usernames, waiting to
 * start'.
 */
export function runLabel(job: Pick<JobJson, 'request' | 'status' | 'progress'>): string {
  const request = job.request;
  const what =
    request?.kind === 'discover'
      ? `Discovery of ${request.target_accounts.map((target) => `@${target}`).join(', ')} (${request.search_type}, up to ${request.max_profiles.toLocaleString('en-US')} profiles)`
      : request?.kind === 'custom'
        ? `Custom list of ${request.username_count.toLocaleString('en-US')} username${request.username_count === 1 ? '' : 's'}`
        : 'A run';
  const progress = job.progress;
  const where =
    job.status === 'queued' || !progress
      ? 'waiting to start'
      : `step ${progress.step_index} of ${progress.step_count} · ${Math.round(progress.percent)}%`;
  return `${what}, ${where}`;
}
