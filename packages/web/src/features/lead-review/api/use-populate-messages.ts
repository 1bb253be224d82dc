import { useQueryClient } from '@tanstack/react-query';
import { api, read } from '../../../lib/api';
import { useSingleFlightMutation } from '../../../lib/use-single-flight-mutation';
import { useLeadReviewToast } from '../lead-review-toast';
import { leadProfilesKey } from './lead-review-keys';

/**
 * "Populate selected" (spec §5 Templates): one request (POST /api/lists/:id/populate), in which
 * the server renders the template for each selected profile and saves the messages in one
 * transaction, then reloads the rows and says 'Messages populated for N selected profiles'. The
 * template and the selection are checked there, with the spec's messages.
 */
export function usePopulateMessages(listId: string) {
  const client = useQueryClient();
  const { ok, fail } = useLeadReviewToast();
  return useSingleFlightMutation({
    mutationFn: ({ template, ids }: { template: string; ids: string[] }) =>
      read(api.lists[':id'].populate.$post({ param: { id: listId }, json: { template, profileIds: ids } })),
    onSuccess: (result) => {
      ok(result.message);
      return client.invalidateQueries({ queryKey: leadProfilesKey(listId) });
    },
    onError: (error) => fail(error.message),
  });
}
