import { customListName } from '../domain/list-name.js';
import { messages } from '../domain/messages.js';
import { CUSTOM_ID_PREFIX, CUSTOM_SOURCE } from '../domain/profile.js';
import type { RunResult } from '../domain/run-result.js';
import { CUSTOM_STEPS } from '../domain/run-steps.js';
import type { JobHandler } from '../jobs/job-types.js';
import type { NewProfile } from '../store/profiles-repository.js';
import { validateCustom } from './custom-run-input.js';
import { providerRunHooks } from './provider-runs.js';
import { capPendingRows, capToBalance } from './run-balance.js';
import { enrichRunList } from './run-enrich-step.js';
import { endRun, finaliseStep, openRunList, runLimiter } from './run-list.js';
import { createRunProgress } from './run-progress.js';
import type { CustomPayload, RunContext, RunDeps } from './run-types.js';

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
 * Resuming, failing and stopping work as for `discoverHandler`; the fallback failure message is
 * 'Failed to create custom campaign. Please try again.' (spec §8).
 */
export function customHandler(deps: RunDeps): JobHandler<CustomPayload, RunResult> {
  const limiter = runLimiter(deps);
  const now = deps.now ?? (() => new Date());

  return async (context: RunContext<CustomPayload>) => {
    const { store } = deps;
    const userId = context.job.user_id;
    const payload = context.job.payload;
    const progress = createRunProgress(CUSTOM_STEPS, (update) => context.progress(update));
    let listId: string | undefined;
    try {
      await progress.report(1);
      const request = validateCustom(payload);
      let usernames = request.usernames;
      const { list, resumed } = await openRunList(deps, context, async () => {
        const cap = await capToBalance(store, userId, usernames.length);
        progress.setNotice(cap.notice);
        usernames = usernames.slice(0, cap.limit);
        return {
          name: request.name ?? customListName({ usernames, date: now(), timeZone: deps.timeZone }),
          target_accounts: usernames,
          search_type: 'custom',
          max_profiles: usernames.length,
          instagram_session_id: request.sessionId,
        };
      });
      listId = list.id;
      if (list.status !== 'completed') {
        if (!(await store.profiles.hasRows(userId, list.id))) {
          // A job stopped between creating its list and saving the rows: save them now.
          if (resumed) {
            const cap = await capToBalance(store, userId, usernames.length);
            progress.setNotice(cap.notice);
            usernames = usernames.slice(0, cap.limit);
          }
          await store.profiles.insertMany(userId, list.id, usernames.map(customRow));
        } else if (resumed) {
          progress.setNotice(await capPendingRows(store, userId, list.id));
        }
        await enrichRunList({
          deps,
          limiter,
          userId,
          listId: list.id,
          sessionId: request.sessionId,
          signal: context.signal,
          runs: providerRunHooks(deps, context),
          progress,
          stepIndex: 2,
        });
      }

      return await finaliseStep(store, userId, list.id, progress, 3);
    } catch (error) {
      return endRun({
        deps,
        userId,
        listId,
        error,
        signal: context.signal,
        fallback: messages.failedToCreateCustomCampaign,
      });
    }
  };
}
