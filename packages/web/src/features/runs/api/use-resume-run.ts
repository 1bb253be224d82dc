import { useQueryClient } from '@tanstack/react-query';
import type { InferRequestType } from 'hono/client';
import { api, read } from '../../../lib/api';
import type { JobJson } from '../../../lib/api-types';
import { jobEventKey } from '../../../lib/use-live-events';
import { useSingleFlightMutation } from '../../../lib/use-single-flight-mutation';

/**
 * The job to resume and what POST /api/jobs/:id/resume takes, as its validator does: the session
 * id again, when the actor logs in (DESIGN.md §5).
 */
export type ResumeRun = { jobId: string } & InferRequestType<
  (typeof api.jobs)[':id']['resume']['$post']
>['json'];

/**
 * Retries a failed or canceled run (POST /api/jobs/:id/resume): the server queues the job again
 * and it continues its list. The cached job and its last live event said it had ended: the
 * answer replaces the one and the other is dropped, so following the job again starts from
 * 'queued' instead of reporting the old end. `onRetried` and `onRefused` (the server's message
 * in an ApiError) are the mutation's own callbacks: they fire even when the click came before the
 * component had subscribed to it, which per-call callbacks would miss.
 */
export function useResumeRun({
  onRetried,
  onRefused,
}: {
  onRetried: (job: JobJson) => void;
  onRefused: (error: Error) => void;
}) {
  const client = useQueryClient();
  return useSingleFlightMutation({
    mutationFn: async ({ jobId, sessionId }: ResumeRun) =>
      (
        await read(
          api.jobs[':id'].resume.$post({ param: { id: jobId }, json: sessionId ? { sessionId } : {} }),
        )
      ).job,
    onSuccess: (job) => {
      client.removeQueries({ queryKey: jobEventKey(job.id) });
      client.setQueryData(['job', job.id], job);
      // not awaited: following the job again need not wait for the dashboard's lists
      void client.invalidateQueries({ queryKey: ['lists'] });
      onRetried(job);
    },
    onError: onRefused,
  });
}
