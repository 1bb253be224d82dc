import { jobOutcome } from '@leadgen/core/domain';
import type { JobJson, WatchJson } from '@leadgen/core/wire';
import type { ApiClient } from '../remote/api-client.js';
import { Interrupted, type StopReason } from '../stop-signals.js';
import type { Terminal } from './jobs-foreground.js';
import { followRemoteJob } from './jobs-remote.js';
import type { WatchRunJson } from './watch-output.js';

/**
 * `leadgen watch run <id>` in remote mode (issue 35): the run is queued on the server (POST
 * /api/v1/watches/:id/run; one already queued or running is followed instead), followed to its
 * end, and reported from the watch as it stands then, in `watch run --json`'s shape. A stop
 * (Ctrl-C…) only stops following: the server goes on with the run.
 */
export async function runRemoteWatch(
  api: ApiClient,
  watchId: string,
  terminal: Terminal,
  quiet: boolean,
): Promise<{ run: WatchRunJson; stop: StopReason | null }> {
  const queued = await api.json<{ job: JobJson }>('POST', `/watches/${watchId}/run`);
  return followRemoteWatchRun(api, watchId, queued.job, terminal, quiet);
}

/**
 * `leadgen watch run --due` in remote mode: the key's user's due watches queued on the server
 * (POST /api/v1/watches/run-due; a server runs only its caller's watches, where a local
 * `--due` runs every user's of the database), each followed to its end in turn.
 */
export async function runRemoteDueWatches(
  api: ApiClient,
  terminal: Terminal,
  quiet: boolean,
): Promise<{ runs: WatchRunJson[]; stop: StopReason | null }> {
  const { runs } = await api.json<{ runs: { watch: WatchJson; job: JobJson }[] }>('POST', '/watches/run-due');
  const done: WatchRunJson[] = [];
  for (const queued of runs) {
    const { run, stop } = await followRemoteWatchRun(api, queued.watch.id, queued.job, terminal, quiet);
    done.push(run);
    if (stop) return { runs: done, stop };
  }
  return { runs: done, stop: null };
}

/** A run queued on the server, followed to its end and reported from its watch. */
async function followRemoteWatchRun(
  api: ApiClient,
  watchId: string,
  queued: JobJson,
  terminal: Terminal,
  quiet: boolean,
): Promise<{ run: WatchRunJson; stop: StopReason | null }> {
  let job: JobJson;
  let stop: StopReason | null = null;
  try {
    job = await followRemoteJob(api, queued.id, terminal, quiet);
  } catch (error) {
    if (!(error instanceof Interrupted)) throw error;
    stop = error.exitCode === 143 ? 'SIGTERM' : error.exitCode === 129 ? 'SIGHUP' : 'SIGINT';
    job = queued;
  }
  const { watch } = await api.json<{ watch: WatchJson }>('GET', `/watches/${watchId}`);
  const completed = job.status === 'completed';
  return {
    run: {
      watch_id: watch.id,
      job_id: job.id,
      target_username: watch.target_username,
      search_type: watch.search_type,
      status: job.status,
      outcome: jobOutcome(job),
      search_list_id: watch.search_list_id,
      new_profiles: completed ? watch.last_new_profiles : null,
      missed: completed ? watch.last_missed : null,
      reported_count: completed ? watch.reported_count : null,
      charged: completed ? watch.last_charged : 0,
      error: job.error,
      error_code: job.error_code,
    },
    stop,
  };
}
