import { useQuery } from '@tanstack/react-query';
import { api, read } from '../../../lib/api';

/** The user's completed lists, the selector's candidates (spec §4: only completed lists). */
export function useCompletedLists() {
  return useQuery({
    // under 'lists', so live job events refresh it when a run completes
    queryKey: ['lists', 'create-campaign'],
    queryFn: async () => {
      const { lists } = await read(api.lists.$get());
      return lists.filter((list) => list.status === 'completed');
    },
  });
}
