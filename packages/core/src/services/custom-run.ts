import { customListName } from '../domain/list-name.js';
import { messages } from '../domain/messages.js';
import { CUSTOM_ID_PREFIX, CUSTOM_SOURCE } from '../domain/profile.js';
import type { RunResult } from '../domain/run-result.js';
import { CUSTOM_STEPS } from '../domain/run-steps.js';
import type { JobHandler } from '../jobs/job-types.js';
import type { NewProfile } from '../store/profiles-repository.js';
import { type CustomRequest, validateCustom } from './custom-run-input.js';
import { capPendingRows, capToBalance } from './run-balance.js';
import { runListHandler } from './run-pipeline.js';
import type { RunProgress } from './run-progress.js';
import type { CustomPayload, RunDeps } from './run-types.js';

/** A custom list's row before lookup (spec §3: instagram user id `custom_<username>`, custom source). */
const customRow = (username: string): NewProfile => ({
  username,
  instagram_user_id: `${CUSTOM_ID_PREFIX}${username}`,
  connection_type: 'custom',
  source_username: CUSTOM_SOURCE,
});

/**
 * The handler of `custom` jobs (DESIGN.md §5; spec §4 three steps): 1 'Creating the list' —
 * validates the usernames (spec §5 "Custom list"), checks the balance (capped to the first N
 * usernames with a notice, or refused with 'Not enough credits', DESIGN.md §9), creates the list
 * (search type custom) and one row per username; 2 'Looking up profiles' — the same chunked
 * enrichment as discovery (`enrichList`): a username with no data is kept with status not_found
 * and 'Profile not found' (spec §8); 3 'Finalising' — completes the list with profiles_found and
 * cost and erases the session id, if one was given.
 *
 * The same pipeline as discovery (`runListHandler`), with the rows seeded from the usernames
 * instead of discovered; the fallback failure message is
 * 'Failed to create custom campaign. Please try again.' (spec §8).
 */
export function customHandler(deps: RunDeps): JobHandler<CustomPayload, RunResult> {
  const now = deps.now ?? (() => new Date());
  /** The first usernames the balance covers, with the cap's notice (DESIGN.md §9). */
  const cappedTo = async (usernames: readonly string[], userId: string, progress: RunProgress) => {
    const cap = await capToBalance(deps.store, userId, usernames.length);
    progress.setNotice(cap.notice);
    return usernames.slice(0, cap.limit);
  };
  return runListHandler<CustomPayload, CustomRequest>(deps, {
    steps: CUSTOM_STEPS,
    fallback: messages.failedToCreateCustomCampaign,
    validate: validateCustom,
    async newList({ request, userId, progress }) {
      const usernames = await cappedTo(request.usernames, userId, progress);
      return {
        name: request.name ?? customListName({ usernames, date: now(), timeZone: deps.timeZone }),
        target_accounts: usernames,
        search_type: 'custom',
        max_profiles: usernames.length,
        instagram_session_id: request.sessionId,
      };
    },
    // one row per username the list was made for (its targets, capped when it was created); a
    // job stopped between creating its list and saving the rows saves them now, capped again
    async seed({ list, resumed, progress, context }) {
      const { store } = deps;
      const userId = context.job.user_id;
      if (await store.profiles.hasRows(userId, list.id)) {
        if (resumed) progress.setNotice(await capPendingRows(store, userId, list.id));
        return;
      }
      const usernames = resumed
        ? await cappedTo(list.target_accounts, userId, progress)
        : list.target_accounts;
      await store.profiles.insertMany(userId, list.id, usernames.map(customRow));
    },
    sessionId: (request) => request.sessionId,
  });
}
