import { messages } from '../domain/messages.js';
import type { SearchList } from '../domain/search-list.js';
import type { Job, JobStatus } from '../jobs/job-types.js';
import type { Repositories } from '../store/open-store.js';
import { requireList } from './access.js';

/** What the list-standing reads need: lists, profiles and jobs. */
export interface ListStandingDeps {
  store: Pick<Repositories, 'lists' | 'profiles' | 'jobs'>;
}

/**
 * What a user is shown of a list against what its runs found (issue 18). Rows a run has not
 * settled are visible to no one (store/visible-profile.ts): a canceled or failed run shows what
 * it looked up (and charged for), and the rest waits until the run is resumed.
 */
export interface ListStanding {
  /** Profiles shown: looked up by the run (enriched and charged, or not found or failed at no cost). */
  shown: number;
  /** Profiles found but not looked up yet: shown to no one. */
  hidden: number;
  /** The list's run can be tried again (its newest run failed or was canceled, and none is going). */
  resumable: boolean;
  /** `messages.unsettledProfiles` when profiles are hidden, else null. */
  notice: string | null;
  /**
   * How far the list's going run is (its job's percent, which never goes down), or null when no
   * run is going: where a progress ring starts before live events arrive.
   */
  percent: number | null;
}

/** The user's run jobs (discovery and custom) in these statuses, by the list they work on. */
async function runJobsByList(
  store: Pick<Repositories, 'jobs'>,
  userId: string,
  statuses: readonly JobStatus[],
): Promise<Map<string, Job[]>> {
  const byList = new Map<string, Job[]>();
  for (const status of statuses) {
    for (const job of await store.jobs.list(userId, { status, limit: 500 })) {
      const listId = (job.payload as { listId?: unknown }).listId;
      if (job.kind === 'personalize' || typeof listId !== 'string') continue;
      byList.set(listId, [...(byList.get(listId) ?? []), job]);
    }
  }
  return byList;
}

/**
 * The standing of each of the user's `lists` (by id): shown and hidden counts, whether its run
 * can be resumed, and the notice to show. Reads the user's run jobs once for all of them; the
 * counts are one read of the list's kept count and one of its pending rows (an index of pending
 * rows only), so a completed list costs two index probes.
 *
 * @example
 * const standings = await listStandings({ store }, userId, await store.lists.list(userId));
 */
export async function listStandings(
  deps: ListStandingDeps,
  userId: string,
  lists: readonly Pick<SearchList, 'id' | 'status'>[],
): Promise<Map<string, ListStanding>> {
  const { store } = deps;
  const going = await runJobsByList(store, userId, ['queued', 'running']);
  const ended = await runJobsByList(store, userId, ['failed', 'canceled']);
  const standings = new Map<string, ListStanding>();
  for (const list of lists) {
    const [shown, hidden] = await Promise.all([
      store.profiles.total(userId, list.id),
      store.profiles.hiddenCount(userId, list.id),
    ]);
    const running = going.has(list.id);
    const percents = (going.get(list.id) ?? []).map((job) => job.progress?.percent ?? 0);
    const resumable = !running && list.status !== 'completed' && ended.has(list.id);
    const run = resumable ? 'resumable' : running ? 'running' : 'ended';
    standings.set(list.id, {
      shown,
      hidden,
      resumable,
      notice: hidden > 0 ? messages.unsettledProfiles(shown, hidden, run) : null,
      percent: percents.length > 0 ? Math.max(...percents) : null,
    });
  }
  return standings;
}

/**
 * One list's standing (`listStandings`); NotFoundError('List not found') for a missing or
 * foreign id.
 *
 * @example
 * const { notice } = await listStanding({ store }, userId, listId);
 * // 'Showing the 100 profiles looked up. 900 more were found and not paid for; resume the run to add them.'
 */
export async function listStanding(
  deps: ListStandingDeps,
  userId: string,
  listId: string,
): Promise<ListStanding> {
  const list = await requireList(deps.store, userId, listId);
  return (await listStandings(deps, userId, [list])).get(list.id) as ListStanding;
}
