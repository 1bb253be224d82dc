import { ProviderError } from '../domain/errors.js';
import { type ApifyHttp, actorPath } from './apify-http.js';
import { CLOCK_SKEW_MS, findRun, followRun, type RunSearch, recoverTimedOutRun } from './apify-runs.js';
import { withRetry } from './retry.js';

/** How one actor call is made: the API, the actor, its input and the wording of its failure. */
export interface ActorCall {
  http: ApifyHttp;
  actor: string;
  input: Record<string, unknown>;
  /** Unique per call; put in the input as `leadgenRequestId` to find the run again. */
  requestId: string;
  pollIntervalMs: number;
  fallbackMessage: string;
  /** Credentials in the input (the session id), masked if an error message echoes them. */
  secrets?: readonly string[];
  signal?: AbortSignal;
}

/**
 * Runs an actor with run-sync-get-dataset-items and returns its dataset items, retrying 429,
 * 5xx, network errors and cut-short answers (DESIGN.md §4). Never pays for the same work twice
 * when it can help it: a 408 means the run goes on, so it is found and followed (see
 * `recoverTimedOutRun`); after a failure that may have started a run (5xx, reset, cut-short
 * answer) the next try first looks for that run and follows it instead of starting another.
 */
export async function runActor(call: ActorCall): Promise<unknown[]> {
  const { http, signal, fallbackMessage } = call;
  const input = { ...call.input, leadgenRequestId: call.requestId };
  const search: RunSearch = {
    http,
    actor: call.actor,
    requestId: call.requestId,
    since: http.policy.now() - CLOCK_SKEW_MS,
    pollIntervalMs: call.pollIntervalMs,
    fallbackMessage,
    secrets: call.secrets,
    signal,
  };
  const path = `/v2/acts/${actorPath(call.actor)}/run-sync-get-dataset-items`;
  // True after a failure that may have left a run behind (not after a 429: nothing started).
  let runMayExist = false;
  return withRetry(
    async () => {
      if (runMayExist) {
        const run = await findRun(search);
        if (run) return { ok: true, value: await followRun(search, run.id) };
      }
      const outcome = await http.attempt(
        { path, method: 'POST', body: input, fallbackMessage, accept: [408], secrets: call.secrets },
        signal,
      );
      if (!outcome.ok) {
        runMayExist =
          outcome.retryable && !(outcome.error instanceof ProviderError && outcome.error.status === 429);
        return outcome;
      }
      if (outcome.value.status === 408) return { ok: true, value: await recoverTimedOutRun(search, input) };
      const items = outcome.value.json;
      if (!Array.isArray(items)) throw new ProviderError('PROVIDER_ERROR', fallbackMessage);
      return { ok: true, value: items };
    },
    http.policy,
    signal,
  );
}
