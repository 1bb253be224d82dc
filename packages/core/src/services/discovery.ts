import { listName } from '../domain/list-name.js';
import { messages } from '../domain/messages.js';
import type { RunResult } from '../domain/run-result.js';
import { DISCOVERY_STEPS } from '../domain/run-steps.js';
import type { SearchList } from '../domain/search-list.js';
import type { JobHandler } from '../jobs/job-types.js';
import { type DiscoveryFields, discoveryFields, discoverySessionId } from './discovery-input.js';
import { emptyDiscoveryError } from './empty-discovery.js';
import { withOutageRetry } from './provider-outage.js';
import { providerRunHooks } from './provider-runs.js';
import { capToBalance, knownProfiles } from './run-balance.js';
import { runListHandler } from './run-pipeline.js';
import type { RunProgress } from './run-progress.js';
import type { DiscoverPayload, RunContext, RunDeps } from './run-types.js';

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
 * Step 2, 'Discovering': unless the list already has rows (a resumed job), collects the targets'
 * followers or followings and saves them. A resumed job re-checks the balance first. A provider
 * outage is waited out by the run's outage policy (`withOutageRetry`), with a notice saying when
 * the next try is; the discovery run it started is followed through it, never bought again.
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
  if (await store.profiles.hasRows(userId, list.id)) return;
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
  // the provider run is saved with the job as soon as it starts: a try after an outage, or a job
  // taken over after a crash, follows it instead of starting (and paying for) another
  const request = {
    targets: fields.targets,
    type: fields.type,
    max,
    sessionId,
    signal: context.signal,
    run: providerRunHooks(context)('discover'),
  };
  // issue 33: an outage is waited out as enrichment waits it out, saying when the next try is
  const noticeBefore = progress.notice;
  const result = await withOutageRetry(() => deps.scraper.discover(request), {
    policy: deps.outage,
    clock: deps.clock,
    signal: context.signal,
    onWait: (resumeAt) => {
      progress.setNotice(resumeAt ? messages.discoveryWaitingForProvider(resumeAt) : noticeBefore);
      return progress.report(DISCOVERING_STEP);
    },
  });
  if (result.profiles.length === 0) throw await emptyDiscoveryError(deps.scraper, request, result);
  const { profiles } = result;
  // spec §3: connection_type is the search type, source_username the first target; insertMany
  // keeps one row per username per list
  const source = fields.targets[0] as string;
  const rows = profiles.map((profile) => ({
    ...profile,
    connection_type: fields.type,
    source_username: source,
  }));
  await store.profiles.insertMany(userId, list.id, rows);
}
