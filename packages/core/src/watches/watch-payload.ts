import type { Watch } from '../domain/watch.js';
import type { ProviderRuns } from '../runs/run-payloads.js';
import { type Validated, validated } from '../runs/validated.js';

/** The fields of a `watch` job's payload (`WatchPayload` is this, made by `watchRunPayload`). */
export interface WatchRunFields {
  watchId: string;
  listId: string;
  target: string;
  type: 'followers' | 'following';
  /** The most people the run collects. */
  max: number;
  /** Always null: a watch runs unattended, so only with actors that need no Instagram login. */
  sessionId: null;
  providerRuns?: ProviderRuns;
}

/**
 * The payload of a `watch` job: one run of a watch (issue 34), into the watch's own list, made
 * only by `watchRunPayload` from the stored watch, whose target, type and maximum `addWatch`
 * checked; the handler trusts it (issue 37).
 */
export type WatchPayload = Validated<WatchRunFields, 'watch'>;

/** The payload of a run of `watch`: its target, type and maximum as `addWatch` validated them. */
export function watchRunPayload(watch: Watch): WatchPayload {
  return validated({
    watchId: watch.id,
    listId: watch.search_list_id,
    target: watch.target_username,
    type: watch.search_type,
    max: watch.max_profiles,
    sessionId: null,
  });
}
