import { listName } from '../domain/list-name.js';
import { messages } from '../domain/messages.js';
import type { RunResult } from '../domain/run-result.js';
import { DISCOVERY_STEPS } from '../domain/run-steps.js';
import type { SearchList } from '../domain/search-list.js';
import type { JobHandler } from '../jobs/job-types.js';
import { capToBalance, knownProfiles } from './balance.js';
import { emptyDiscoveryError } from './empty-discovery.js';
import { runListHandler } from './pipeline.js';
import type { RunProgress } from './progress.js';
import { providerRunHooks } from './provider-runs.js';
import type { DiscoverPayload } from './run-payloads.js';
import { discoverTargets } from './target-discovery.js';
import type { RunContext, RunDeps } from './types.js';

/**
 * The handler of `discover` jobs (DESIGN.md §5; spec §4 four steps): 1 'Creating the list' —
 * checks the balance (capped with a notice, or refused with 'Not enough credits', DESIGN.md §9)
 * and creates the list in status processing; 2 'Discovering' — collects the targets' followers
 * or followings and saves them (connection_type the search type, source_username the first
 * target, spec §3), or fails with 'No profiles were discovered…';
 * 3 'Enriching' — see `enrichList`; 4 'Finalising' — completes the list with profiles_found and
 * cost and erases the session id.
 *
 * The steps around discovery are the pipeline every list-making run shares (`runListHandler`). A
 * resumed job (`payload.listId`) continues its list: discovery is skipped when the list has
 * rows, and enrichment skips rows already enriched. A failure marks the list failed with the
 * spec's message (spec §8) and rethrows it as a LeadgenError; a cancel ends the list canceled
 * and a shutdown leaves it resumable.
 *
 * The payload is trusted as it is: `validateDiscovery` checked it (spec §5) and decided its
 * session id where it was queued, and `resumeJob` decides a resumed job's (issue 37).
 *
 * @example
 * const handlers = { discover: discoverHandler({ store, scraper }) };
 */
export function discoverHandler(deps: RunDeps): JobHandler<DiscoverPayload, RunResult> {
  const now = deps.now ?? (() => new Date());
  return runListHandler<DiscoverPayload>(deps, {
    steps: DISCOVERY_STEPS,
    run: messages.runNames.discover,
    fallback: messages.runFailedUnexpectedly(messages.runNames.discover),
    async newList({ payload, userId, progress }) {
      const known = await knownProfiles(deps.store, userId, payload);
      const cap = await capToBalance(deps.store, userId, payload.max, known);
      progress.setCap(cap, payload.max);
      return {
        name:
          payload.name ??
          listName({
            targets: payload.targets,
            searchType: payload.type,
            date: now(),
            timeZone: deps.timeZone,
          }),
        target_accounts: payload.targets,
        search_type: payload.type,
        max_profiles: cap.limit,
        instagram_session_id: payload.sessionId,
      };
    },
    seedStep: DISCOVERING_STEP,
    seed: ({ list, resumed, progress, context }) => discoverInto(deps, context, { list, resumed, progress }),
    sessionId: (payload) => payload.sessionId,
  });
}

/** spec §4: discovery's second step, 'Discovering'. */
const DISCOVERING_STEP = 2;

/**
 * Step 2, 'Discovering': collects the targets' followers or followings not collected yet, each
 * saved with its completeness (`discoverTargets`); a list whose rows were saved before targets
 * had completeness (an older run) goes on to enrich them. A resumed job re-checks the balance
 * first. A provider outage is waited out by the run's outage policy (`withOutageRetry`), with a
 * notice saying when the next try is. A discovery that saved no one fails, charging nothing: with
 * its provider's failure, or with why no one was found (`emptyDiscoveryError`: a run that
 * "succeeded" with nothing for a public target is a failure too).
 */
async function discoverInto(
  deps: RunDeps,
  context: RunContext<DiscoverPayload>,
  run: { list: SearchList; resumed: boolean; progress: RunProgress },
): Promise<void> {
  const { store } = deps;
  const { list, resumed, progress } = run;
  const userId = context.job.user_id;
  const payload = context.job.payload;
  const { targets, type, sessionId } = payload;
  // a resumed run whose rows were saved goes on to enrich them: no new discovery (issue 30)
  const hasRows = await store.profiles.hasRows(userId, list.id);
  if (hasRows && (await store.lists.completeness(userId, list.id)).length === 0) return;
  let max = Math.min(list.max_profiles, payload.max);
  if (resumed) {
    // the balance may have changed since the list was made: checked again for what is left
    const known = await knownProfiles(store, userId, { ...payload, max });
    const cap = await capToBalance(store, userId, max, known);
    if (cap.notice) progress.setCap(cap, payload.max);
    max = cap.limit;
  }
  // each target's provider run is saved with the job as soon as it starts: a try after an
  // outage, or a job taken over after a crash, follows it instead of starting (and paying for)
  // another
  const noticeBefore = progress.notice;
  const outcome = await discoverTargets(deps, {
    list,
    targets,
    type,
    max,
    sessionId,
    refresh: payload.refresh === true,
    signal: context.signal,
    runs: providerRunHooks(context),
    onTarget: (done, rows) => progress.report(DISCOVERING_STEP, done / targets.length, { discovered: rows }),
    // issue 33: an outage is waited out as enrichment waits it out, saying when the next try is
    onWait: (resumeAt) => {
      progress.setNotice(resumeAt ? messages.discoveryWaitingForProvider(resumeAt) : noticeBefore);
      return progress.report(DISCOVERING_STEP);
    },
  });
  if (await store.profiles.hasRows(userId, list.id)) return;
  if (outcome.failure !== undefined) throw outcome.failure;
  const request = { targets, type, max, sessionId, signal: context.signal };
  throw await emptyDiscoveryError(deps.scraper, request, outcome.result, outcome.lookups);
}
