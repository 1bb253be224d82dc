import { hasTemplate, messages, renderTemplate } from '@leadgen/core/domain';
import { useQueryClient } from '@tanstack/react-query';
import { api, read } from '../../../lib/api';
import { useSingleFlightMutation } from '../../../lib/use-single-flight-mutation';
import { useLeadReviewToast } from '../lead-review-toast';
import { patchCachedProfiles } from './patch-cached-profiles';
import { resolveProfiles } from './resolve-profiles';

/** How many message saves are in flight at once while populating. */
const CONCURRENCY = 6;

/**
 * "Populate selected" (spec §5 Templates): writes the template, rendered for each selected
 * profile, as its message (one PUT per profile, a few at a time; a list has no batch message
 * route), then 'Messages populated for N selected profiles'. Needs a template and a selection.
 */
export function usePopulateMessages(listId: string) {
  const client = useQueryClient();
  const { ok, fail } = useLeadReviewToast();
  return useSingleFlightMutation({
    mutationFn: async ({ template, ids }: { template: string; ids: string[] }) => {
      if (!hasTemplate(template)) throw new Error(messages.setTemplateFirst);
      if (ids.length === 0) throw new Error(messages.populateNeedsProfiles);
      const profiles = await resolveProfiles(client, listId, ids);
      const saved = new Map<string, { message: string; message_processed: boolean }>();
      let next = 0;
      const worker = async () => {
        while (next < profiles.length) {
          const profile = profiles[next++];
          if (!profile) continue;
          const message = renderTemplate(template, profile);
          await read(
            api.lists[':id'].profiles[':profileId'].message.$put({
              param: { id: listId, profileId: profile.id },
              json: { message },
            }),
          );
          saved.set(profile.id, { message, message_processed: false });
        }
      };
      try {
        await Promise.all(Array.from({ length: Math.min(CONCURRENCY, profiles.length) }, worker));
      } finally {
        patchCachedProfiles(client, listId, saved);
      }
      return saved.size;
    },
    onSuccess: (count) => ok(messages.messagesPopulated(count, true)),
    onError: (error) => fail(error.message),
  });
}
