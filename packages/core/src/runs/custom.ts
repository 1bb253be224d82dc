import { customListName } from '../domain/list-name.js';
import { messages } from '../domain/messages.js';
import { CUSTOM_ID_PREFIX, CUSTOM_SOURCE } from '../domain/profile.js';
import type { RunResult } from '../domain/run-result.js';
import { CUSTOM_STEPS } from '../domain/run-steps.js';
import type { JobHandler } from '../jobs/job-types.js';
import type { Store } from '../store/open-store.js';
import type { NewProfile } from '../store/profiles-repository.js';
import { capToBalance } from './balance.js';
import { runListHandler } from './pipeline.js';
import type { RunProgress } from './progress.js';
import type { CustomPayload } from './run-payloads.js';
import type { RunDeps } from './types.js';

/** A custom list's row before lookup (spec §3: instagram user id `custom_<username>`, custom source). */
const customRow = (username: string): NewProfile => ({
  username,
  instagram_user_id: `${CUSTOM_ID_PREFIX}${username}`,
  connection_type: 'custom',
  source_username: CUSTOM_SOURCE,
});

/**
 * The handler of `custom` jobs (DESIGN.md §5; spec §4 three steps): 1 'Creating the list' —
 * checks the balance (capped to the first N usernames with a notice, or refused with 'Not
 * enough credits', DESIGN.md §9), creates the list (search type custom) and one row per
 * username; 2 'Looking up profiles' — the same chunked enrichment as discovery
 * (`enrichList`): a username with no data is kept with status not_found
 * and 'Profile not found' (spec §8); 3 'Finalising' — completes the list with profiles_found and
 * cost and erases the session id, if one was given.
 *
 * The same pipeline as discovery (`runListHandler`), with the rows seeded from the usernames
 * instead of discovered; an unexpected failure says 'The import failed…' (issue 33: the run is
 * an import of usernames, not the form's 'Failed to create custom campaign'). The usernames are
 * trusted as they are: `validateCustom` checked them (spec §5 "Custom list") where the run was
 * queued (issue 37).
 */
export function customHandler(deps: RunDeps): JobHandler<CustomPayload, RunResult> {
  const now = deps.now ?? (() => new Date());
  /**
   * The usernames the balance covers, in order, with the cap's notice (DESIGN.md §9): people
   * enriched within the freshness window cost nothing and are all kept (issue 30).
   */
  const cappedTo = async (
    usernames: readonly string[],
    userId: string,
    progress: RunProgress,
    refresh: boolean | undefined,
  ) => {
    const { store } = deps;
    const fresh = refresh ? new Set<string>() : await freshUsernames(store, userId, usernames);
    const cap = await capToBalance(store, userId, usernames.length, fresh.size);
    progress.setCap(cap, usernames.length);
    let paid = cap.limit - Math.min(fresh.size, usernames.length);
    return usernames.filter((username) => fresh.has(username) || paid-- > 0).slice(0, cap.limit);
  };
  return runListHandler<CustomPayload>(deps, {
    steps: CUSTOM_STEPS,
    run: messages.runNames.custom,
    fallback: messages.runFailedUnexpectedly(messages.runNames.custom),
    async newList({ payload, userId, progress }) {
      const usernames = await cappedTo(payload.usernames, userId, progress, payload.refresh);
      return {
        name: payload.name ?? customListName({ usernames, date: now(), timeZone: deps.timeZone }),
        target_accounts: usernames,
        search_type: 'custom',
        max_profiles: usernames.length,
        instagram_session_id: payload.sessionId,
      };
    },
    // one row per username the list was made for (its targets, capped when it was created); a
    // job stopped between creating its list and saving the rows saves them now, capped again
    async seed({ list, resumed, payload, progress, context }) {
      const { store } = deps;
      const userId = context.job.user_id;
      // a resumed run whose rows were saved goes on to enrich them (issue 30)
      if (await store.profiles.hasRows(userId, list.id)) return;
      const usernames = resumed
        ? await cappedTo(list.target_accounts, userId, progress, payload.refresh)
        : list.target_accounts;
      await store.profiles.insertMany(userId, list.id, usernames.map(customRow));
    },
    sessionId: (payload) => payload.sessionId,
  });
}

/** Which of these usernames are people enriched within the user's freshness window. */
async function freshUsernames(
  store: Store,
  userId: string,
  usernames: readonly string[],
): Promise<Set<string>> {
  const since = await store.people.freshSince(userId);
  const people = await store.people.freshEnrichment(
    userId,
    await store.people.idsByUsername(userId, usernames),
    since,
  );
  return new Set([...people.values()].map((person) => person.username));
}
