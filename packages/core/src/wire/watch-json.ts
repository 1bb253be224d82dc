import type { z } from 'zod';
import { millicreditsToCredits } from '../domain/credits.js';
import { formatWatchEvery, type Watch } from '../domain/watch.js';
import type { watchJsonSchema } from './json-schemas.js';

/**
 * A watch as the API and `--json` answer it (issue 34): its target and schedule (`every` as typed,
 * '1d', with `every_seconds`), its list, when it runs next, whether a run is queued or running
 * (`active_job_id`), and the last run's new people (`last_new_profiles`), `last_missed` (≈ how many
 * more arrived than it collected; null without two counts of the target) and `last_charged` in credits.
 */
export function watchJson(watch: Watch): z.infer<typeof watchJsonSchema> {
  return {
    id: watch.id,
    target_username: watch.target_username,
    search_type: watch.search_type,
    every: formatWatchEvery(watch.every_seconds),
    every_seconds: watch.every_seconds,
    max_profiles: watch.max_profiles,
    search_list_id: watch.search_list_id,
    next_run_at: watch.next_run_at,
    active_job_id: watch.active_job_id,
    last_job_id: watch.last_job_id,
    last_run_at: watch.last_run_at,
    last_new_profiles: watch.last_added,
    last_missed: watch.last_missed,
    last_charged: millicreditsToCredits(watch.last_charged ?? 0),
    reported_count: watch.reported_count,
    created_at: watch.created_at,
  };
}

export type WatchJson = ReturnType<typeof watchJson>;
