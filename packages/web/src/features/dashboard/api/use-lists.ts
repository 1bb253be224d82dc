import { messages } from '@leadgen/core/domain';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { ApiError, api, read } from '../../../lib/api';
import type { ListJson } from '../../../lib/api-types';
import { useSingleFlightMutation } from '../../../lib/use-single-flight-mutation';
import { useDashboardToast } from '../dashboard-toast';
import { listsQuery } from './dashboard-queries';
import { LISTS_KEY } from './dashboard-types';

/** The user's lists (`listsQuery`). */
export function useLists() {
  return useQuery(listsQuery);
}

/**
 * Inline rename of a list (spec §3, §4): only the part before ' - ' is sent; the server keeps
 * the generated suffix. Toasts 'List renamed successfully' or 'Failed to rename list'. The
 * rename is over the version shown (issue 31): a list renamed meanwhile in another tab is
 * refused in the server's words and read again, so renaming it once more overwrites knowingly.
 */
export function useRenameList() {
  const client = useQueryClient();
  const { ok, fail } = useDashboardToast();
  return useSingleFlightMutation({
    mutationFn: ({ id, name, version }: { id: string; name: string; version?: number }) =>
      read(api.lists[':id'].$patch({ param: { id }, json: { name, version } })),
    onSuccess: ({ list }) => {
      client.setQueryData<ListJson[]>(LISTS_KEY, (lists) =>
        lists?.map((each) => (each.id === list.id ? { ...each, ...list } : each)),
      );
      ok(messages.listRenamed);
    },
    onError: (error) => {
      if (!(error instanceof ApiError && error.status === 409)) return fail(messages.failedToRenameList);
      fail(error.message);
      void client.invalidateQueries({ queryKey: LISTS_KEY });
    },
  });
}

/** Deletes a list: 'List deleted successfully' or 'Failed to delete list: {message}' (spec §8). */
export function useDeleteList() {
  const client = useQueryClient();
  const { ok, fail } = useDashboardToast();
  return useSingleFlightMutation({
    mutationFn: (id: string) => read(api.lists[':id'].$delete({ param: { id } })),
    onSuccess: (answer, id) => {
      client.setQueryData<ListJson[]>(LISTS_KEY, (lists) => lists?.filter((list) => list.id !== id));
      // Campaigns made from it keep its leads but lose their link to it: read them again.
      void client.invalidateQueries({ queryKey: ['campaigns'] });
      ok(answer.message);
    },
    onError: (error) => fail(messages.failedToDeleteList(error.message)),
  });
}

/**
 * Tries a failed list's run again (POST /api/lists/:id/retry): it continues the list, charging
 * only what is still missing; the row then shows its live progress. A refusal (e.g. the session
 * id an actor that logs in needs) is toasted in the server's words.
 */
export function useRetryList() {
  const client = useQueryClient();
  const { fail } = useDashboardToast();
  return useSingleFlightMutation({
    mutationFn: (id: string) => read(api.lists[':id'].retry.$post({ param: { id }, json: {} })),
    onSuccess: () => client.invalidateQueries({ queryKey: LISTS_KEY }),
    onError: (error) => fail(error.message),
  });
}
