import { useMutation } from '@tanstack/react-query';
import { api, failureMessage, read } from '../../../lib/api';
import { useDashboardToast } from '../dashboard-toast';

/**
 * "Watch" on a discovery list (issue 34): watches the list's first target for the same search type
 * every day, its people counted as seen, so each run adds only who arrives after; then `onWatching`.
 */
export function useWatchList(onWatching: () => void) {
  const { fail } = useDashboardToast();
  return useMutation({
    mutationFn: (list: { id: string; target: string; type: string }) =>
      read(
        api.watches.$post({
          json: { target: list.target, type: list.type, every: '1d', fromListId: list.id },
        }),
      ),
    onSuccess: onWatching,
    onError: (error) => fail(failureMessage(error, 'Could not watch this list. Try again.')),
  });
}
