import { messages } from '@leadgen/core/domain';
import { useQueryClient } from '@tanstack/react-query';
import { api, read } from '../../../lib/api';
import { useSingleFlightMutation } from '../../../lib/use-single-flight-mutation';
import { useLeadReviewToast } from '../lead-review-toast';
import { leadReviewKey } from './lead-review-keys';

/**
 * Deletes the selected profiles (DELETE /api/lists/:id/profiles; the screen asks first, spec §5),
 * then reloads the list's rows, counts and shape; 'Failed to delete profiles. Please try again.'
 */
export function useDeleteProfiles(listId: string) {
  const client = useQueryClient();
  const { fail } = useLeadReviewToast();
  return useSingleFlightMutation({
    mutationFn: (profileIds: string[]) =>
      read(api.lists[':id'].profiles.$delete({ param: { id: listId }, json: { profileIds } })),
    onSuccess: () => client.invalidateQueries({ queryKey: leadReviewKey(listId) }),
    onError: () => fail(messages.failedToDeleteProfiles),
  });
}
