import { messages } from '@leadgen/core/domain';
import { useQueryClient } from '@tanstack/react-query';
import { useToast } from '../../../components/toasts';
import { api, failureMessage, read } from '../../../lib/api';
import { useSingleFlightMutation } from '../../../lib/use-single-flight-mutation';

/**
 * Stops a queued or running run (POST /api/jobs/:id/cancel): what it enriched and charged stays,
 * the rest is not bought; the run's own screen hears it end as canceled and offers Try again,
 * which continues the list. The answer replaces the cached job.
 */
export function useStopRun() {
  const client = useQueryClient();
  const toast = useToast();
  return useSingleFlightMutation({
    mutationFn: async (jobId: string) =>
      (await read(api.jobs[':id'].cancel.$post({ param: { id: jobId } }))).job,
    onSuccess: (job) => {
      client.setQueryData(['job', job.id], job);
      void client.invalidateQueries({ queryKey: ['lists'] });
    },
    onError: (error) => toast(failureMessage(error, messages.failedToStopRun), { tone: 'error' }),
  });
}
