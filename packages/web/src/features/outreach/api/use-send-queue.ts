import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api, read } from '../../../lib/api';

/** The send queue of a campaign (GET /api/campaigns/:id/queue), as core's `sendQueue` tells it. */
export const queueKey = (campaignId: string) => ['send-queue', campaignId] as const;

/** The send queue, read again after every change and when the pace's hold ends. */
export function useSendQueue(campaignId: string) {
  return useQuery({
    queryKey: queueKey(campaignId),
    queryFn: () => read(api.campaigns[':id'].queue.$get({ param: { id: campaignId } })),
    retry: false,
  });
}

/**
 * A lead's status change (`overridePace` records a send the pace holds: without it the server
 * refuses one, 409 PACE_HELD), undo or 'opened': then the queue and the campaign's counters are
 * read again.
 */
export function useLeadActions(campaignId: string) {
  const client = useQueryClient();
  const settle = () => {
    void client.invalidateQueries({ queryKey: queueKey(campaignId) });
    void client.invalidateQueries({ queryKey: ['campaigns'] });
  };
  const param = (profileId: string) => ({ id: campaignId, profileId });
  const mark = useMutation({
    mutationFn: ({
      profileId,
      status,
      overridePace,
    }: {
      profileId: string;
      status: string;
      overridePace?: true;
    }) =>
      read(
        api.campaigns[':id'].leads[':profileId'].status.$post({
          param: param(profileId),
          json: { status, ...(overridePace && { overridePace }) },
        }),
      ),
    onSettled: settle,
  });
  const undo = useMutation({
    mutationFn: (profileId: string) =>
      read(api.campaigns[':id'].leads[':profileId'].undo.$post({ param: param(profileId) })),
    onSettled: settle,
  });
  const opened = (profileId: string) =>
    void api.campaigns[':id'].leads[':profileId'].open.$post({ param: param(profileId) });
  return { mark, undo, opened };
}
