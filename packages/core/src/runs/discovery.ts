import { listName } from '../domain/list-name.js';
import { messages } from '../domain/messages.js';
import type { RunResult } from '../domain/run-result.js';
import { DISCOVERY_STEPS } from '../domain/run-steps.js';
import type { SearchList } from '../domain/search-list.js';
import type { JobHandler } from '../jobs/job-types.js';
import { capToBalance, knownProfiles } from './balance.js';
import { type DiscoveryFields, discoveryFields, discoverySessionId } from './discovery-input.js';
import { emptyDiscoveryError } from './empty-discovery.js';
import { runListHandler } from './pipeline.js';
import type { RunProgress } from './progress.js';
import { providerRunHooks } from './provider-runs.js';
import { discoverTargets } from './target-discovery.js';
import type { DiscoverPayload, RunContext, RunDeps } from './types.js';

/**
 * The handler of `discover` jobs (DESIGN.md §5; spec §4 four steps): 1 'Creating the list' —
 * validates the payload (spec §5), checks the balance (capped with a notice, or refused with 'Not
 * enough credits', DESIGN.md §9) and creates the list in status processing; 2 'Discovering' —
 * collects the targets' followers or followings and saves them (connection_type the search type,
 * source_username the first target, spec §3), or fails with 'No profiles were discovered…';
 * 3 'Enriching' — see `enrichList`; 4 'Finalising' — completes the list with profiles_found and
 * cost and erases the session id.
 *
 * The steps around discovery are the pipeline every list-making run shares (`runListHandler`). A
 * resumed job (`payload.listId`) continues its list: discovery is skipped when the list has
 * rows, and enrichment skips rows already enriched. A failure marks the list failed with the
 * spec's message (spec §8) and rethrows it as a LeadgenError; a cancel ends the list canceled
 * and a shutdown leaves it resumable.
 *
 * @example
 * const handlers = { discover: discoverHandler({ store, scraper }) };
 */
export function discoverHandler(deps: RunDeps): JobHandler<DiscoverPayload, RunResult> {
  const now = deps.now ?? (() => new Date());
  return runListHandler<DiscoverPayload, DiscoveryFields>(deps, {
    steps: DISCOVERY_STEPS,
    run: messages.runNames.discover,
    fallback: messages.runFailedUnexpectedly(messages.runNames.discover),
    validate: discoveryFields,
    async newList({ request: fields, payload, userId, progress }) {
      const sessionId = discoverySessionId(payload.sessionId, fields.type, deps.scraper);
      const known = await knownProfiles(deps.store, userId, { ...fields, refresh: payload.refresh });
      const cap = await capToBalance(deps.store, userId, fields.max, known);
      progress.setCap(cap, fields.max);
      return {
        name:
          fields.name ??
          listName({
            targets: fields.targets,
            searchType: fields.type,
            date: now(),
            timeZone: deps.timeZone,
          }),
        target_accounts: fields.targets,
        search_type: fields.type,
        max_profiles: cap.limit,
        instagram_session_id: sessionId,
      };
    },
    seedStep: DISCOVERING_STEP,
    seed: ({ list, resumed, request, progress, context }) =>
      discoverInto(deps, context, { list, resumed, fields: request, progress }),
    sessionId: (_fields, payload) => payload.sessionId,
  });
}

/** spec §4: discovery's second step, 'Discovering'. */
const DISCOVERING_STEP = 2;

/**
 * Step 2, 'Discovering': collects the targets' followers or followings not collected yet, each
 * saved with its completeness (`discoverTargets`); a list whose rows were saved before targets
 * had completeness (an older run) goes on to enrich them. A resumed job re-checks the balance
 * first. A provider outage is waited out by the run's outage policy (`withOutageRetry`), with a
 * notice saying when the next try is. A discovery that saved no one fails, charging nothing: with its provider's failure, or
 * with why no one was found (`emptyDiscoveryError`: a run that "succeeded" with nothing for a
 * public target is a failure too).
 */
async function discoverInto(
  deps: RunDeps,
  context: RunContext<DiscoverPayload>,
  run: { list: SearchList; resumed: boolean; fields: DiscoveryFields; progress: RunProgress },
): Promise<void> {
  const { store } = deps;
  const { list, resumed, fields, progress } = run;
  const userId = context.job.user_id;
  const payload = context.job.payload;
  // a resumed run whose rows were saved goes on to enrich them: no new discovery (issue 30)
  const hasRows = await store.profiles.hasRows(userId, list.id);
  if (hasRows && (await store.lists.completeness(userId, list.id)).length === 0) return;
  // spec §5: an actor that logs in needs the session id (a canceled job's was erased: resuming
  // needs it again); the default actors need none (DESIGN.md §9)
  const sessionId = discoverySessionId(payload.sessionId, fields.type, deps.scraper);
  let max = Math.min(list.max_profiles, fields.max);
  if (resumed) {
    const known = await knownProfiles(store, userId, { ...fields, max, refresh: payload.refresh });
    const cap = await capToBalance(store, userId, max, known);
    if (cap.notice) progress.setCap(cap, fields.max);
    max = cap.limit;
  }
  // each target's provider run is saved with the job as soon as it starts: a try after an
  // outage, or a job taken over after a crash, follows it instead of starting (and paying for)
  // another
  const noticeBefore = progress.notice;
  const outcome = await discoverTargets(deps, {
    list,
    targets: fields.targets,
    type: fields.type,
    max,
    sessionId,
    refresh: payload.refresh === true,
    signal: context.signal,
    runs: providerRunHooks(context),
    onTarget: (done, rows) =>
      progress.report(DISCOVERING_STEP, done / fields.targets.length, { discovered: rows }),
    // issue 33: an outage is waited out as enrichment waits it out, saying when the next try is
    onWait: (resumeAt) => {
      progress.setNotice(resumeAt ? messages.discoveryWaitingForProvider(resumeAt) : noticeBefore);
      return progress.report(DISCOVERING_STEP);
    },
  });
  if (await store.profiles.hasRows(userId, list.id)) return;
  if (outcome.failure !== undefined) throw outcome.failure;
  const request = { targets: fields.targets, type: fields.type, max, sessionId, signal: context.signal };
  throw await emptyDiscoveryError(deps.scraper, request, outcome.result, outcome.lookups);
}
