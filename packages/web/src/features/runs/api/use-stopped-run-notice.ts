import { useQuery } from '@tanstack/react-query';
import { api, read } from '../../../lib/api';

/**
 * What a stopped run's list shows of what it found (GET /api/jobs/:id, then its list's
 * `standing.notice`): e.g. 'Showing the 50 profiles looked up. 150 more were found and not paid
 * for; resume the run to add them.' Null when the run left nothing unlooked-up, or had no list.
 */
export function useStoppedRunNotice(jobId: string) {
  return useQuery({
    queryKey: ['lists', 'stopped-run-notice', jobId],
    queryFn: async () => {
      const { job } = await read(api.jobs[':id'].$get({ param: { id: jobId } }));
      if (!job.list_id) return null;
      const { list } = await read(api.lists[':id'].$get({ param: { id: job.list_id } }));
      return list.standing?.notice ?? null;
    },
  });
}
